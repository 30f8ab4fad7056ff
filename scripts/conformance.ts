import { parseArgs } from 'node:util';
import {
  conformanceReport,
  defaultOptions,
  runLenderConformance,
} from '../src/server/providers/contracts/lender-conformance.js';

/**
 * `npm run conformance -- --lender <base-url> --key-id <id> --secret <secret>`: checks a lender
 * implementation against the lender contract and prints one line per rule. Exits 0 when every
 * rule passes, 1 when one fails, 2 on a usage error. --pan and --loan-id name the lender's test
 * account when it is not the contract's.
 */

const USAGE =
  'usage: npm run conformance -- --lender <base-url> --key-id <id> --secret <secret> ' +
  '[--pan <PAN> --loan-id <id>] [--missing-loan-id <id>] [--as-of YYYY-MM-DD] [--timeout-ms <ms>]';

export async function conformanceCli(argv: string[]): Promise<{ code: number; output: string }> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        lender: { type: 'string' },
        'key-id': { type: 'string' },
        secret: { type: 'string' },
        pan: { type: 'string' },
        'loan-id': { type: 'string' },
        'missing-loan-id': { type: 'string' },
        'as-of': { type: 'string' },
        'timeout-ms': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return { code: 2, output: `${error instanceof Error ? error.message : error}\n${USAGE}` };
  }
  const { lender, 'key-id': keyId, secret } = values;
  if (!lender || !keyId || !secret) {
    return { code: 2, output: `--lender, --key-id and --secret are required\n${USAGE}` };
  }
  if (!URL.canParse(lender)) return { code: 2, output: `--lender is not a URL\n${USAGE}` };
  const timeoutMs = Number(values['timeout-ms'] ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    return { code: 2, output: `--timeout-ms must be a whole number of milliseconds\n${USAGE}` };
  }
  const options = defaultOptions({
    lender,
    keyId,
    secret,
    timeoutMs,
    ...(values.pan ? { panNumber: values.pan } : {}),
    ...(values['loan-id'] ? { loanId: values['loan-id'] } : {}),
    ...(values['missing-loan-id'] ? { missingLoanId: values['missing-loan-id'] } : {}),
    ...(values['as-of'] ? { asOf: values['as-of'] } : {}),
  });
  const results = await runLenderConformance(options);
  return {
    code: results.every((result) => result.passed) ? 0 : 1,
    output: conformanceReport(options, results),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, output } = await conformanceCli(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exitCode = code;
}
