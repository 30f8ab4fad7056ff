import { setTimeout as sleep } from 'node:timers/promises';
import type { LoanAccount } from '../bureau/credit-report.js';
import type { AppConfig } from '../config.js';
import {
  type LenderAccountRequest,
  type LenderGateway,
  LenderUnavailableError,
} from '../providers/providers.js';
import { generateCreditReport } from './credit-report-generator.js';
import { findLender } from './lenders.js';
import { findPersona } from './personas.js';

/** The lender has no such loan for this borrower; retrying will not help. */
export class LenderAccountNotFoundError extends Error {
  constructor(
    readonly lenderId: string,
    readonly loanId: string,
  ) {
    super(`Lender ${lenderId} has no loan ${loanId} for this borrower`);
  }
}

export interface LenderBehaviour {
  /** Milliseconds, lowest and highest. */
  latencyMs: [number, number];
  /** Probability in [0, 1] that a call fails. */
  failureRate: number;
}

export interface SandboxLenderOptions {
  /** Draws in [0, 1) for latency and failures; Math.random by default. */
  random?: () => number;
  /** Waits on real timers by default (lenders are slow in wall time, whatever the app clock says). */
  wait?: (milliseconds: number) => Promise<unknown>;
}

/**
 * Every catalogue lender, answering as the bureau said: after a latency from its configured range
 * it fails at its failure rate, always fails for the failing-lender persona's chosen lender, and
 * otherwise returns the very account the sandbox bureau reports for that PAN and date.
 */
export class SandboxLenderGateway implements LenderGateway {
  readonly #random: () => number;
  readonly #wait: (milliseconds: number) => Promise<unknown>;

  constructor(
    private readonly settings: AppConfig['sandboxLenders'],
    options: SandboxLenderOptions = {},
  ) {
    this.#random = options.random ?? Math.random;
    this.#wait = options.wait ?? ((milliseconds) => sleep(milliseconds));
  }

  /** The configured behaviour of one lender: its override, else the defaults. */
  behaviourOf(lenderId: string): LenderBehaviour {
    const override = this.settings.overrides[lenderId];
    return {
      latencyMs: override?.latencyMs ?? this.settings.latencyMs,
      failureRate: override?.failureRate ?? this.settings.failureRate,
    };
  }

  async fetchAccount(request: LenderAccountRequest, asOf: string): Promise<LoanAccount> {
    const { lenderId, panNumber, loanId } = request;
    if (!findLender(lenderId)) throw new Error(`Unknown sandbox lender ${lenderId}`);
    const behaviour = this.behaviourOf(lenderId);
    const [low, high] = behaviour.latencyMs;
    await this.#wait(Math.round(low + (high - low) * this.#random()));
    if (findPersona(panNumber)?.alwaysFailingLenderId === lenderId) {
      throw new LenderUnavailableError(lenderId);
    }
    if (this.#random() < behaviour.failureRate) throw new LenderUnavailableError(lenderId);
    const account = generateCreditReport(panNumber, asOf, '').accounts.find(
      (candidate) => candidate.loanId === loanId && candidate.lenderId === lenderId,
    );
    if (!account) throw new LenderAccountNotFoundError(lenderId, loanId);
    return account;
  }
}
