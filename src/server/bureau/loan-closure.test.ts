import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import type { LoanType } from '../../shared/loans.js';
import { addDays, daysBetween } from './calendar.js';
import {
  cersaiFileBy,
  closureTracker,
  DELAY_COMPENSATION_PER_DAY_PAISE,
  repaidRecord,
  SECURITY_RETURN_DAYS,
  securityOf,
} from './loan-closure.js';

type TrackedLoan = Parameters<typeof closureTracker>[0];

function closedLoan(
  closedOn: string,
  loanType: LoanType = 'home_loan',
  securityReturnedOn: string | null = null,
): TrackedLoan {
  return { status: 'CLOSED', closedOn, loanType, securityReturnedOn };
}

/**
 * A closure date on which the RBI's rule applies: documents due back on or after 1 December 2023
 * (the circular's start), up to the end of 2027.
 */
const closedOn = fc
  .integer({ min: 0, max: daysBetween('2023-11-01', '2027-12-31') })
  .map((offset) => addDays('2023-11-01', offset));
const securedType = fc.constantFrom<LoanType>('home_loan', 'auto_loan');
/** Days from the return deadline to the day looked at: two months before to four after. */
const offset = fc.integer({ min: -60, max: 120 });

describe('the return of security documents after closure (RBI, 13 September 2023)', () => {
  it('is due 30 days after closure, with ₹5,000 of compensation a day after that', () => {
    expect(SECURITY_RETURN_DAYS).toBe(30);
    expect(DELAY_COMPENSATION_PER_DAY_PAISE).toBe(500_000);
  });

  it('holds a house’s title deeds and a vehicle’s hypothecation, for no other loan', () => {
    expect(securityOf('home_loan')).toBe('property');
    expect(securityOf('auto_loan')).toBe('vehicle');
    for (const type of ['personal_loan', 'business_loan', 'credit_card', 'other'] as const) {
      expect(securityOf(type)).toBeNull();
    }
  });
});

describe('closureTracker for dates before, on and after the deadline', () => {
  it('waits until the deadline, then counts each day late at ₹5,000', () => {
    fc.assert(
      fc.property(closedOn, securedType, offset, (closed, loanType, fromDeadline) => {
        const returnBy = addDays(closed, 30);
        const today = addDays(returnBy, fromDeadline);
        fc.pre(today >= closed);
        const tracker = closureTracker(closedLoan(closed, loanType), today);
        expect(tracker).not.toBeNull();
        expect(tracker!.closedOn).toBe(closed);
        expect(tracker!.returnBy).toBe(returnBy);
        expect(daysBetween(closed, tracker!.returnBy)).toBe(SECURITY_RETURN_DAYS);
        expect(tracker!.security).toBe(loanType === 'home_loan' ? 'property' : 'vehicle');
        expect(tracker!.returnedOn).toBeNull();
        if (today <= returnBy) {
          expect(tracker).toMatchObject({
            stage: 'waiting',
            daysLate: 0,
            compensationPaise: 0,
            daysLeft: daysBetween(today, returnBy),
          });
          expect(tracker!.daysLeft).toBe(Math.abs(fromDeadline));
        } else {
          expect(tracker).toMatchObject({
            stage: 'late',
            daysLate: fromDeadline,
            compensationPaise: fromDeadline * 500_000,
            daysLeft: 0,
          });
          expect(tracker!.daysLate).toBe(daysBetween(returnBy, today));
        }
      }),
      propertyRuns(200),
    );
  });

  it('once the documents are back, counts the delay to their return, not to today', () => {
    fc.assert(
      fc.property(
        closedOn,
        securedType,
        offset,
        fc.integer({ min: 0, max: 400 }),
        (closed, loanType, returnedFromDeadline, daysSinceReturn) => {
          const returnBy = addDays(closed, 30);
          const returnedOn = addDays(returnBy, returnedFromDeadline);
          fc.pre(returnedOn >= closed);
          const today = addDays(returnedOn, daysSinceReturn);
          const tracker = closureTracker(closedLoan(closed, loanType, returnedOn), today);
          const daysLate = Math.max(0, returnedFromDeadline);
          expect(tracker).toMatchObject({
            stage: 'returned',
            returnBy,
            returnedOn,
            daysLate,
            compensationPaise: daysLate * DELAY_COMPENSATION_PER_DAY_PAISE,
            daysLeft: 0,
          });
        },
      ),
      propertyRuns(200),
    );
  });

  it('tracks nothing for unsecured or running loans', () => {
    fc.assert(
      fc.property(
        closedOn,
        offset,
        fc.constantFrom<LoanType>('personal_loan', 'business_loan'),
        securedType,
        fc.constantFrom('ACTIVE' as const, 'OVERDUE' as const),
        (closed, fromDeadline, unsecuredType, loanType, status) => {
          const today = addDays(closed, 30 + fromDeadline);
          expect(closureTracker(closedLoan(closed, unsecuredType), today)).toBeNull();
          expect(closureTracker({ ...closedLoan(closed, loanType), status }, today)).toBeNull();
          expect(
            closureTracker({ ...closedLoan(closed, loanType), status, closedOn: null }, today),
          ).toBeNull();
        },
      ),
      propertyRuns(100),
    );
  });
});

