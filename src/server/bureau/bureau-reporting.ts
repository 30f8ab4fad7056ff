import { addDays } from './calendar.js';

/**
 * When a credit bureau should show a repaid loan closed. Since 1 January 2025 lenders report
 * credit information as of the 15th and the last day of each month, send it within 7 days of
 * that date, and the bureaus load it within 5 days of receiving it (RBI/2024-25/60, 8 August
 * 2024).
 */

export const FORTNIGHTLY_REPORTING_FROM = '2025-01-01';
export const LENDER_SUBMISSION_DAYS = 7;
export const BUREAU_LOADING_DAYS = 5;

export interface BureauReporting {
  /** The reporting date whose data first carries the closure: the 15th or the month's last day. */
  reportAsOf: string;
  /** The last day the lender may send that data to the bureau. */
  reportSentBy: string;
  /** The last day the bureau may take to load it: from then on the report shows the loan closed. */
  bureauShowsClosedBy: string;
}

/**
 * The reporting dates of a loan closed on `closedOn` (ISO date), or null for a closure before
 * fortnightly reporting began. A closure on the 15th or on a month's last day is in that day's data.
 */
export function bureauReporting(closedOn: string): BureauReporting | null {
  if (closedOn < FORTNIGHTLY_REPORTING_FROM) return null;
  const reportAsOf = reportingDateOnOrAfter(closedOn);
  const reportSentBy = addDays(reportAsOf, LENDER_SUBMISSION_DAYS);
  return {
    reportAsOf,
    reportSentBy,
    bureauShowsClosedBy: addDays(reportSentBy, BUREAU_LOADING_DAYS),
  };
}

/** The 15th of the date's month if not yet past, else the month's last day. */
export function reportingDateOnOrAfter(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (day <= 15) return `${isoDate.slice(0, 8)}15`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${isoDate.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
}

/**
 * Whether a credit report describing `reportDate` should already show the loan closed but does
 * not: the bureau had until `bureauShowsClosedBy` (that day included) to load the closure.
 */
export function bureauStillShowsOpen(
  reporting: BureauReporting,
  report: { status: string; asOf: string },
): boolean {
  return report.status !== 'CLOSED' && report.asOf > reporting.bureauShowsClosedBy;
}
