import { setTimeout as sleep } from 'node:timers/promises';
import type { LoanAccount } from '../bureau/credit-report.js';
import type { AppConfig } from '../config/config.js';
import { TEST_ACCOUNT } from '../providers/contracts/lender.js';
import {
  LenderAccountNotFoundError,
  type LenderAccountRequest,
  type LenderGateway,
  LenderUnavailableError,
} from '../providers/providers.js';
import { accountFromPlan, generateCreditReport } from './credit-report-generator.js';
import { sandboxDocumentsHeld } from './documents-held.js';
import { findLender, type Lender } from './lenders.js';
import { findPersona } from './personas.js';

export interface LenderBehaviour {
  /** Milliseconds, lowest and highest. */
  latencyMs: [number, number];
  /** Probability in [0, 1] that a call fails. */
  failureRate: number;
  /** The first calls for each account that fail before the lender answers (a lender that recovers). */
  failFirstCalls: number;
}

export interface SandboxLenderOptions {
  /** Draws in [0, 1) for latency and failures; Math.random by default. */
  random?: () => number;
  /** Waits on real timers by default (lenders are slow in wall time, whatever the app clock says). */
  wait?: (milliseconds: number) => Promise<unknown>;
  /** The sandbox's clock, for when the failing lender recovers; the system clock by default. */
  now?: () => Date;
}

/**
 * How long the failing-lender persona's lender refuses each of its loans, from the first time
 * it is asked for that loan: long enough that only Keep trying for me (or a borrower coming
 * back a day later) gets the documents, short enough to test with a moved clock.
 */
export const FAILING_LENDER_RECOVERS_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Every catalogue lender, answering as the bureau said: after a latency from its configured range
 * it fails at its failure rate (and for its first calls when told to), fails at the
 * failing-lender persona's chosen lender until 24 hours (by the sandbox's clock) after it was
 * first asked for that loan since this gateway started, and otherwise returns the very account the sandbox bureau reports for that PAN and date,
 * with the documents it holds against a running secured loan.
 */
export class SandboxLenderGateway implements LenderGateway {
  readonly #random: () => number;
  readonly #wait: (milliseconds: number) => Promise<unknown>;
  /** Calls so far per lender and account, for `failFirstCalls`. */
  readonly #calls = new Map<string, number>();
  readonly #now: () => Date;
  /** When the failing lender was first asked for each of its loans. */
  readonly #firstAsked = new Map<string, number>();

  constructor(
    private readonly settings: AppConfig['sandboxLenders'],
    options: SandboxLenderOptions = {},
  ) {
    this.#random = options.random ?? Math.random;
    this.#wait = options.wait ?? ((milliseconds) => sleep(milliseconds));
    this.#now = options.now ?? (() => new Date());
  }

  /** The configured behaviour of one lender: its override, else the defaults. */
  behaviourOf(lenderId: string): LenderBehaviour {
    const override = this.settings.overrides[lenderId];
    return {
      latencyMs: override?.latencyMs ?? this.settings.latencyMs,
      failureRate: override?.failureRate ?? this.settings.failureRate,
      failFirstCalls: override?.failFirstCalls ?? 0,
    };
  }

  async fetchAccount(request: LenderAccountRequest, asOf: string): Promise<LoanAccount> {
    const { lenderId, panNumber, loanId } = request;
    const lender = findLender(lenderId);
    if (!lender) throw new Error(`Unknown sandbox lender ${lenderId}`);
    const behaviour = this.behaviourOf(lenderId);
    const [low, high] = behaviour.latencyMs;
    await this.#wait(Math.round(low + (high - low) * this.#random()));
    if (panNumber === TEST_ACCOUNT.panNumber) {
      if (loanId !== TEST_ACCOUNT.loanId) throw new LenderAccountNotFoundError(lenderId, loanId);
      return testAccount(lender, asOf);
    }
    if (findPersona(panNumber)?.failingLenderId === lenderId && this.#stillFailing(request)) {
      throw new LenderUnavailableError(lenderId);
    }
    if (this.#random() < behaviour.failureRate) throw new LenderUnavailableError(lenderId);
    if (behaviour.failFirstCalls > 0) {
      const key = `${lenderId}:${panNumber}:${loanId}`;
      const calls = (this.#calls.get(key) ?? 0) + 1;
      this.#calls.set(key, calls);
      if (calls <= behaviour.failFirstCalls) throw new LenderUnavailableError(lenderId);
    }
    const account = generateCreditReport(panNumber, asOf, '', 'lender').accounts.find(
      (candidate) => candidate.loanId === loanId && candidate.lenderId === lenderId,
    );
    if (!account) throw new LenderAccountNotFoundError(lenderId, loanId);
    // What only the lender knows: the documents it holds against the loan (contract 1.2).
    return { ...account, documentsHeld: sandboxDocumentsHeld(account) };
  }

  /** Whether the failing lender still refuses this loan (its first ask starts the 24 hours). */
  #stillFailing(request: LenderAccountRequest): boolean {
    const key = firstAskedKey(request);
    const now = this.#now().getTime();
    const first = this.#firstAsked.get(key) ?? now;
    this.#firstAsked.set(key, first);
    return now - first < FAILING_LENDER_RECOVERS_AFTER_MS;
  }
}

/** Which loan, of which borrower, at which lender, a first ask is remembered for. */
function firstAskedKey(request: LenderAccountRequest): string {
  return `${request.lenderId}:${request.panNumber}:${request.loanId}`;
}

/**
 * The lender contract's test account at this lender (contracts/lender.ts): a running loan of
 * the lender's first product, never failing, for the conformance kit.
 */
export function testAccount(lender: Lender, asOf: string): LoanAccount {
  const product = lender.products[0];
  if (!product) throw new Error(`${lender.name} offers no loans`);
  const account = accountFromPlan(
    TEST_ACCOUNT.panNumber,
    0,
    {
      lenderId: lender.id,
      loanType: product.loanType,
      principalPaise: 5_00_000_00,
      annualRatePercent: product.ratePercent[0],
      tenureMonths: 60,
      monthsElapsed: 12,
      dueDay: 5,
      missedInstalments: 0,
      ownership: 'INDIVIDUAL',
    },
    asOf,
  );
  const loan = { ...account, loanId: TEST_ACCOUNT.loanId };
  return { ...loan, documentsHeld: sandboxDocumentsHeld(loan) };
}
