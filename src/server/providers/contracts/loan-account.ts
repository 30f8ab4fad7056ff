import { z } from 'zod';
import { ACCOUNT_STATUSES, CHARGE_KINDS, LOAN_TYPES, RATE_TYPES } from '../../../shared/loans.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { isoDate, loanId } from './common.js';

/**
 * One loan account as the bureau reports it and its lender holds it (bureau/credit-report.ts
 * is the product's type; this is its wire shape). Money is integer paise; dates YYYY-MM-DD.
 */

const paise = z.number().int().min(0);
const percent = z.number().min(0).max(100);

export const loanAccount = z
  .object({
    loanId,
    lenderId: z.string().regex(/^[a-z0-9-]{2,64}$/),
    bankName: z.string().min(1).max(120),
    loanType: z.enum(LOAN_TYPES),
    accountNumber: z.string().regex(/^[0-9A-Za-z]{4,32}$/),
    ownership: z.enum(['INDIVIDUAL', 'JOINT']),
    rateType: z.enum(RATE_TYPES),
    sanctionedOn: isoDate,
    disbursedOn: isoDate,
    processingFeePercent: percent,
    foreclosureChargePercent: percent,
    penalRatePercent: percent,
    missedInstalments: z.number().int().min(0),
    principalPaise: paise.min(1),
    annualRatePercent: percent,
    tenureMonths: z.number().int().min(1).max(600),
    firstDueDate: isoDate,
    asOf: isoDate,
    emiPaise: paise,
    instalmentsDue: z.number().int().min(0),
    instalmentsPaid: z.number().int().min(0),
    outstandingPaise: paise,
    overduePaise: paise,
    daysPastDue: z.number().int().min(0),
    nextDueDate: isoDate.nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    // Added in v1.1; absent from older implementations, which then report no closure date and no
    // charges.
    closedOn: isoDate
      .nullable()
      .default(null)
      .describe('The day the loan was repaid in full; null while it runs.'),
    chargesLevied: z
      .array(
        z
          .object({
            on: isoDate,
            kind: z.enum(CHARGE_KINDS),
            description: z.string().min(1).max(120),
            amountPaise: paise.min(1),
          })
          .strict(),
      )
      .max(200)
      .default([])
      .describe('Charges debited after disbursement, oldest first, GST included; none if absent.'),
    securityReturnedOn: isoDate
      .nullable()
      .default(null)
      .describe(
        'For a closed secured loan: the day the original security documents were returned; ' +
          'null while the lender holds them, and for other loans.',
      ),
  })
  .meta({ id: 'LoanAccount' });

// The wire shape and the product's type are the same thing, both ways.
type Wire = z.infer<typeof loanAccount>;
const toProduct = (account: Wire): LoanAccount => account;
const toWire = (account: LoanAccount): Wire => account;
void toProduct;
void toWire;
