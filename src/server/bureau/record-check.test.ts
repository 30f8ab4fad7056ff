import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import { ACCOUNT_STATUSES } from '../../shared/loans.js';
import { twoBehindPersonalLoan } from '../pdf/testing/sample-loans.js';
import type { LoanAccount } from './credit-report.js';
import {
  BUREAU_RESOLUTION_DAYS,
  compareRecords,
  DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE,
  OUTSTANDING_TOLERANCE_PAISE,
} from './record-check.js';

/** Two EMIs behind on 22 Nov 2026. */
const overdue = twoBehindPersonalLoan;

/** The same loan as its lender holds it: repaid in full on 03 Oct 2026. */
const closed: LoanAccount = {
  ...overdue,
  status: 'CLOSED',
  closedOn: '2026-10-03',
  outstandingPaise: 0,
  overduePaise: 0,
  daysPastDue: 0,
  missedInstalments: 0,
  nextDueDate: null,
};

/** Running and paid up to date. */
const current: LoanAccount = {
  ...overdue,
  status: 'ACTIVE',
  overduePaise: 0,
  daysPastDue: 0,
  missedInstalments: 0,
};

describe('compareRecords', () => {
  it('finds nothing when the records are the same', () => {
    expect(overdue.status).toBe('OVERDUE');
    expect(overdue.daysPastDue).toBeGreaterThan(0);
    expect(compareRecords(overdue, overdue)).toEqual([]);
    expect(compareRecords(closed, { ...closed })).toEqual([]);
  });

  it('finds an overdue loan the lender has closed: status, outstanding and days past due', () => {
    expect(compareRecords(overdue, closed)).toEqual([
      { field: 'status', bureau: 'OVERDUE', lender: 'CLOSED', lenderClosedOn: '2026-10-03' },
      { field: 'outstanding', bureauPaise: overdue.outstandingPaise, lenderPaise: 0 },
      { field: 'daysPastDue', bureau: overdue.daysPastDue, lender: 0 },
    ]);
  });

  it('finds a status mismatch alone when only one record says closed', () => {
    const bureau: LoanAccount = { ...closed, status: 'ACTIVE', closedOn: null };
    expect(compareRecords(bureau, closed)).toEqual([
      { field: 'status', bureau: 'ACTIVE', lender: 'CLOSED', lenderClosedOn: '2026-10-03' },
    ]);
    // The other way round: the bureau closed a loan the lender still runs.
    expect(compareRecords(closed, { ...closed, status: 'ACTIVE', closedOn: null })).toEqual([
      { field: 'status', bureau: 'CLOSED', lender: 'ACTIVE', lenderClosedOn: null },
    ]);
  });

  it('leaves active against overdue to the days past due', () => {
    expect(
      compareRecords(overdue, { ...current, outstandingPaise: overdue.outstandingPaise }),
    ).toEqual([{ field: 'daysPastDue', bureau: overdue.daysPastDue, lender: 0 }]);
    expect(compareRecords({ ...overdue, daysPastDue: 0 }, current)).toEqual([]);
  });

  it('finds an outstanding mismatch alone', () => {
    const lender = { ...current, outstandingPaise: current.outstandingPaise - 2_500_00 };
    expect(compareRecords(current, lender)).toEqual([
      {
        field: 'outstanding',
        bureauPaise: current.outstandingPaise,
        lenderPaise: current.outstandingPaise - 2_500_00,
      },
    ]);
  });

  it('allows outstanding amounts ₹1 apart, not 101 paise', () => {
    expect(OUTSTANDING_TOLERANCE_PAISE).toBe(100);
    const base = current.outstandingPaise;
    for (const gap of [1, 99, 100]) {
      expect(compareRecords(current, { ...current, outstandingPaise: base + gap })).toEqual([]);
      expect(compareRecords(current, { ...current, outstandingPaise: base - gap })).toEqual([]);
    }
    for (const gap of [101, -101]) {
      expect(compareRecords(current, { ...current, outstandingPaise: base + gap })).toEqual([
        { field: 'outstanding', bureauPaise: base, lenderPaise: base + gap },
      ]);
    }
    expect(compareRecords({ ...closed, outstandingPaise: 100 }, closed)).toEqual([]);
    expect(compareRecords({ ...closed, outstandingPaise: 101 }, closed)).toEqual([
      { field: 'outstanding', bureauPaise: 101, lenderPaise: 0 },
    ]);
  });

  it('finds a days-past-due mismatch alone', () => {
    expect(
      compareRecords({ ...overdue, daysPastDue: 60 }, { ...overdue, daysPastDue: 30 }),
    ).toEqual([{ field: 'daysPastDue', bureau: 60, lender: 30 }]);
  });

  it('has the RBI’s 30 days and ₹100 a day', () => {
    expect(BUREAU_RESOLUTION_DAYS).toBe(30);
    expect(DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE).toBe(10_000);
  });
});

/** Any record of the sample loan: any status, closing date, outstanding and days past due. */
const record: fc.Arbitrary<LoanAccount> = fc
  .record({
    status: fc.constantFrom(...ACCOUNT_STATUSES),
    closedOn: fc.option(fc.constantFrom('2026-10-03', '2026-11-05', '2027-01-10')),
    outstandingPaise: fc.oneof(
      fc.integer({ min: 0, max: 300 }),
      fc.integer({ min: 0, max: 5_00_00_000 }),
    ),
    daysPastDue: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 })),
  })
  .map((fields) => ({ ...overdue, ...fields }));

/** Two records of one loan, often close to each other so every boundary is reached. */
const recordPair: fc.Arbitrary<[LoanAccount, LoanAccount]> = fc.oneof(
  fc.tuple(record, record),
  fc
    .tuple(record, record, fc.integer({ min: -200, max: 200 }), fc.boolean())
    .map(([bureau, lender, gap, sameDays]): [LoanAccount, LoanAccount] => [
      bureau,
      {
        ...lender,
        outstandingPaise: Math.max(0, bureau.outstandingPaise + gap),
        daysPastDue: sameDays ? bureau.daysPastDue : lender.daysPastDue,
      },
    ]),
);

describe('compareRecords, for any records', () => {
  it('finds nothing between a record and itself', () => {
    fc.assert(
      fc.property(record, (a) => {
        expect(compareRecords(a, a)).toEqual([]);
        expect(compareRecords(a, { ...a })).toEqual([]);
      }),
      propertyRuns(300),
    );
  });

  it('finds a status mismatch exactly when one record says closed and the other does not', () => {
    fc.assert(
      fc.property(recordPair, ([bureau, lender]) => {
        const mismatches = compareRecords(bureau, lender);
        const exactlyOneClosed = (bureau.status === 'CLOSED') !== (lender.status === 'CLOSED');
        expect(mismatches.some((mismatch) => mismatch.field === 'status')).toBe(exactlyOneClosed);
      }),
      propertyRuns(500),
    );
  });

  it('lists each kind at most once, in the order status, outstanding, days past due', () => {
    fc.assert(
      fc.property(recordPair, ([bureau, lender]) => {
        const fields = compareRecords(bureau, lender).map((mismatch) => mismatch.field);
        const expected = [
          (bureau.status === 'CLOSED') !== (lender.status === 'CLOSED') ? 'status' : null,
          Math.abs(bureau.outstandingPaise - lender.outstandingPaise) > 100 ? 'outstanding' : null,
          bureau.daysPastDue !== lender.daysPastDue ? 'daysPastDue' : null,
        ].filter((field) => field !== null);
        expect(fields).toEqual(expected);
      }),
      propertyRuns(500),
    );
  });
});
