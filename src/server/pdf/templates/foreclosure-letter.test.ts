import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { foreclosureQuote, gstOn } from '../../bureau/loan-math.js';
import { renderLoanDocument } from '../loan-documents.js';
import { amountsIn, extractPdfText, lineWith } from '../testing/pdf-text.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  sampleInput,
  sampleLoan,
} from '../testing/sample-loans.js';

async function letter(loan: LoanAccount, issuedOn = SAMPLE_ISSUED_ON) {
  return extractPdfText(
    await renderLoanDocument('foreclosure_letter', sampleInput(loan, { issuedOn })),
  );
}

describe.each([
  ['fixed-rate personal loan', personalLoan],
  ['floating-rate home loan', homeLoan],
  ['overdue fixed-rate auto loan', overdueAutoLoan],
])('foreclosure letter for a %s', (_name, loan: LoanAccount) => {
  it('itemises foreclosureQuote and totals exactly its parts', async () => {
    const pdf = await letter(loan);
    const quote = foreclosureQuote(loan, SAMPLE_ISSUED_ON);
    const principal = amountsIn(lineWith(pdf, 'Principal outstanding'))[0]!;
    const overdueInterest = amountsIn(lineWith(pdf, 'Interest of'))[0]!;
    const accrued = amountsIn(lineWith(pdf, 'Interest accrued from'))[0]!;
    const charge = amountsIn(lineWith(pdf, 'Foreclosure charge ('))[0]!;
    const gst = amountsIn(lineWith(pdf, 'GST @ 18 % on foreclosure charge'))[0]!;
    const total = amountsIn(lineWith(pdf, 'Total amount payable to close the loan'))[0]!;

    expect(principal).toBe(loan.outstandingPaise);
    expect([principal, overdueInterest, accrued, charge, gst, total]).toEqual([
      quote.principalPaise,
      quote.overdueInterestPaise,
      quote.accruedInterestPaise,
      quote.foreclosureChargePaise,
      quote.gstPaise,
      quote.totalPaise,
    ]);
    expect(total).toBe(principal + overdueInterest + accrued + charge + gst);
    expect(lineWith(pdf, 'Interest accrued from')).toContain(`(${quote.accruedDays} days at`);
  });

  it('charges foreclosure only on fixed-rate loans, with 18 % GST', async () => {
    const pdf = await letter(loan);
    const charge = amountsIn(lineWith(pdf, 'Foreclosure charge ('))[0]!;
    const gst = amountsIn(lineWith(pdf, 'GST @ 18 % on foreclosure charge'))[0]!;
    if (loan.rateType === 'FLOATING') {
      expect(lineWith(pdf, 'Foreclosure charge (')).toContain('nil: floating-rate loan');
      expect([charge, gst]).toEqual([0, 0]);
    } else {
      expect(charge).toBe(
        Math.round((loan.outstandingPaise * loan.foreclosureChargePercent) / 100),
      );
      expect(charge).toBeGreaterThan(0);
      expect(gst).toBe(gstOn(charge));
    }
  });

  it('states the validity date and the interest per day after it', async () => {
    const pdf = await letter(loan);
    const quote = foreclosureQuote(loan, SAMPLE_ISSUED_ON);
    expect(lineWith(pdf, 'Valid until')).toContain(`Valid until ${formatDate(quote.validUntil)}`);
    expect(amountsIn(lineWith(pdf, 'Daily interest after that'))).toEqual([
      quote.perDiemInterestPaise,
      quote.totalPaise,
    ]);
    expect(pdf.text).toContain(`Date: ${formatDate(SAMPLE_ISSUED_ON)}`);
    expect(pdf.text).toContain('care@samplebank.example');
  });
});

describe('foreclosure letter', () => {
  it('adds the interest of unpaid EMIs for an overdue loan', async () => {
    const pdf = await letter(overdueAutoLoan);
    const quote = foreclosureQuote(overdueAutoLoan, SAMPLE_ISSUED_ON);
    expect(quote.overdueInterestPaise).toBeGreaterThan(0);
    expect(lineWith(pdf, 'Interest of 2 unpaid EMIs (overdue)')).toContain('₹');
  });

  it('says nothing is payable on a loan already repaid', async () => {
    const repaid = sampleLoan({
      ...personalLoan,
      tenureMonths: 12,
      firstDueDate: '2024-01-05',
      accountNumber: '50100234500001',
    });
    expect(repaid.outstandingPaise).toBe(0);
    const pdf = await letter(repaid);
    expect(pdf.text).toContain(
      'Your loan has been repaid in full; nothing is payable to close it.',
    );
    expect(amountsIn(lineWith(pdf, 'Total amount payable to close the loan'))).toEqual([0]);
  });
});
