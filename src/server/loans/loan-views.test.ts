import { describe, expect, it } from 'vitest';
import type { CreditReport, LoanAccount } from '../bureau/credit-report.js';
import { bankInitials, cibilReportView, loansView, loanView } from './loan-views.js';

const account: LoanAccount = {
  loanId: 'LN0001',
  lenderId: 'hdfc-bank',
  bankName: 'HDFC Bank',
  loanType: 'home_loan',
  accountNumber: '50100234567890',
  ownership: 'INDIVIDUAL',
  rateType: 'FLOATING',
  sanctionedOn: '2023-01-10',
  disbursedOn: '2023-01-15',
  processingFeePercent: 0.5,
  foreclosureChargePercent: 0,
  penalRatePercent: 24,
  missedInstalments: 0,
  principalPaise: 100_000_000,
  annualRatePercent: 8.5,
  tenureMonths: 240,
  firstDueDate: '2023-02-05',
  asOf: '2026-01-15',
  emiPaise: 867_823,
  instalmentsDue: 36,
  instalmentsPaid: 36,
  outstandingPaise: 87_654_321,
  overduePaise: 0,
  daysPastDue: 0,
  nextDueDate: '2026-02-05',
  status: 'ACTIVE',
  closedOn: null,
  securityReturnedOn: null,
  chargesLevied: [],
};

const report = (accounts: LoanAccount[], creditScore: number | null): CreditReport => ({
  panNumber: 'AQMPS4821K',
  creditScore,
  asOf: '2026-01-15',
  generatedAt: '2026-01-15T04:30:00.000Z',
  accounts,
});

describe('loanView', () => {
  it('turns paise into rupees and masks the account number', () => {
    expect(loanView(account, '2026-01-15', '2026-01-15')).toEqual({
      loanId: 'LN0001',
      bankName: 'HDFC Bank',
      loanType: 'home_loan',
      accountId: 'XXXX7890',
      accountStatus: 'ACTIVE',
      outstandingAmount: 876_543.21,
      emi: 8_678.23,
      nextDueDate: '2026-02-05',
      loanProgress: 12.3,
      isOverdue: false,
      sanctionedAmount: 1_000_000,
      interestRate: 8.5,
      rateType: 'FLOATING',
      tenureMonths: 240,
      overdueAmount: 0,
      daysPastDue: 0,
      overdueSince: null,
      closedOn: null,
      closure: null,
      bureauWatch: null,
      recordCheck: null,
      chargesCheck: null,
      dispute: null,
    });
  });

  it('flags an overdue loan', () => {
    const overdue = {
      ...account,
      status: 'OVERDUE' as const,
      overduePaise: 1_735_646,
      daysPastDue: 41,
    };
    expect(loanView(overdue, '2026-01-15', '2026-01-15')).toMatchObject({
      isOverdue: true,
      overdueAmount: 17_356.46,
      daysPastDue: 41,
      overdueSince: '2025-12-05',
    });
  });
});

describe('a repaid loan', () => {
  const repaid = (loanType: LoanAccount['loanType'], securityReturnedOn: string | null = null) => ({
    ...account,
    loanType,
    status: 'CLOSED' as const,
    outstandingPaise: 0,
    nextDueDate: null,
    closedOn: '2026-01-05',
    securityReturnedOn,
  });

  it('tracks the return of a home loan’s papers to the day of the answer', () => {
    expect(loanView(repaid('home_loan'), '2026-01-15', '2026-01-15')).toMatchObject({
      accountStatus: 'CLOSED',
      closedOn: '2026-01-05',
      closure: {
        security: 'property',
        returnBy: '2026-02-04',
        returnedOn: null,
        daysLeft: 20,
        daysLate: 0,
        compensation: 0,
        stage: 'waiting',
      },
    });
    expect(loanView(repaid('auto_loan'), '2026-01-15', '2026-02-07').closure).toMatchObject({
      security: 'vehicle',
      daysLeft: 0,
      daysLate: 3,
      compensation: 15_000,
      stage: 'late',
    });
  });

  it('stops counting once the papers are back, and has nothing to track for unsecured loans', () => {
    expect(
      loanView(repaid('home_loan', '2026-02-06'), '2026-01-15', '2026-03-01').closure,
    ).toMatchObject({
      returnedOn: '2026-02-06',
      daysLate: 2,
      compensation: 10_000,
      stage: 'returned',
    });
    expect(loanView(repaid('personal_loan'), '2026-01-15', '2026-03-01')).toMatchObject({
      closedOn: '2026-01-05',
      closure: null,
    });
  });
});

