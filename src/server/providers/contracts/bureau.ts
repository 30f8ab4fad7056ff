import { z } from 'zod';
import type { CreditReport } from '../../bureau/credit-report.js';
import { isoDate, mobileNumber, panNumber } from './common.js';
import { loanAccount } from './loan-account.js';

/** The credit bureau contract, v1 (docs/contracts/bureau.v1.yaml). Paths are under its base URL. */

export const BUREAU_PATHS = {
  creditReport: '/v1/credit-reports',
  registeredMobiles: '/v1/registered-mobiles',
} as const;

export const creditReportRequest = z
  .object({ panNumber, asOf: isoDate })
  .strict()
  .meta({ id: 'CreditReportRequest' });

export const creditReport = z
  .object({
    panNumber,
    creditScore: z.number().int().min(300).max(900).nullable(),
    asOf: isoDate,
    generatedAt: z.iso.datetime({ offset: true }),
    accounts: z.array(loanAccount).max(200),
  })
  .meta({ id: 'CreditReport' });

export const registeredMobilesRequest = z
  .object({ panNumber })
  .strict()
  .meta({ id: 'RegisteredMobilesRequest' });

export const registeredMobilesAnswer = z
  .object({
    /** The numbers the bureau holds for the PAN, the primary one first; empty when none. */
    mobiles: z.array(mobileNumber).max(10),
  })
  .meta({ id: 'RegisteredMobiles' });

const toProduct = (report: z.infer<typeof creditReport>): CreditReport => report;
void toProduct;