describe('closureTracker before the rule', () => {
  it('tracks nothing whose documents fell due before 1 December 2023, and tracks those due on it', () => {
    expect(closureTracker(closedLoan('2023-10-31'), '2026-11-24')).toBeNull();
    expect(closureTracker(closedLoan('2021-06-05'), '2026-11-24')).toBeNull();
    expect(closureTracker(closedLoan('2023-11-01'), '2023-12-01')).toMatchObject({
      returnBy: '2023-12-01',
      stage: 'waiting',
    });
  });
});

describe('closureTracker, examples', () => {
  const loan = closedLoan('2026-11-05');

  it('gives the last day of the 30 for a loan closed on 05 Nov 2026: 05 Dec 2026', () => {
    expect(closureTracker(loan, '2026-11-22')).toEqual({
      closedOn: '2026-11-05',
      security: 'property',
      returnBy: '2026-12-05',
      returnedOn: null,
      daysLate: 0,
      compensationPaise: 0,
      daysLeft: 13,
      stage: 'waiting',
    });
  });

  it('is still waiting, with no day left, on the deadline itself', () => {
    expect(closureTracker(loan, '2026-12-05')).toMatchObject({
      stage: 'waiting',
      daysLeft: 0,
      daysLate: 0,
      compensationPaise: 0,
    });
  });

  it('is one day late, ₹5,000 owed, the day after the deadline', () => {
    expect(closureTracker(loan, '2026-12-06')).toMatchObject({
      stage: 'late',
      daysLeft: 0,
      daysLate: 1,
      compensationPaise: 500_000,
    });
  });

  it('counts across a month end and a leap day', () => {
    // Closed 31 Jan 2028: 30 days on is 01 Mar 2028 (2028 has a 29 February).
    const tracker = closureTracker(closedLoan('2028-01-31', 'auto_loan'), '2028-03-11');
    expect(tracker).toMatchObject({
      security: 'vehicle',
      returnBy: '2028-03-01',
      daysLate: 10,
      compensationPaise: 10 * 500_000,
      stage: 'late',
    });
  });

  it('owes nothing for documents returned on the deadline, and ₹5,000 for the day after', () => {
    expect(
      closureTracker(closedLoan('2026-11-05', 'home_loan', '2026-12-05'), '2027-02-01'),
    ).toMatchObject({ stage: 'returned', daysLate: 0, compensationPaise: 0 });
    expect(
      closureTracker(closedLoan('2026-11-05', 'home_loan', '2026-12-06'), '2027-02-01'),
    ).toMatchObject({ stage: 'returned', daysLate: 1, compensationPaise: 500_000 });
  });
});

describe('repaidRecord: which record says the loan was repaid', () => {
  const running: TrackedLoan = { ...closedLoan('2026-03-03'), status: 'ACTIVE', closedOn: null };

  it('is the credit report’s when it shows the loan closed', () => {
    const bureau = closedLoan('2026-03-03');
    expect(repaidRecord(bureau, closedLoan('2026-03-04'))).toBe(bureau);
    expect(repaidRecord(bureau)).toBe(bureau);
  });

  it('is the lender’s statement’s while the report still shows it open, with the return day told us', () => {
    const told = { ...running, securityReturnedOn: '2026-03-20' };
    expect(repaidRecord(told, closedLoan('2026-03-03'))).toEqual({
      ...closedLoan('2026-03-03'),
      securityReturnedOn: '2026-03-20',
    });
    expect(repaidRecord(running, running)).toBe(running);
    expect(repaidRecord(running)).toBe(running);
  });

  it('gives CERSAI 30 days from the repayment', () => {
    expect(cersaiFileBy('2026-03-03')).toBe('2026-04-02');
    expect(cersaiFileBy('2026-12-20')).toBe('2027-01-19');
  });
});
