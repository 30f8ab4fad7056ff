/**
 * What the sandbox remembers of idempotency keys (docs/contracts/README.md): a key seen with
 * the same request gets the same answer — waiting for it if it is still being worked out — and
 * with another request body a refusal. Only definitive answers are kept: a retryable failure
 * is forgotten, so a retry with the same key really tries again.
 */

export interface ContractAnswer {
  status: number;
  body: unknown;
}

interface Entry {
  requestDigest: string;
  answer: Promise<ContractAnswer>;
  expiresAt: number;
}

export class IdempotencyStore {
  readonly #entries = new Map<string, Entry>();

  constructor(
    // Retries come within minutes; a bounded store keeps the embedded sandbox small.
    private readonly limit = 5_000,
    private readonly ttlMs = 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer for `key`: the remembered one (and `replayed`), or the one `work` gives now;
   * 'reused' when the key came before with another request.
   */
  async answer(
    key: string,
    requestDigest: string,
    work: () => Promise<ContractAnswer>,
  ): Promise<(ContractAnswer & { replayed: boolean }) | 'reused'> {
    const now = this.now();
    const existing = this.#entries.get(key);
    if (existing && existing.expiresAt > now) {
      if (existing.requestDigest !== requestDigest) return 'reused';
      return { ...(await existing.answer), replayed: true };
    }
    const entry: Entry = { requestDigest, answer: work(), expiresAt: now + this.ttlMs };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#evict();
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    try {
      const answer = await entry.answer;
      if (answer.status >= 500 || answer.status === 409) forget();
      return { ...answer, replayed: false };
    } catch (error) {
      forget();
      throw error;
    }
  }

  /** Oldest first: a Map iterates in insertion order. */
  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.limit) return;
      this.#entries.delete(key);
    }
  }
}
