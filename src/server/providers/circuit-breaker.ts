/**
 * A circuit breaker for one outside party: after `failureThreshold` failures in a row it opens
 * and refuses calls at once for `cooldownMs`, so a party that is down costs no timeouts; then
 * it lets one trial call through (half-open) — a success closes it, a failure opens it again.
 */

export interface CircuitBreakerSettings {
  failureThreshold: number;
  cooldownMs: number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  #failures = 0;
  #openedAt = 0;
  #state: CircuitState = 'closed';
  #trialInFlight = false;

  constructor(
    private readonly settings: CircuitBreakerSettings,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.#state === 'open' && this.now() - this.#openedAt >= this.settings.cooldownMs) {
      this.#state = 'half-open';
      this.#trialInFlight = false;
    }
    return this.#state;
  }

  /** Whether a call may go out now; in half-open state only one trial call at a time. */
  tryAcquire(): boolean {
    switch (this.state) {
      case 'closed':
        return true;
      case 'open':
        return false;
      case 'half-open':
        if (this.#trialInFlight) return false;
        this.#trialInFlight = true;
        return true;
    }
  }

  recordSuccess(): void {
    this.#failures = 0;
    this.#state = 'closed';
    this.#trialInFlight = false;
  }

  recordFailure(): void {
    this.#failures += 1;
    this.#trialInFlight = false;
    if (this.#state === 'half-open' || this.#failures >= this.settings.failureThreshold) {
      this.#state = 'open';
      this.#openedAt = this.now();
    }
  }
}
