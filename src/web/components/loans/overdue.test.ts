import { describe, expect, it } from 'vitest';
import { overdueStage } from './overdue';

describe('overdueStage', () => {
  it('follows the 30 and 90 day lines lenders report by', () => {
    expect(overdueStage(1)).toBe('recent');
    expect(overdueStage(30)).toBe('recent');
    expect(overdueStage(31)).toBe('sma');
    expect(overdueStage(90)).toBe('sma');
    expect(overdueStage(91)).toBe('npa');
  });
});
