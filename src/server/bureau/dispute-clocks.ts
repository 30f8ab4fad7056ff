import { addDays, daysBetween, parseIsoDate } from './calendar.js';

/**
 * The clocks of a credit-information dispute under the Reserve Bank of India's "Framework for
 * compensation to customers for delayed updation/rectification of credit information"
 * (RBI/2023-24/72, 26 October 2023, in force from 26 April 2024): from the day the borrower
 * complains, the lender must send the corrected information to the credit bureau within 21
 * calendar days and the complaint must be resolved within 30; for each calendar day after that
 * the borrower is owed ₹100, paid within 5 working days of the resolution.
 */

export const LENDER_CORRECTION_DAYS = 21;
export const COMPLAINT_RESOLUTION_DAYS = 30;
export const DISPUTE_COMPENSATION_PER_DAY_PAISE = 100_00;
export const COMPENSATION_PAYMENT_WORKING_DAYS = 5;
/** No compensation accrues for a day before the framework was in force. */
export const FRAMEWORK_IN_FORCE_FROM = '2024-04-26';

export const DISPUTE_PARTIES = ['bureau', 'lender'] as const;
export type DisputeParty = (typeof DISPUTE_PARTIES)[number];

/** The letters a missed clock gives, in the order they come. */
export const DISPUTE_LETTERS = ['lender', 'bureau', 'ombudsman'] as const;
export type DisputeLetter = (typeof DISPUTE_LETTERS)[number];

/**
 * `waiting` while both clocks run; `lender-late` once the lender's 21 days are spent; `overdue`
 * once the 30 days are and compensation accrues; `resolved` once the report agrees again.
 */
export type DisputeStatus = 'waiting' | 'lender-late' | 'overdue' | 'resolved';

export interface DisputeRecord {
  against: readonly DisputeParty[];
  /** ISO date the borrower complained. */
  filedOn: string;
  /** ISO date the credit report was found corrected; null while open. */
  resolvedOn: string | null;
}

export interface DisputeClocks {
  filedOn: string;
  /** The last day the lender may send the correction to the bureau. */
  lenderDueBy: string;
  /** The last day the complaint may be resolved without compensation. */
  bureauDueBy: string;
  /** Days after `bureauDueBy`, up to the resolution or to today. */
  daysOverdue: number;
  /** ₹100 for each of those days the framework was in force. */
  compensationPaise: number;
  /** Once resolved with compensation owed: the last working day it may be paid on. */
  compensationPayableBy: string | null;
  status: DisputeStatus;
  /** The letters whose clock has been missed, oldest first; none once resolved. */
  letters: DisputeLetter[];
}

/** The dispute's clocks as they stand on `today` (India date). */
export function disputeClocks(dispute: DisputeRecord, today: string): DisputeClocks {
  const lenderDueBy = addDays(dispute.filedOn, LENDER_CORRECTION_DAYS);
  const bureauDueBy = addDays(dispute.filedOn, COMPLAINT_RESOLUTION_DAYS);
  const countedTo = dispute.resolvedOn ?? today;
  const daysOverdue = Math.max(0, daysBetween(bureauDueBy, countedTo));
  // Days overdue before the framework was in force earn nothing.
  const firstPaidDay = maxDate(addDays(bureauDueBy, 1), FRAMEWORK_IN_FORCE_FROM);
  const paidDays = Math.max(0, daysBetween(firstPaidDay, countedTo) + 1);
  const compensationPaise = Math.min(daysOverdue, paidDays) * DISPUTE_COMPENSATION_PER_DAY_PAISE;
  const status: DisputeStatus = dispute.resolvedOn
    ? 'resolved'
    : today > bureauDueBy
      ? 'overdue'
      : today > lenderDueBy
        ? 'lender-late'
        : 'waiting';
  return {
    filedOn: dispute.filedOn,
    lenderDueBy,
    bureauDueBy,
    daysOverdue,
    compensationPaise,
    compensationPayableBy:
      dispute.resolvedOn && compensationPaise > 0
        ? addWorkingDays(dispute.resolvedOn, COMPENSATION_PAYMENT_WORKING_DAYS)
        : null,
    status,
    letters: lettersFor(dispute, status),
  };
}

/**
 * The lender's nodal officer once its 21 days are spent; after the 30 days the bureau's nodal
 * officer too (when the complaint went to the bureau), then the RBI Ombudsman, whose scheme takes
 * a complaint left without a resolution for 30 days.
 */
function lettersFor(dispute: DisputeRecord, status: DisputeStatus): DisputeLetter[] {
  switch (status) {
    case 'waiting':
    case 'resolved':
      return [];
    case 'lender-late':
      return ['lender'];
    case 'overdue':
      return dispute.against.includes('bureau')
        ? ['lender', 'bureau', 'ombudsman']
        : ['lender', 'ombudsman'];
  }
}

/**
 * The day `count` working days (Monday to Friday) after `from`. Public holidays are not known
 * here, so a holiday in between makes the true day later, never earlier.
 */
export function addWorkingDays(from: string, count: number): string {
  let day = from;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = parseIsoDate(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** Why a day the borrower gives for their complaint cannot be right, or null when it can. */
export function filedOnProblem(
  filedOn: string,
  bounds: { openedOn: string; today: string },
): 'before-loan' | 'future' | null {
  if (filedOn > bounds.today) return 'future';
  if (filedOn < bounds.openedOn) return 'before-loan';
  return null;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
