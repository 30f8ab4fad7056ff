import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../tests/support/property-runs.js';
import { formatDate, maskAccountNumber } from '../../../shared/format.js';
import { addMonths } from '../../bureau/calendar.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { closureTracker } from '../../bureau/loan-closure.js';
import { amortizationSchedule } from '../../bureau/loan-math.js';
import { LOAN_TYPE_NAMES } from '../layout.js';
import { renderLoanDocument } from '../loan-documents.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  closedAutoLoan,
  closedHomeLoan,
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  sampleInput,
  sampleLoan,
} from '../testing/sample-loans.js';

async function certificate(loan: LoanAccount, issuedOn = SAMPLE_ISSUED_ON): Promise<PdfText> {
  return extractPdfText(
    await renderLoanDocument('no_dues_certificate', sampleInput(loan, { issuedOn })),
  );
}

/** The certificate's text on one line, as a reader follows it across line breaks. */
const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ');

function scheduleSums(loan: LoanAccount) {
  const schedule = amortizationSchedule(loan);
  return {
    emis: schedule.length,
    principal: schedule.reduce((sum, row) => sum + row.principalPaise, 0),
    interest: schedule.reduce((sum, row) => sum + row.interestPaise, 0),
  };
}

/** A personal loan repaid in 2025: no security was held. */
const closedPersonalLoan = sampleLoan({
  ...personalLoan,
  tenureMonths: 24,
  firstDueDate: '2023-06-05',
  sanctionedOn: '2023-04-20',
  disbursedOn: '2023-05-02',
  accountNumber: '50100234500077',
});

/** A repaid loan on the sample date, from a random schedule: its last EMI fell due before it. */
const closedLoanRecord: fc.Arbitrary<LoanAccount> = fc
  .record({
    principalRupees: fc.integer({ min: 50_000, max: 2_00_00_000 }),
    ratePercentTimes100: fc.integer({ min: 600, max: 2400 }),
    tenureMonths: fc.integer({ min: 6, max: 300 }),
    // The last EMI in one of the 60 months before the sample date's.
    lastDueMonthsAgo: fc.integer({ min: 1, max: 60 }),
    dueDay: fc.integer({ min: 1, max: 28 }),
    loanType: fc.constantFrom(
      'home_loan' as const,
      'personal_loan' as const,
      'auto_loan' as const,
      'business_loan' as const,
    ),
    account: fc.integer({ min: 100_000, max: 999_999 }),
  })
  .map((drawn) => {
    const lastDue = addMonths(
      `${SAMPLE_ISSUED_ON.slice(0, 8)}${String(drawn.dueDay).padStart(2, '0')}`,
      -drawn.lastDueMonthsAgo,
    );
    return sampleLoan({
      principalPaise: drawn.principalRupees * 100,
      annualRatePercent: drawn.ratePercentTimes100 / 100,
      tenureMonths: drawn.tenureMonths,
      firstDueDate: addMonths(lastDue, -(drawn.tenureMonths - 1)),
      loanType: drawn.loanType,
      rateType: drawn.loanType === 'home_loan' ? 'FLOATING' : 'FIXED',
      sanctionedOn: '1990-01-01',
      disbursedOn: '1990-01-05',
      processingFeePercent: 1,
      foreclosureChargePercent: 4,
      penalRatePercent: 24,
      missedInstalments: 0,
      accountNumber: `5010${drawn.account}`,
    });
  });