describe('a repaid loan on the credit report (RBI/2024-25/60)', () => {
  const repaidOn = (closedOn: string, loanType: LoanAccount['loanType'] = 'home_loan') => ({
    ...account,
    loanType,
    status: 'CLOSED' as const,
    outstandingPaise: 0,
    nextDueDate: null,
    closedOn,
  });

  it('says by when the report should show it closed, and that it does', () => {
    const view = loanView(repaidOn('2026-03-03'), '2026-03-10', '2026-03-10');
    expect(view.closure).toMatchObject({
      closedOn: '2026-03-03',
      bureauWatch: {
        reportAsOf: '2026-03-15',
        reportSentBy: '2026-03-22',
        bureauShowsClosedBy: '2026-03-27',
        bureauShowsClosed: true,
        bureauStillOpen: false,
      },
    });
  });

  it('flags a report past that day that still shows it open, from the lender’s statement', () => {
    const running = { ...account, status: 'ACTIVE' as const };
    const statement = { record: repaidOn('2026-03-03'), generatedOn: '2026-04-02' };
    // The report describes 2 April, six days after the bureau's last day.
    const late = loanView(running, '2026-04-02', '2026-04-02', statement);
    expect(late.accountStatus).toBe('ACTIVE');
    expect(late.closedOn).toBeNull();
    expect(late.closure).toMatchObject({
      security: 'property',
      closedOn: '2026-03-03',
      returnBy: '2026-04-02',
      bureauWatch: {
        bureauShowsClosedBy: '2026-03-27',
        bureauShowsClosed: false,
        bureauStillOpen: true,
      },
    });
    // A report of the bureau's last day itself may not carry it yet.
    const onTheDay = loanView(running, '2026-03-27', '2026-04-02', statement);
    expect(onTheDay.closure?.bureauWatch?.bureauStillOpen).toBe(false);
    // A statement of a running loan tracks nothing.
    expect(
      loanView(running, '2026-04-02', '2026-04-02', { record: running, generatedOn: '2026-04-02' })
        .closure,
    ).toBeNull();
  });

  it('watches the report for an unsecured loan too, though it has no papers to return', () => {
    const personal = loanView(repaidOn('2026-03-03', 'personal_loan'), '2026-03-10', '2026-03-10');
    expect(personal.closure).toBeNull();
    expect(personal.bureauWatch).toEqual({
      reportAsOf: '2026-03-15',
      reportSentBy: '2026-03-22',
      bureauShowsClosedBy: '2026-03-27',
      bureauShowsClosed: true,
      bureauStillOpen: false,
    });
    // Repaid by its lender's statement, still running on a report of 2 April: a dispute is due.
    const running = { ...account, loanType: 'personal_loan' as const, status: 'ACTIVE' as const };
    const statement = {
      record: repaidOn('2026-03-03', 'personal_loan'),
      generatedOn: '2026-04-02',
    };
    expect(loanView(running, '2026-04-02', '2026-04-02', statement).bureauWatch).toMatchObject({
      bureauShowsClosed: false,
      bureauStillOpen: true,
    });
    // A running loan, and a secured one whose tracker carries the same watch.
    expect(loanView(running, '2026-04-02', '2026-04-02').bureauWatch).toBeNull();
    const home = loanView(repaidOn('2026-03-03'), '2026-03-10', '2026-03-10');
    expect(home.bureauWatch).toEqual(home.closure?.bureauWatch);
  });

  it('has no fortnightly dates for a loan closed before 2025', () => {
    expect(loanView(repaidOn('2024-12-20'), '2025-01-02', '2025-01-02').closure).toMatchObject({
      closedOn: '2024-12-20',
      bureauWatch: null,
    });
  });

  it('gives a house the CERSAI filing’s 30 days, and a vehicle none', () => {
    expect(loanView(repaidOn('2026-03-03'), '2026-03-10', '2026-03-10').closure?.cersai).toEqual({
      fileBy: '2026-04-02',
      daysLeft: 23,
    });
    expect(loanView(repaidOn('2026-03-03'), '2026-03-10', '2026-04-20').closure?.cersai).toEqual({
      fileBy: '2026-04-02',
      daysLeft: 0,
    });
    const car = loanView(repaidOn('2026-03-03', 'auto_loan'), '2026-03-10', '2026-03-10');
    expect(car.closure).toMatchObject({ security: 'vehicle', cersai: null });
  });
});

describe('loansView', () => {
  it('bands the score, or gives none without credit history', () => {
    expect(loansView(report([account], 781), '2026-01-15')).toMatchObject({
      creditScore: 781,
      scoreBand: 'Excellent',
      reportDate: '2026-01-15',
    });
    expect(loansView(report([], 700), '2026-01-15').scoreBand).toBe('Good');
    expect(loansView(report([], 600), '2026-01-15').scoreBand).toBe('Fair');
    expect(loansView(report([], null), '2026-01-15')).toEqual({
      success: true,
      creditScore: null,
      scoreBand: null,
      reportDate: '2026-01-15',
      loans: [],
    });
  });
});

describe('cibilReportView (older dashboard)', () => {
  it('uses lower-case statuses, closed loans as "other"', () => {
    const closed = { ...account, loanId: 'LN0002', status: 'CLOSED' as const, outstandingPaise: 0 };
    const overdue = { ...account, loanId: 'LN0003', status: 'OVERDUE' as const };
    const view = cibilReportView(
      report([account, closed, overdue], 781),
      'Asha Iyer',
      () => 'HDFC',
    );
    expect(view.holder_name).toBe('Asha Iyer');
    expect(view.total_loans).toBe(3);
    expect(view.loan_accounts.map((loan) => loan.status)).toEqual(['active', 'other', 'overdue']);
    expect(view.loan_accounts[0]).toEqual({
      id: 'LN0001',
      bank_name: 'HDFC Bank',
      bank_logo: 'HDFC',
      status: 'active',
      loan_type: 'home_loan',
      account_number: 'XXXX7890',
      principal_amount: 1_000_000,
      outstanding_amount: 876_543.21,
      emi_amount: 8_678.23,
      tenure_months: 240,
    });
  });
});

describe('bankInitials', () => {
  it('keeps an acronym name and abbreviates the rest', () => {
    expect(bankInitials('HDFC Bank')).toBe('HDFC');
    expect(bankInitials('ICICI Bank')).toBe('ICICI');
    expect(bankInitials('State Bank of India')).toBe('SBI');
    expect(bankInitials('Kotak Mahindra Bank')).toBe('KMB');
    expect(bankInitials('Bajaj Finance')).toBe('BF');
  });
});
