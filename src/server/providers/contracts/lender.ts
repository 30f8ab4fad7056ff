import { z } from 'zod';
import { HELD_DOCUMENT_FORMS, HELD_DOCUMENT_KINDS } from '../../../shared/loans.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { isoDate, loanId, panNumber } from './common.js';
import { loanAccount } from './loan-account.js';

/** The lender contract, v1 (docs/contracts/lender.v1.yaml): one account's record. */

export const LENDER_PATHS = {
  account: '/v1/accounts/fetch',
} as const;

export const accountRequest = z
  .object({ panNumber, loanId, asOf: isoDate })
  .strict()
  .meta({ id: 'AccountRequest' });

/**
 * Every implementation keeps this test account, so the conformance kit can run against it
 * without a real borrower: the loan exists (its content is the lender's choice) and the PAN
 * holds no other loan there. It is never subject to simulated or planned failures.
 */
export const TEST_ACCOUNT = {
  panNumber: 'ZZZPZ0000Z',
  loanId: 'LDTEST000001',
  /** A loan id the test PAN does not hold: answers ACCOUNT_NOT_FOUND. */
  missingLoanId: 'LDTEST999999',
} as const;

/** One document a lender holds against a secured loan (added in 1.2). */
export const heldDocument = z
  .object({
    kind: z.enum(HELD_DOCUMENT_KINDS),
    title: z.string().min(1).max(120),
    form: z.enum(HELD_DOCUMENT_FORMS),
    reference: z.string().min(1).max(60).nullable().default(null),
    receivedOn: isoDate,
  })
  .strict()
  .meta({ id: 'HeldDocument' });

/**
 * A lender's answer: the account as the bureau shares it, and what only the lender knows. From
 * 1.2 the documents it holds against a running secured loan (title deeds, agreements, a
 * vehicle's registration), which a new lender taking the loan over asks for; an older
 * implementation sends none, and then the list says the lender named none.
 */
export const lenderAccount = loanAccount
  .extend({
    documentsHeld: z
      .array(heldDocument)
      .max(100)
      .default([])
      .describe(
        'For a running secured loan (home, vehicle): the documents the lender holds as ' +
          'security, originals and copies, in the order it lists them; empty for other loans.',
      ),
  })
  .meta({ id: 'LenderLoanAccount' });

// The wire shape is the product's type with its lender-only field present.
const lenderToProduct = (account: z.infer<typeof lenderAccount>): LoanAccount => account;
void lenderToProduct;
