import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import {
  BUREAU_LOADING_DAYS,
  bureauReporting,
  bureauStillShowsOpen,
  LENDER_SUBMISSION_DAYS,
  reportingDateOnOrAfter,
} from './bureau-reporting.js';
import { addDays, daysBetween } from './calendar.js';

describe('when the bureau should show a repaid loan closed (RBI/2024-25/60)', () => {
  it('reports as of the next 15th, sends within 7 days and loads within 5', () => {
    expect(LENDER_SUBMISSION_DAYS).toBe(7);
    expect(BUREAU_LOADING_DAYS).toBe(5);
    expect(bureauReporting('2026-03-03')).toEqual({
      reportAsOf: '2026-03-15',
      reportSentBy: '2026-03-22',
      bureauShowsClosedBy: '2026-03-27',
    });
  });

  it.each([
    ['the 1st', '2026-03-01', '2026-03-15', '2026-03-22', '2026-03-27'],
    ['the 15th itself', '2026-03-15', '2026-03-15', '2026-03-22', '2026-03-27'],
    ['the 16th', '2026-03-16', '2026-03-31', '2026-04-07', '2026-04-12'],
    ['a 31-day month’s last day', '2026-03-31', '2026-03-31', '2026-04-07', '2026-04-12'],
    ['a 30-day month', '2026-04-20', '2026-04-30', '2026-05-07', '2026-05-12'],
    ['February', '2026-02-16', '2026-02-28', '2026-03-07', '2026-03-12'],
    ['February of a leap year', '2028-02-28', '2028-02-29', '2028-03-07', '2028-03-12'],
    ['late December, across the year end', '2026-12-20', '2026-12-31', '2027-01-07', '2027-01-12'],
    ['mid-December', '2026-12-10', '2026-12-15', '2026-12-22', '2026-12-27'],
    ['the rule’s first day', '2025-01-01', '2025-01-15', '2025-01-22', '2025-01-27'],
  ])('closed on %s (%s)', (_, closedOn, reportAsOf, reportSentBy, bureauShowsClosedBy) => {
    expect(bureauReporting(closedOn)).toEqual({ reportAsOf, reportSentBy, bureauShowsClosedBy });
  });

  it('has no fortnightly dates for a loan closed before 1 January 2025', () => {
    expect(bureauReporting('2024-12-31')).toBeNull();
  });

  it('always reports as of a 15th or a month end within 16 days, and shows it 12 days later', () => {
    const closedOn = fc
      .integer({ min: 0, max: daysBetween('2025-01-01', '2030-12-31') })
      .map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(closedOn, (closed) => {
        const reporting = bureauReporting(closed)!;
        const asOf = reporting.reportAsOf;
        expect(asOf >= closed).toBe(true);
        expect(daysBetween(closed, asOf)).toBeLessThanOrEqual(15);
        const isMonthEnd = addDays(asOf, 1).endsWith('-01');
        expect(asOf.endsWith('-15') || isMonthEnd).toBe(true);
        // No reporting date lies between the closure and the one chosen.
        for (let day = closed; day < asOf; day = addDays(day, 1)) {
          expect(reportingDateOnOrAfter(day)).toBe(asOf);
          expect(day.endsWith('-15') || addDays(day, 1).endsWith('-01')).toBe(false);
        }
        expect(daysBetween(asOf, reporting.bureauShowsClosedBy)).toBe(12);
      }),
      propertyRuns(200),
    );
  });
});

describe('a credit report that still shows the loan open', () => {
  const reporting = bureauReporting('2026-03-03')!;

  it('is flagged only once it describes a day after the bureau’s last day', () => {
    expect(bureauStillShowsOpen(reporting, { status: 'ACTIVE', asOf: '2026-03-27' })).toBe(false);
    expect(bureauStillShowsOpen(reporting, { status: 'ACTIVE', asOf: '2026-03-28' })).toBe(true);
    expect(bureauStillShowsOpen(reporting, { status: 'OVERDUE', asOf: '2026-05-01' })).toBe(true);
  });

  it('is never flagged when the report shows it closed', () => {
    expect(bureauStillShowsOpen(reporting, { status: 'CLOSED', asOf: '2026-05-01' })).toBe(false);
  });
});
