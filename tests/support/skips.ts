/**
 * A suite that cannot run on this machine says so in one loud line, naming what it needs; under
 * TEST_STRICT=1 (`.ci/run` sets it) it fails instead, so the strictest run never passes by
 * skipping.
 */
export function reportSkip(suite: string, missing: string): void {
  if (process.env.TEST_STRICT === '1') {
    throw new Error(`${suite} cannot run: ${missing}. TEST_STRICT=1 allows no skipped suite.`);
  }
  console.warn(`\n*** SKIPPED: ${suite} (${missing}) ***\n`);
}

/** The PostgreSQL server the suite runs on, or undefined after reporting the suite skipped. */
export function postgresFor(suite: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) reportSkip(suite, 'needs TEST_DATABASE_URL, a PostgreSQL server');
  return url;
}
