import type { LoanAccount } from '../bureau/credit-report.js';
import { CircuitBreaker, type CircuitBreakerSettings } from './circuit-breaker.js';
import { LENDER_PATHS, lenderAccount } from './contracts/lender.js';
import type { LenderEndpoint } from './lender-directory.js';
import {
  LenderAccountNotFoundError,
  type LenderAccountRequest,
  type LenderGateway,
  LenderRefusedError,
  LenderUnavailableError,
} from './providers.js';
import {
  PartyCallError,
  type RetryPolicy,
  SignedHttpClient,
  type SignedHttpClientOptions,
} from './signed-http-client.js';

export interface LenderCallSettings {
  /** Default timeout of a lender call; a directory entry may set its own. */
  timeoutMs: number;
  retry: RetryPolicy;
  breaker: CircuitBreakerSettings;
}

/**
 * Every lender of the directory over the lender contract (docs/contracts/lender.v1.yaml), each
 * with its own client and circuit breaker, so one failing bank never slows the others.
 */
export class HttpLenderGateway implements LenderGateway {
  readonly #clients: Map<string, SignedHttpClient>;

  constructor(
    lenders: readonly LenderEndpoint[],
    settings: LenderCallSettings,
    options: SignedHttpClientOptions = {},
  ) {
    this.#clients = new Map(
      lenders.map((lender) => [
        lender.id,
        new SignedHttpClient(
          {
            name: `Lender ${lender.id}`,
            baseUrl: lender.baseUrl,
            keyId: lender.keyId,
            secret: lender.secret,
            timeoutMs: lender.timeoutMs ?? settings.timeoutMs,
          },
          settings.retry,
          new CircuitBreaker(settings.breaker),
          options,
        ),
      ]),
    );
  }

  async fetchAccount(request: LenderAccountRequest, asOf: string): Promise<LoanAccount> {
    const { lenderId, panNumber, loanId } = request;
    const client = this.#clients.get(lenderId);
    if (!client) {
      throw new LenderUnavailableError(
        lenderId,
        `Lender ${lenderId} is not in the lender directory`,
      );
    }
    let account: LoanAccount;
    try {
      account = await client.post(LENDER_PATHS.account, { panNumber, loanId, asOf }, lenderAccount);
    } catch (error) {
      if (error instanceof PartyCallError && error.code === 'ACCOUNT_NOT_FOUND') {
        throw new LenderAccountNotFoundError(lenderId, loanId);
      }
      if (error instanceof PartyCallError && error.failure === 'refused') {
        throw new LenderRefusedError(
          lenderId,
          `Lender ${lenderId} refused the request (${error.reason})`,
        );
      }
      throw unavailable(lenderId, error instanceof PartyCallError ? error.reason : 'call failed');
    }
    if (account.loanId !== loanId || account.lenderId !== lenderId || account.asOf !== asOf) {
      throw unavailable(lenderId, 'answered for another account');
    }
    return account;
  }
}

/** The one message shape of an unavailable lender: who, and what went wrong (never whose loan). */
function unavailable(lenderId: string, reason: string): LenderUnavailableError {
  return new LenderUnavailableError(
    lenderId,
    `Lender ${lenderId} is not available right now (${reason})`,
  );
}