describe.each([
  ['home loan', closedHomeLoan],
  ['auto loan', closedAutoLoan],
  ['personal loan', closedPersonalLoan],
])('no-dues certificate for a repaid %s', (_name, loan: LoanAccount) => {
  it('prints what was repaid: the schedule’s principal and interest, to the paisa', async () => {
    expect(loan.status).toBe('CLOSED');
    const pdf = await certificate(loan);
    const sums = scheduleSums(loan);
    const principal = amountsIn(lineWith(pdf, 'Principal repaid'));
    const interest = amountsIn(lineWith(pdf, 'Interest paid'));
    const total = amountsIn(lineWith(pdf, 'Total repaid'));
    expect(principal).toEqual([loan.principalPaise]);
    expect(principal).toEqual([sums.principal]);
    expect(interest).toEqual([sums.interest]);
    expect(total).toEqual([sums.principal + sums.interest]);
    expect(amountsIn(lineWith(pdf, 'Loan amount'))).toEqual([loan.principalPaise]);
    expect(lineWith(pdf, 'EMIs paid')).toBe(`EMIs paid ${loan.tenureMonths}`);
    expect(sums.emis).toBe(loan.tenureMonths);
  });

  it('certifies the account closed on its last EMI, nothing due', async () => {
    const pdf = await certificate(loan);
    const closedOn = formatDate(loan.closedOn!);
    expect(lineWith(pdf, 'Closed on ')).toBe(`Closed on ${closedOn}`);
    expect(lineWith(pdf, 'Sanctioned on')).toBe(`Sanctioned on ${formatDate(loan.sanctionedOn)}`);
    expect(lineWith(pdf, 'Loan XXXX')).toContain(maskAccountNumber(loan.accountNumber));
    expect(prose(pdf)).toContain(
      `This is to certify that Rahul Kumar Sharma has repaid ${LOAN_TYPE_NAMES[loan.loanType]} ` +
        `account ${maskAccountNumber(loan.accountNumber)} with Sample Bank in full. The account ` +
        `was closed on ${closedOn}, and nothing is due from the borrower under it.`,
    );
    expect(pdf.text).toContain('No-dues Certificate');
    expect(pdf.text).toContain(`Date: ${formatDate(SAMPLE_ISSUED_ON)}`);
    expect(pdf.text).toContain('care@samplebank.example');
    expect(pdf.text).toContain('For Sample Bank');
    expect(pdf.pages).toHaveLength(1);
  });
});

describe('no-dues certificate, the original documents of a secured loan', () => {
  it('says the title deeds will be returned within 30 days of closure', async () => {
    const pdf = prose(await certificate(closedHomeLoan));
    expect(pdf).toContain(
      'The original property documents (title deeds) held as security will be returned by ' +
        '05 Dec 2026 (within 30 days of closure, RBI)',
    );
    expect(pdf).not.toContain('compensation');
  });

  it('says how late they are, and the compensation to date, after the 30 days', async () => {
    const issuedOn = '2026-12-20';
    const tracker = closureTracker(closedHomeLoan, issuedOn)!;
    expect(tracker.daysLate).toBe(15);
    const pdf = await certificate(closedHomeLoan, issuedOn);
    const text = prose(pdf);
    expect(text).toContain(
      'were due to be returned by 05 Dec 2026 (within 30 days of closure, RBI)',
    );
    expect(text).toContain('are 15 days late as on 20 Dec 2026');
    expect(text).toContain(
      '₹5,000.00 is payable to you for each day of delay: ₹75,000.00 to date.',
    );
  });

  it('says when the vehicle’s hypothecation was removed, and the compensation for a late removal', async () => {
    const text = prose(await certificate(closedAutoLoan));
    expect(text).toContain(
      'The hypothecation on your vehicle was removed and a no-objection certificate (Form 35) ' +
        'issued on 30 Sept 2026.',
    );
    expect(text).toContain('This was 16 days after 14 Sept 2026');
    expect(text).toContain('₹80,000.00 is payable to you as compensation');
  });

  it('says when the hypothecation will be removed, while the 30 days run', async () => {
    const waiting = { ...closedAutoLoan, securityReturnedOn: null };
    const text = prose(await certificate(waiting, '2026-09-01'));
    expect(text).toContain(
      'the hypothecation on your vehicle will be removed and a no-objection certificate ' +
        '(Form 35) issued by 14 Sept 2026 (within 30 days of closure, RBI).',
    );
  });

  it('says no security was held for an unsecured loan', async () => {
    const text = prose(await certificate(closedPersonalLoan));
    expect(text).toContain(
      'This was an unsecured loan: no security or original documents were held',
    );
    expect(text).not.toContain('title deeds');
    expect(text).not.toContain('hypothecation');
  });
});

