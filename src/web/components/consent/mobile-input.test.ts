import { describe, expect, it } from 'vitest';
import { normaliseMobileInput } from './mobile-input';

describe('normaliseMobileInput', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98ab76', '9876'],
    ['98765432109', '9876543210'],
    ['', ''],
  ])('%j → %j', (typed, kept) => {
    expect(normaliseMobileInput(typed)).toBe(kept);
  });
});
