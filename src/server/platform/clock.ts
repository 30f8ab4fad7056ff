/** The one source of "now" for every expiry rule, so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class FakeClock implements Clock {
  #time: number;

  constructor(start: Date | string = '2026-01-15T10:00:00+05:30') {
    this.#time = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#time);
  }

  advance(milliseconds: number): void {
    this.#time += milliseconds;
  }

  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }
}
