import type { LoanType } from '../../shared/loans.js';
import { addDays, daysBetween } from './calendar.js';
import type { LoanAccount } from './credit-report.js';

/**
 * After a secured loan is repaid, the lender must return the original security documents within
 * 30 days, and pays the borrower ₹5,000 for each day of delay after that (RBI, "Release of
 * movable / immovable property documents", 13 September 2023, in force from 1 December 2023).
 */

export const SECURITY_RETURN_DAYS = 30;
/** The rule covers documents falling due for return on or after this day. */
export const RULE_IN_FORCE_FROM = '2023-12-01';
export const DELAY_COMPENSATION_PER_DAY_PAISE = 5_000_00;

/** What the lender holds until the loan is repaid: a house's title deeds, or a vehicle's. */
export type Security = 'property' | 'vehicle';

const SECURITY_OF: Partial<Record<LoanType, Security>> = {
  home_loan: 'property',
  auto_loan: 'vehicle',
};

export function securityOf(loanType: LoanType): Security | null {
  return SECURITY_OF[loanType] ?? null;
}

/**
 * A lender that registered its charge over a house with CERSAI (the Central Registry of
 * Securitisation Asset Reconstruction and Security Interest of India) must file its satisfaction
 * within 30 days of the loan's repayment; anyone can check it on CERSAI's public search.
 */
export const CERSAI_SATISFACTION_DAYS = 30;
export const CERSAI_SEARCH_URL = 'https://www.cersai.org.in';

export function cersaiFileBy(closedOn: string): string {
  return addDays(closedOn, CERSAI_SATISFACTION_DAYS);
}

type RepaymentRecord = Pick<LoanAccount, 'status' | 'closedOn' | 'loanType' | 'securityReturnedOn'>;

/**
 * The record that says a loan was repaid: the credit report's when it shows the loan closed,
 * else the lender's newest statement's when that does (the bureau not updated yet), keeping the
 * return day the report carries (the one the borrower told us).
 */
export function repaidRecord<T extends RepaymentRecord>(bureau: T, lender?: T): T {
  if (bureau.status === 'CLOSED' || lender?.status !== 'CLOSED') return bureau;
  return { ...lender, securityReturnedOn: lender.securityReturnedOn ?? bureau.securityReturnedOn };
}

/**
 * Where the return stands: `waiting` up to and on the deadline, `late` after it, `returned`
 * once the lender gave the documents back (`daysLate` then says how late it was).
 */
export type ClosureStage = 'waiting' | 'late' | 'returned';

export interface ClosureTracker {
  closedOn: string;
  security: Security;
  /** The last day the lender may return the documents without compensation. */
  returnBy: string;
  returnedOn: string | null;
  /** Days of delay after `returnBy`, up to the return or to today. */
  daysLate: number;
  /** ₹5,000 for each day of delay. */
  compensationPaise: number;
  /** Days left until `returnBy` while waiting; 0 otherwise. */
  daysLeft: number;
  stage: ClosureStage;
}

/**
 * The tracker of a closed secured loan on `today`, or null for a loan that is running, unsecured,
 * has no closure date on record, or whose documents fell due before the rule was in force.
 */
export function closureTracker(
  loan: Pick<LoanAccount, 'status' | 'closedOn' | 'loanType' | 'securityReturnedOn'>,
  today: string,
): ClosureTracker | null {
  const security = securityOf(loan.loanType);
  if (loan.status !== 'CLOSED' || !loan.closedOn || !security) return null;
  const returnBy = addDays(loan.closedOn, SECURITY_RETURN_DAYS);
  if (returnBy < RULE_IN_FORCE_FROM) return null;
  const returnedOn = loan.securityReturnedOn;
  const daysLate = Math.max(0, daysBetween(returnBy, returnedOn ?? today));
  return {
    closedOn: loan.closedOn,
    security,
    returnBy,
    returnedOn,
    daysLate,
    compensationPaise: daysLate * DELAY_COMPENSATION_PER_DAY_PAISE,
    daysLeft: returnedOn ? 0 : Math.max(0, daysBetween(today, returnBy)),
    stage: returnedOn ? 'returned' : daysLate > 0 ? 'late' : 'waiting',
  };
}
