/**
 * Property tests in `npm test` run a fixed number of cases from a fixed seed (set in
 * property-settings.ts): the same inputs every run, so a pass never depends on luck or on the
 * machine's speed. `npm run test:deep` runs twenty times as many cases from a fresh seed
 * (fast-check prints it with any failure, to replay it).
 */
export const DEEP_PROPERTY_TESTS = process.env.PROPERTY_TESTS === 'deep';

export function propertyRuns(numRuns: number): { numRuns: number } {
  return { numRuns: DEEP_PROPERTY_TESTS ? numRuns * 20 : numRuns };
}