describe('no-dues certificate for a repaid loan whose record has no closure date', () => {
  it('dates the closure by the last EMI and states the 30 days without dates', async () => {
    // Reports stored before accounts carried closure dates.
    const undated: LoanAccount = { ...closedHomeLoan, closedOn: null };
    const pdf = await certificate(undated);
    expect(lineWith(pdf, 'Closed on ')).toBe('Closed on 05 Nov 2026');
    expect(amountsIn(lineWith(pdf, 'Interest paid'))).toEqual([scheduleSums(undated).interest]);
    const text = prose(pdf);
    expect(text).toContain('This is to certify that Rahul Kumar Sharma has repaid');
    expect(text).toContain(
      'The original property documents (title deeds) held as security are returned, and any ' +
        'charge registered over the property removed, within 30 days of closure (RBI).',
    );
    expect(text).not.toContain('05 Dec 2026');
  });
});

describe('no-dues certificate asked for a loan still running', () => {
  it.each([
    ['personal loan', personalLoan],
    ['home loan', homeLoan],
    ['overdue auto loan', overdueAutoLoan],
  ])('says the %s is not yet repaid, with what is outstanding', async (_name, loan) => {
    expect(loan.status).not.toBe('CLOSED');
    const pdf = await certificate(loan);
    const text = prose(pdf);
    expect(text).toContain('No-dues Certificate');
    expect(text).toContain(
      'A no-dues certificate cannot be issued for this account yet: as per our records, the ' +
        'loan has not been repaid in full.',
    );
    expect(text).toContain('The no-dues certificate is issued once the loan is repaid in full.');
    const outstanding = lineWith(pdf, 'Principal outstanding as on');
    expect(outstanding).toContain(`as on ${formatDate(SAMPLE_ISSUED_ON)}`);
    expect(amountsIn(outstanding)).toEqual([loan.outstandingPaise]);
    expect(lineWith(pdf, 'EMIs paid')).toBe(
      `EMIs paid ${loan.instalmentsPaid} of ${loan.tenureMonths}`,
    );
    expect(text).not.toContain('This is to certify');
    expect(text).not.toContain('Total repaid');
  });

  it('names the overdue EMIs of a loan behind on them', async () => {
    const pdf = await certificate(overdueAutoLoan);
    expect(amountsIn(lineWith(pdf, 'Overdue (2 EMIs not paid)'))).toEqual([
      overdueAutoLoan.overduePaise,
    ]);
  });
});

describe('no-dues certificate, for random repaid loans', () => {
  it('prints the interest and principal of the loan’s whole schedule', async () => {
    await fc.assert(
      fc.asyncProperty(closedLoanRecord, async (loan) => {
        expect(loan.status).toBe('CLOSED');
        const pdf = await certificate(loan);
        const sums = scheduleSums(loan);
        const interest = amountsIn(lineWith(pdf, 'Interest paid'));
        expect(interest).toEqual([sums.interest]);
        expect(amountsIn(lineWith(pdf, 'Principal repaid'))).toEqual([loan.principalPaise]);
        expect(amountsIn(lineWith(pdf, 'Total repaid'))).toEqual([
          loan.principalPaise + sums.interest,
        ]);
        expect(lineWith(pdf, 'EMIs paid')).toBe(`EMIs paid ${loan.tenureMonths}`);
        expect(lineWith(pdf, 'Closed on ')).toBe(`Closed on ${formatDate(loan.closedOn!)}`);
      }),
      propertyRuns(15),
    );
  });
});
