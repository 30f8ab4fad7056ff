import fc from 'fast-check';

/** Generators of sandbox inputs for property tests. */

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');

/** A valid PAN of an individual (4th letter P). */
export const individualPan = fc
  .tuple(
    fc.array(letter, { minLength: 3, maxLength: 3 }),
    letter,
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
  )
  .map(([first, surname, digits, last]) => `${first.join('')}P${surname}${digits.join('')}${last}`);

/** A report date, YYYY-MM-DD. */
export const reportDate = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
