import { describe, expect, it } from 'vitest';
import { secondsUntil } from './use-seconds-left';

describe('seconds left', () => {
  it('counts whole seconds left, never below zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(310_000, 10_000)).toBe(300);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
  });
});
