import { setTimeout as sleep } from 'node:timers/promises';
import type { CircuitBreaker } from './circuit-breaker.js';
import type { SmsMessage } from './providers.js';
import type { RetryPolicy } from './signed-http-client.js';

/**
 * What every SMS adapter shares: how a failure is told (the provider and its code, never the
 * number or the text, so it is safe to log), which failures are retried, the breaker, and one
 * bounded HTTP call.
 */

export type SmsFailure =
  /** No answer in time: the text may or may not have gone out. */
  | 'timeout'
  /** No connection was made: nothing reached the provider. */
  | 'unreachable'
  /** The connection broke after the request may have arrived. */
  | 'broken'
  /** 5xx: trouble on the provider's side. */
  | 'server'
  /** 429 or the provider's own "slow down": not accepted, try later. */
  | 'throttled'
  /** The provider answered and said no (credentials, template, number): our side to fix. */
  | 'refused'
  /** The breaker is open: not called at all. */
  | 'circuit-open';

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  constructor(
    /** How messages name the provider, e.g. "MSG91". */
    readonly provider: string,
    readonly failure: SmsFailure,
    /** The provider's error code or the HTTP status, when it gave one. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }

  /** Another gateway may deliver it: the provider is down or slow, not refusing this text. */
  get failover(): boolean {
    return this.failure !== 'refused';
  }
}

/** No answer within the time given: the text may or may not have gone out. */
export function timeoutFailure(provider: string, timeoutMs: number): SmsDeliveryError {
  return new SmsDeliveryError(
    provider,
    'timeout',
    undefined,
    `${provider} did not answer within ${timeoutMs} ms`,
  );
}

/** No answer at all: no connection was made (`unreachable`), or it broke off (`broken`). */
export function connectionFailure(
  provider: string,
  failure: 'unreachable' | 'broken',
  code: string | undefined,
): SmsDeliveryError {
  return new SmsDeliveryError(
    provider,
    failure,
    code,
    failure === 'unreachable'
      ? `${provider} could not be reached`
      : `${provider} broke off the connection`,
  );
}

/**
 * The provider answered, and not with "sent". `code` is its own error code where it gave one
 * (the HTTP status otherwise); its words are never kept, as they may quote the number.
 */
export function answeredFailure(
  provider: string,
  failure: SmsFailure,
  status: number,
  code?: string,
): SmsDeliveryError {
  return new SmsDeliveryError(
    provider,
    failure,
    code ?? String(status),
    `${provider} refused the message (HTTP ${status}${code === undefined ? '' : `, code ${code}`})`,
  );
}

/** Only what certainly did not send a text is tried again, so nobody gets a code twice. */
const RETRYABLE: ReadonlySet<SmsFailure> = new Set(['unreachable', 'throttled']);

export interface SmsResilienceOptions {
  retry?: RetryPolicy;
  breaker?: CircuitBreaker;
  random?: () => number;
  wait?: (milliseconds: number) => Promise<unknown>;
}

/** Runs one send under the provider's breaker, retrying with full jitter what is safe to retry. */
export async function sendResiliently(
  provider: string,
  options: SmsResilienceOptions,
  attempt: () => Promise<void>,
): Promise<void> {
  const { breaker, retry } = options;
  const random = options.random ?? Math.random;
  const wait = options.wait ?? ((milliseconds: number) => sleep(milliseconds));
  for (let tries = 0; ; tries++) {
    if (breaker && !breaker.tryAcquire()) {
      throw new SmsDeliveryError(
        provider,
        'circuit-open',
        undefined,
        `${provider} is failing; sends to it are paused for a while`,
      );
    }
    try {
      await attempt();
    } catch (error) {
      const failure =
        error instanceof SmsDeliveryError
          ? error
          : new SmsDeliveryError(provider, 'broken', undefined, `${provider} send failed`);
      // A refusal is an answer: the provider is up.
      if (failure.failure === 'refused') breaker?.recordSuccess();
      else breaker?.recordFailure();
      if (!RETRYABLE.has(failure.failure) || !retry || tries >= retry.retries) throw failure;
      const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** tries);
      await wait(Math.round(random() * ceiling));
      continue;
    }
    breaker?.recordSuccess();
    return;
  }
}

export interface SmsHttpRequest {
  url: string | URL;
  headers: Record<string, string>;
  body: string;
}

/** Answers larger than this are not read: no provider's answer to one send comes near it. */
const MAX_ANSWER_BYTES = 64 * 1024;

const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * One POST, its whole answer bounded by `timeoutMs`; throws SmsDeliveryError when no answer came.
 * The answer's status and body (capped) are the adapter's to judge.
 */
export async function postOnce(
  provider: string,
  request: SmsHttpRequest,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; text: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal,
      redirect: 'error',
    });
    const body = await response.arrayBuffer();
    const text = Buffer.from(body.slice(0, MAX_ANSWER_BYTES)).toString('utf8');
    return { status: response.status, text };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || signal.aborted)) {
      throw timeoutFailure(provider, timeoutMs);
    }
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw connectionFailure(
      provider,
      code && CONNECT_FAILURES.has(code) ? 'unreachable' : 'broken',
      code,
    );
  }
}

/** The failure an HTTP status stands for, or undefined for 2xx. */
export function statusFailure(status: number): SmsFailure | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 429) return 'throttled';
  if (status >= 500) return 'server';
  return 'refused';
}

/** "91" and the 10 digits: how Indian providers take a number. */
export function indianNumber(mobile: string): string {
  if (!/^[6-9][0-9]{9}$/.test(mobile)) {
    throw new SmsDeliveryError(
      'SMS',
      'refused',
      'invalid-recipient',
      'SMS recipient is not a 10-digit Indian mobile number',
    );
  }
  return `91${mobile}`;
}

/** The operator's DLT registration, as the adapters of DLT gateways need it. */
export interface DltRegistration {
  entityId: string;
  senderId: string;
  templates: Record<
    string,
    { templateId: string; text: string; providerTemplateId?: string | undefined }
  >;
}

/** The registered template a message was rendered from; a text without one is not sent. */
export function registeredTemplate(
  provider: string,
  dlt: DltRegistration,
  message: SmsMessage,
): { templateId: string; providerTemplateId: string; variables: readonly string[] } {
  const entry = message.template ? dlt.templates[message.template.key] : undefined;
  if (!message.template || !entry) {
    throw new SmsDeliveryError(
      provider,
      'refused',
      'no-template',
      `${provider}: the text has no registered template`,
    );
  }
  return {
    templateId: entry.templateId,
    providerTemplateId: entry.providerTemplateId ?? entry.templateId,
    variables: message.template.variables,
  };
}
