import { z } from 'zod';
import { isoDate, loanId, panNumber } from './common.js';

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
