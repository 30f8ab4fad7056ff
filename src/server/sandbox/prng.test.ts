import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cyrb128, seededRandom } from './prng.js';

const draws = (seed: string, count: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(draws(seed, 20)).toEqual(draws(seed, 20));
      }),
    );
  });

  it('gives different sequences for different seeds', () => {
    expect(draws('AQMPS4821K', 5)).not.toEqual(draws('AQMPS4821L', 5));
    expect(cyrb128('a')).not.toEqual(cyrb128('b'));
  });

  it('is pinned: a change to the generator would change every sandbox borrower', () => {
    expect(cyrb128('sandbox')).toEqual([2_662_711_362, 684_734_446, 3_692_149_961, 4_091_364_235]);
    expect(draws('sandbox', 3).map((value) => value.toFixed(6))).toEqual([
      '0.768030',
      '0.514798',
      '0.527106',
    ]);
  });

  it('keeps every draw in its range', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, min, span) => {
          const random = seededRandom(seed);
          for (let round = 0; round < 50; round++) {
            const value = random.next();
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThan(1);
            const integer = random.int(min, min + span);
            expect(Number.isInteger(integer)).toBe(true);
            expect(integer).toBeGreaterThanOrEqual(min);
            expect(integer).toBeLessThanOrEqual(min + span);
          }
        },
      ),
    );
  });

  it('reaches both ends of an integer range', () => {
    const random = seededRandom('ends');
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('picks by weight and never picks a zero weight', () => {
    const random = seededRandom('weights');
    const picks = Array.from({ length: 2000 }, () =>
      random.weighted([
        ['often', 9],
        ['never', 0],
        ['rarely', 1],
      ] as const),
    );
    expect(picks).not.toContain('never');
    const often = picks.filter((pick) => pick === 'often').length;
    expect(often).toBeGreaterThan(1600);
    expect(often).toBeLessThan(1950);
  });

  it('writes the number of digits asked for', () => {
    expect(seededRandom('digits').digits(14)).toMatch(/^\d{14}$/);
  });
});
