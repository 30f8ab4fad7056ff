import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { indiaDate } from '../../src/server/bureau/calendar.js';
import type { CreditReport, LoanAccount } from '../../src/server/bureau/credit-report.js';
import { saveCreditReport } from '../../src/server/bureau/report-store.js';
import { loadConfig } from '../../src/server/config/config.js';
import { digest } from '../../src/server/crypto/field-encryption.js';
import type { LenderAccountRequest, LenderGateway } from '../../src/server/providers/providers.js';
import { LenderUnavailableError } from '../../src/server/providers/providers.js';
import { accountFromPlan } from '../../src/server/sandbox/credit-report-generator.js';
import { LENDERS } from '../../src/server/sandbox/lenders.js';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import type { BatchBorrower } from './batch-journey.js';
import { bearer, borrowerAddress, verifiedBorrower } from './borrower.js';

/**
 * Benchmarks need a borrower with a loan at every one of many lenders, which no sandbox PAN
 * has (the sandbox bureau reports at most six loans). This one has a stored credit report with
 * one loan per catalogue lender, and a lender gateway that answers for those loans after a
 * random latency, as the sandbox lenders do.
 */

export const SYNTHETIC_PAN = 'BNCPZ2525Q';

/** One loan at each of the first `banks` catalogue lenders, built as the sandbox bureau builds them. */
export function syntheticReport(banks: number, asOf: string): CreditReport {
  if (banks > LENDERS.length) throw new Error(`the catalogue has ${LENDERS.length} lenders`);
  const accounts = LENDERS.slice(0, banks).map((lender, index) =>
    accountFromPlan(
      SYNTHETIC_PAN,
      index,
      {
        lenderId: lender.id,
        loanType: lender.products[0]!.loanType,
        principalPaise: 5_00_000_00 + index * 25_000_00,
        annualRatePercent: lender.products[0]!.ratePercent[0],
        tenureMonths: 60,
        monthsElapsed: 12 + index,
        dueDay: 1 + (index % 28),
        missedInstalments: 0,
        ownership: 'INDIVIDUAL',
      },
      asOf,
    ),
  );
  return { panNumber: SYNTHETIC_PAN, creditScore: 770, asOf, generatedAt: asOf, accounts };
}

/** Answers for the synthetic report's loans after a latency drawn from `latencyMs`. */
export class SyntheticLenderGateway implements LenderGateway {
  /** The latency each lender was given on its last call, milliseconds. */
  readonly latencies = new Map<string, number>();
  /** The same, by loan. */
  readonly loanLatencies = new Map<string, number>();

  constructor(
    private readonly accounts: readonly LoanAccount[],
    private readonly latencyMs: [number, number],
  ) {}

  async fetchAccount(request: LenderAccountRequest): Promise<LoanAccount> {
    const [low, high] = this.latencyMs;
    const latency = Math.round(low + (high - low) * Math.random());
    this.latencies.set(request.lenderId, latency);
    this.loanLatencies.set(request.loanId, latency);
    await sleep(latency);
    const account = this.accounts.find((candidate) => candidate.loanId === request.loanId);
    if (!account) throw new LenderUnavailableError(request.lenderId);
    return account;
  }
}

export interface BenchApp {
  app: FastifyInstance;
  gateway: SyntheticLenderGateway;
  close: () => Promise<void>;
}

/** A server on a fresh embedded database (or DATABASE_URL) whose lenders are synthetic. */
export async function startBenchApp(
  banks: number,
  latencyMs: [number, number],
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'loan-docs-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OCR_WARM: 'false',
    MASTER_KEY: randomBytes(32).toString('base64'),
    HMAC_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const app = await buildApp({
    config,
    jobMaintenanceIntervalSeconds: 1,
    webRoot: path.join(dataDir, 'no-web-app'),
  });
  const report = syntheticReport(banks, indiaDate(new Date()));
  const gateway = new SyntheticLenderGateway(report.accounts, latencyMs);
  app.providers.lenders = gateway;
  await app.ready();
  return {
    app,
    gateway,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The synthetic borrower, consented for real, with the synthetic report stored under the consent. */
export async function syntheticBorrower(
  app: FastifyInstance,
  banks: number,
): Promise<BatchBorrower> {
  const consented = await verifiedBorrower(app, { panNumber: SYNTHETIC_PAN });
  // Stored after the one fetched at consent, so it is the one every later call reads.
  await saveCreditReport(app.database.db, app.secrets, new Date(Date.now() + 1000), {
    consentId: consented.consentId,
    panDigest: digest(app.secrets.hmacKey, 'pan', SYNTHETIC_PAN),
    report: syntheticReport(banks, indiaDate(app.clock.now())),
  });
  const loans = await app.inject({
    method: 'GET',
    url: '/api/loans',
    headers: bearer(consented.accessToken),
  });
  return {
    ...consented,
    loans: loans.json<LoansResponse>().loans,
    remoteAddress: borrowerAddress(),
  };
}
