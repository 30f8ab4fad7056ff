import { expect } from 'vitest';

/**
 * Asserts that no secret (PAN, mobile, OTP, token, name) appears in the captured logs. Codes made
 * only of digits count only standing alone: six digits may well occur inside a timestamp or a
 * duration without being the code.
 */
export function expectNoSecretsInLogs(logs: readonly string[], secrets: Iterable<string>): void {
  const written = logs.join('\n');
  expect(written.length, 'nothing was logged: the check would prove nothing').toBeGreaterThan(0);
  for (const secret of secrets) {
    const leaked = /^[0-9]+$/.test(secret)
      ? new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(written)
      : written.includes(secret);
    expect(leaked, `a secret value reached the logs (${secret.length} characters)`).toBe(false);
  }
}
