import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { contractUrl } from '../signed-http-client.js';
import { CONTRACT_ERRORS, errorBody } from './errors.js';
import { LENDER_PATHS, lenderAccount, TEST_ACCOUNT } from './lender.js';
import {
  IDEMPOTENCY_KEY_HEADER,
  type SignedHeaders,
  signRequest,
  TIMESTAMP_WINDOW_SECONDS,
  verifyAnswer,
} from './signing.js';

/**
 * The lender contract's conformance kit (docs/contracts/lender.v1.yaml): runs each rule of the
 * contract against any lender implementation over HTTP and reports each rule as passed or
 * failed, with what was expected and what came back. A tool (`npm run conformance`), not a
 * part of the running app.
 */

export interface ConformanceOptions {
  /** The lender's contract base URL, e.g. https://api.bank.example/loan-docs */
  lender: string;
  keyId: string;
  secret: string;
  /** The lender's test account (the contract's by default). */
  panNumber: string;
  loanId: string;
  /** A loan id the test PAN does not hold at this lender. */
  missingLoanId: string;
  asOf: string;
  /** The contract's limit for one answer. */
  timeoutMs: number;
}

export interface CheckResult {
  rule: string;
  passed: boolean;
  detail: string;
}

/** One request and what came back, kept for the rules that look at every answer. */
interface Exchange {
  name: string;
  status: number;
  text: string;
  headers: Headers;
  elapsedMs: number;
  /** Null when no answer came within the timeout (or none at all). */
  failure: string | null;
  /** The signature the request carried, when it carried one under the lender's key id. */
  requestSignature: string | null;
  path: string;
}

type Signing = 'valid' | 'none' | 'wrong-secret' | 'other-body' | 'stale';

export const DEFAULT_TIMEOUT_MS = 10_000;

export function defaultOptions(
  given: Pick<ConformanceOptions, 'lender' | 'keyId' | 'secret'> & Partial<ConformanceOptions>,
): ConformanceOptions {
  return {
    panNumber: TEST_ACCOUNT.panNumber,
    loanId: TEST_ACCOUNT.loanId,
    missingLoanId: TEST_ACCOUNT.missingLoanId,
    asOf: new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    ...given,
  };
}

