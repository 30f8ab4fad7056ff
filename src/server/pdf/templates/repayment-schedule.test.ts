import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatInrPaise } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { amortizationSchedule } from '../../bureau/loan-math.js';
import { renderLoanDocument } from '../loan-documents.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import { homeLoan, overdueAutoLoan, personalLoan, sampleInput } from '../testing/sample-loans.js';

const HEADER = 'No. Due date EMI Principal Interest Closing balance Status';
const ROW = /^(\d+) (\d{2} \w+ \d{4}) (₹\S+) (₹\S+) (₹\S+) (₹\S+) (Paid|Overdue|Due)$/;

describe.each([
  ['240-month floating-rate home loan', homeLoan],
  ['36-month fixed-rate personal loan', personalLoan],
  ['overdue auto loan', overdueAutoLoan],
])('repayment schedule for a %s', (_name, loan: LoanAccount) => {
  const schedule = amortizationSchedule(loan);
  let pdf: PdfText;
  let rows: RegExpExecArray[];

  beforeAll(async () => {
    pdf = await extractPdfText(await renderLoanDocument('repayment_schedule', sampleInput(loan)));
    rows = pdf.pages
      .flatMap((page) => page.lines)
      .map((line) => ROW.exec(line))
      .filter((row): row is RegExpExecArray => row !== null);
  });

  it('has every instalment, in order, as loan-math computes it', () => {
    expect(rows).toHaveLength(loan.tenureMonths);
    rows.forEach((row, index) => {
      const instalment = schedule[index]!;
      expect(Number(row[1])).toBe(instalment.number);
      expect(row[2]).toBe(formatDate(instalment.dueDate));
      expect(amountsIn(row[0])).toEqual([
        instalment.emiPaise,
        instalment.principalPaise,
        instalment.interestPaise,
        instalment.closingBalancePaise,
      ]);
    });
  });

  it('prints the EMI, and the principal column sums exactly to the loan amount', () => {
    expect(amountsIn(lineWith(pdf, 'Tenure'))).toEqual([loan.emiPaise]);
    const principal = rows.reduce((sum, row) => sum + (amountsIn(row[0])[1] ?? 0), 0);
    expect(principal).toBe(loan.principalPaise);
    expect(amountsIn(rows.at(-1)![0]).at(-1)).toBe(0);
    const interest = schedule.reduce((sum, row) => sum + row.interestPaise, 0);
    expect(amountsIn(lineWith(pdf, 'Total ₹'))).toEqual([
      loan.principalPaise + interest,
      loan.principalPaise,
      interest,
    ]);
    expect(lineWith(pdf, 'Total interest')).toContain(formatInrPaise(interest));
  });

  it('prints the header row once on every page', () => {
    for (const page of pdf.pages) {
      expect(page.lines.filter((line) => line === HEADER)).toHaveLength(1);
    }
  });

  it('marks instalments paid, overdue and due as on the document date', () => {
    const statuses = rows.map((row) => row[7]);
    const overdue = loan.instalmentsDue - loan.instalmentsPaid;
    expect(statuses.slice(0, loan.instalmentsPaid).every((status) => status === 'Paid')).toBe(true);
    expect(
      statuses
        .slice(loan.instalmentsPaid, loan.instalmentsDue)
        .every((status) => status === 'Overdue'),
    ).toBe(true);
    expect(statuses.filter((status) => status === 'Overdue')).toHaveLength(overdue);
    expect(statuses.slice(loan.instalmentsDue).every((status) => status === 'Due')).toBe(true);
    expect(lineWith(pdf, 'EMIs paid')).toContain(formatInrPaise(loan.outstandingPaise));
  });
});

it('runs the 240-month schedule over several pages, the header row repeated on each', async () => {
  const pdf = await extractPdfText(
    await renderLoanDocument('repayment_schedule', sampleInput(homeLoan)),
  );
  expect(pdf.pages.length).toBeGreaterThanOrEqual(4);
  for (const page of pdf.pages) {
    expect(page.lines.filter((line) => line === HEADER)).toHaveLength(1);
  }
});
