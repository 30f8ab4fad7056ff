import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { amortizationSchedule, annualPercentageRate, gstOn } from '../../bureau/loan-math.js';
import { renderLoanDocument } from '../loan-documents.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import { homeLoan, overdueAutoLoan, personalLoan, sampleInput } from '../testing/sample-loans.js';

describe.each([
  ['fixed-rate personal loan', personalLoan],
  ['floating-rate home loan', homeLoan],
  ['fixed-rate auto loan', overdueAutoLoan],
])('sanction letter for a %s', (_name, loan: LoanAccount) => {
  const schedule = amortizationSchedule(loan);
  const interest = schedule.reduce((sum, row) => sum + row.interestPaise, 0);
  const fee = Math.round((loan.principalPaise * loan.processingFeePercent) / 100);
  const gst = gstOn(fee);
  let pdf: PdfText;

  beforeAll(async () => {
    pdf = await extractPdfText(await renderLoanDocument('sanction_letter', sampleInput(loan)));
  });

  it('is dated the day the loan was sanctioned', () => {
    expect(pdf.text).toContain(`Date: ${formatDate(loan.sanctionedOn)}`);
  });

  it('states amount, tenure, rate, EMI and instalments of the loan record', () => {
    expect(amountsIn(lineWith(pdf, 'Loan amount sanctioned'))).toEqual([loan.principalPaise]);
    expect(lineWith(pdf, 'Loan tenure')).toMatch(
      new RegExp(`Loan tenure ${loan.tenureMonths} months$`),
    );
    expect(lineWith(pdf, 'Number of instalments')).toContain(
      `${loan.tenureMonths} monthly EMIs, from ${formatDate(loan.firstDueDate)}`,
    );
    expect(lineWith(pdf, 'Rate of interest')).toContain(
      `${loan.annualRatePercent.toFixed(2)} % p.a., ${loan.rateType === 'FIXED' ? 'Fixed' : 'Floating'}`,
    );
    expect(amountsIn(lineWith(pdf, 'EMI amount'))).toEqual([loan.emiPaise]);
  });

  it('states the fee with 18 % GST, total interest, amount payable and the APR', () => {
    expect(amountsIn(lineWith(pdf, 'Processing fee'))).toEqual([fee, gst, fee + gst]);
    expect(amountsIn(lineWith(pdf, 'Net amount disbursed'))).toEqual([
      loan.principalPaise - fee - gst,
    ]);
    expect(amountsIn(lineWith(pdf, 'Total interest payable'))).toEqual([interest]);
    expect(amountsIn(lineWith(pdf, 'Total amount payable'))).toEqual([
      loan.principalPaise + interest,
    ]);
    const apr = annualPercentageRate(loan, fee + gst);
    expect(apr).toBeGreaterThan(loan.annualRatePercent);
    expect(lineWith(pdf, 'Annual percentage rate (APR)')).toContain(`${apr.toFixed(2)} % p.a.`);
  });

  it('states penal charges, foreclosure terms and the grievance contact', () => {
    expect(lineWith(pdf, 'Penal charges')).toContain(`${loan.penalRatePercent.toFixed(2)} % p.a.`);
    const foreclosure = lineWith(pdf, 'Foreclosure and prepayment charges');
    if (loan.rateType === 'FLOATING') {
      expect(foreclosure).toContain('Nil');
    } else {
      expect(foreclosure).toContain(
        `${loan.foreclosureChargePercent.toFixed(2)} % of the principal`,
      );
    }
    expect(lineWith(pdf, 'Grievance redressal')).toContain(
      'care@samplebank.example, 1800 000 0000',
    );
  });
});

it('a floating-rate letter never quotes a foreclosure charge, whatever the record says', async () => {
  const pdf = await extractPdfText(
    await renderLoanDocument(
      'sanction_letter',
      sampleInput({ ...homeLoan, foreclosureChargePercent: 3 }),
    ),
  );
  expect(lineWith(pdf, 'Foreclosure and prepayment charges')).toContain('Nil');
  expect(pdf.text).not.toContain('3.00 %');
});