export async function runLenderConformance(options: ConformanceOptions): Promise<CheckResult[]> {
  const url = contractUrl(options.lender, LENDER_PATHS.account);
  const exchanges: Exchange[] = [];
  const account = { panNumber: options.panNumber, loanId: options.loanId, asOf: options.asOf };
  const missing = { ...account, loanId: options.missingLoanId };

  async function send(
    name: string,
    body: unknown,
    signing: Signing = 'valid',
    idempotencyKey: string | null = randomUUID(),
  ): Promise<Exchange> {
    const text = JSON.stringify(body);
    const now = signing === 'stale' ? Date.now() - 2 * TIMESTAMP_WINDOW_SECONDS * 1000 : Date.now();
    const key =
      signing === 'wrong-secret'
        ? { keyId: options.keyId, secret: `${options.secret}-not-it` }
        : { keyId: options.keyId, secret: options.secret };
    const signedBody = signing === 'other-body' ? `${text} ` : text;
    const signature: Partial<SignedHeaders> =
      signing === 'none'
        ? {}
        : signRequest(key, { method: 'POST', path: url.pathname, body: signedBody }, now);
    const started = performance.now();
    const exchange: Exchange = {
      name,
      status: 0,
      text: '',
      headers: new Headers(),
      elapsedMs: 0,
      failure: null,
      requestSignature: signature['x-signature'] ?? null,
      path: url.pathname,
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
          ...signature,
        },
        body: text,
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      exchange.status = response.status;
      exchange.headers = response.headers;
      exchange.text = await response.text();
    } catch (error) {
      exchange.failure =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${options.timeoutMs} ms`
          : 'could not be reached';
    }
    exchange.elapsedMs = Math.round(performance.now() - started);
    exchanges.push(exchange);
    return exchange;
  }

  const results: CheckResult[] = [];
  const check = (rule: string, passed: boolean, detail: string) =>
    results.push({ rule, passed, detail });
  /** Whether an exchange is the refusal `code` with its contract status; or what it was instead. */
  const refusal = (exchange: Exchange, code: keyof typeof CONTRACT_ERRORS): string | null => {
    const status = CONTRACT_ERRORS[code].status;
    if (exchange.failure) return exchange.failure;
    const parsed = errorBody.safeParse(parseJson(exchange.text));
    const got = parsed.success
      ? `${exchange.status} ${parsed.data.error.code}`
      : `${exchange.status}`;
    return exchange.status === status && parsed.success && parsed.data.error.code === code
      ? null
      : `got ${got}`;
  };

  // The test account, as a LoanAccount of that loan on that date.
  const record = await send('the test account', account);
  const parsedAccount = lenderAccount.safeParse(parseJson(record.text));
  if (record.failure) check('account-record', false, `the test account: ${record.failure}`);
  else if (record.status !== 200)
    check('account-record', false, `the test account must answer 200; got ${record.status}`);
  else if (!parsedAccount.success) {
    const issue = parsedAccount.error.issues[0];
    check(
      'account-record',
      false,
      `the answer is no LoanAccount: ${issue?.path.join('.')} ${issue?.message}`,
    );
  } else if (
    parsedAccount.data.loanId !== options.loanId ||
    parsedAccount.data.asOf !== options.asOf
  ) {
    check('account-record', false, 'the answer is another loan or another date than asked');
  } else
    check(
      'account-record',
      true,
      `the test account came back as a LoanAccount (${record.elapsedMs} ms)`,
    );

  const notFound = await send('a loan the test PAN does not hold', missing);
  const notFoundProblem = refusal(notFound, 'ACCOUNT_NOT_FOUND');
  check(
    'account-not-found',
    !notFoundProblem,
    notFoundProblem
      ? `a loan it does not hold must answer 404 ACCOUNT_NOT_FOUND; ${notFoundProblem}`
      : 'a loan it does not hold answers 404 ACCOUNT_NOT_FOUND',
  );

  // Idempotency: the same key and body again → the same answer; another body → refused.
  const key = randomUUID();
  const first = await send('idempotent request', account, 'valid', key);
  const again = await send('the same request again', account, 'valid', key);
  const same =
    !first.failure &&
    !again.failure &&
    first.status === again.status &&
    isDeepStrictEqual(parseJson(first.text), parseJson(again.text));
  check(
    'idempotent-replay',
    same,
    same
      ? 'the same Idempotency-Key and body got the same answer'
      : `the same Idempotency-Key and body must get the same answer; got ${first.failure ?? first.status} then ${again.failure ?? again.status} with ${again.text === first.text ? 'the same' : 'another'} body`,
  );
  const reused = await send('the key again with another body', missing, 'valid', key);
  const reusedProblem = refusal(reused, 'IDEMPOTENCY_KEY_REUSED');
  check(
    'idempotency-key-reuse',
    !reusedProblem,
    reusedProblem
      ? `a used Idempotency-Key with another body must answer 422 IDEMPOTENCY_KEY_REUSED; ${reusedProblem}`
      : 'a used Idempotency-Key with another body answers 422 IDEMPOTENCY_KEY_REUSED',
  );
  const keyless = await send('no Idempotency-Key', account, 'valid', null);
  const keylessProblem = refusal(keyless, 'INVALID_REQUEST');
  check(
    'idempotency-key-required',
    !keylessProblem,
    keylessProblem
      ? `a fetch without Idempotency-Key must answer 400 INVALID_REQUEST; ${keylessProblem}`
      : 'a fetch without Idempotency-Key answers 400 INVALID_REQUEST',
  );

  // Requests not signed by us, exactly, now, are refused.
  for (const [rule, signing, what] of [
    ['unsigned-refused', 'none', 'an unsigned request'],
    ['wrong-secret-refused', 'wrong-secret', 'a request signed with another secret'],
    ['tampered-body-refused', 'other-body', 'a request whose body is not the one signed'],
    [
      'stale-timestamp-refused',
      'stale',
      `a request signed more than ${TIMESTAMP_WINDOW_SECONDS} s ago`,
    ],
  ] as const) {
    const problem = refusal(await send(what, account, signing), 'INVALID_SIGNATURE');
    check(
      rule,
      !problem,
      problem
        ? `${what} must answer 401 INVALID_SIGNATURE; ${problem}`
        : `${what} answers 401 INVALID_SIGNATURE`,
    );
  }

  const invalid = await send('a malformed PAN', { ...account, panNumber: 'NOTAPAN' });
  const invalidProblem = refusal(invalid, 'INVALID_REQUEST');
  check(
    'invalid-request-refused',
    !invalidProblem,
    invalidProblem
      ? `a body breaking the schema must answer 400 INVALID_REQUEST; ${invalidProblem}`
      : 'a body breaking the schema answers 400 INVALID_REQUEST',
  );

  // Rules every answer keeps.
  const answered = exchanges.filter((exchange) => !exchange.failure);
  const unsigned = answered.find(
    (exchange) =>
      exchange.requestSignature !== null &&
      !verifyAnswer(
        exchange.headers,
        {
          status: exchange.status,
          body: exchange.text,
          request: { method: 'POST', path: exchange.path, signature: exchange.requestSignature },
        },
        { keyId: options.keyId, secret: options.secret },
      ).ok,
  );
  check(
    'answers-signed',
    !unsigned,
    unsigned
      ? `every answer must be signed under the key, bound to its request; the answer to "${unsigned.name}" (${unsigned.status}) is not`
      : 'every answer is signed under the key and bound to its request',
  );
  const badError = answered.find(
    (exchange) =>
      exchange.status >= 400 &&
      (!errorBody.safeParse(parseJson(exchange.text)).success ||
        exchange.text.includes(options.panNumber)),
  );
  check(
    'error-shape',
    !badError,
    badError
      ? `every error must be {"error": {"code", "message"}} with a contract code and no PAN; the answer to "${badError.name}" is not`
      : 'every error is {"error": {"code", "message"}} with a contract code and no PAN',
  );
  const late = exchanges.find((exchange) => exchange.failure);
  const slowest = Math.max(0, ...exchanges.map((exchange) => exchange.elapsedMs));
  check(
    'answers-in-time',
    !late,
    late
      ? `every request must be answered within ${options.timeoutMs} ms; "${late.name}": ${late.failure}`
      : `every request was answered within ${options.timeoutMs} ms (slowest ${slowest} ms)`,
  );
  return results;
}

export function conformanceReport(options: ConformanceOptions, results: CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.rule.length));
  const failed = results.filter((result) => !result.passed).length;
  return [
    `Lender contract v1 — conformance of ${options.lender} (key id ${options.keyId})`,
    '',
    ...results.map(
      (result) =>
        `  ${result.passed ? 'PASS' : 'FAIL'}  ${result.rule.padEnd(width)}  ${result.detail}`,
    ),
    '',
    `${results.length - failed} passed, ${failed} failed`,
  ].join('\n');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
