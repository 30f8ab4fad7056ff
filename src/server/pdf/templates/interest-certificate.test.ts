import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../tests/support/property-runs.js';
import { financialYearDates, financialYearOf } from '../../../shared/financial-year.js';
import { formatDate } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { amortizationSchedule } from '../../bureau/loan-math.js';
import { renderLoanDocument } from '../loan-documents.js';
import { choosableYear, loanRecord } from '../testing/loan-arbitraries.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  sampleInput,
} from '../testing/sample-loans.js';

const HEADER = 'Month Due date EMI no. EMI Principal Interest Status';
const ROW = /^(\w{3,4} \d{4}) (\d{2} \w{3,4} \d{4}) (\d+) (₹\S+) (₹\S+) (₹\S+) (Paid|Overdue|Due)$/;

/** The schedule's rows due in the year, as the test reads the rule: April to March. */
function scheduleRowsIn(loan: LoanAccount, financialYear: string) {
  const { from, to } = financialYearDates(financialYear);
  return amortizationSchedule(loan).filter((row) => from <= row.dueDate && row.dueDate <= to);
}

function sum(rows: ReturnType<typeof scheduleRowsIn>, part: 'principalPaise' | 'interestPaise') {
  return rows.reduce((total, row) => total + row[part], 0);
}

async function certificate(loan: LoanAccount, financialYear: string): Promise<PdfText> {
  return extractPdfText(
    await renderLoanDocument('interest_certificate', sampleInput(loan, { financialYear })),
  );
}

function monthRows(pdf: PdfText): RegExpExecArray[] {
  return pdf.pages
    .flatMap((page) => page.lines)
    .map((line) => ROW.exec(line))
    .filter((row): row is RegExpExecArray => row !== null);
}

describe.each([
  ['240-month floating-rate home loan', homeLoan],
  ['36-month fixed-rate personal loan', personalLoan],
  ['overdue auto loan', overdueAutoLoan],
])('interest certificate for a %s, financial year 2025-26', (_name, loan) => {
  const rows = scheduleRowsIn(loan, '2025-26');
  let pdf: PdfText;

  beforeAll(async () => {
    pdf = await certificate(loan, '2025-26');
  });

  it('lists the year month by month: the schedule rows due from April to March', () => {
    const printed = monthRows(pdf);
    expect(rows.length).toBeGreaterThan(0);
    expect(printed).toHaveLength(rows.length);
    printed.forEach((line, index) => {
      const row = rows[index]!;
      expect(line[2]).toBe(formatDate(row.dueDate));
      expect(line[1]).toBe(formatDate(row.dueDate).slice(3));
      expect(Number(line[3])).toBe(row.number);
      expect(amountsIn(line[0])).toEqual([row.emiPaise, row.principalPaise, row.interestPaise]);
    });
    expect(pdf.text).toContain(HEADER);
  });

  it('totals the interest and principal of those rows, to the paisa', () => {
    const interest = sum(rows, 'interestPaise');
    const principal = sum(rows, 'principalPaise');
    expect(amountsIn(lineWith(pdf, 'Total ₹'))).toEqual([
      principal + interest,
      principal,
      interest,
    ]);
    expect(amountsIn(lineWith(pdf, 'Interest for the year'))).toEqual([interest, principal]);
  });

  it('is final (the year has ended) and names the year, the period and the account', () => {
    expect(pdf.text).toContain('Interest Certificate');
    expect(pdf.text).not.toContain('Provisional');
    expect(lineWith(pdf, 'Financial year')).toContain('2025-26');
    expect(lineWith(pdf, 'Financial year')).toContain('Final');
    expect(lineWith(pdf, 'Period')).toContain('01 Apr 2025 to 31 Mar 2026');
    expect(pdf.text).toContain('Sample Bank');
    expect(pdf.text).toContain('Yours faithfully,');
  });

  it('marks each month paid or overdue as on the certificate date', () => {
    const statuses = monthRows(pdf).map((line) => line[7]);
    const overdue = rows.filter(
      (row) => row.number > loan.instalmentsPaid && row.number <= loan.instalmentsDue,
    ).length;
    expect(statuses.filter((status) => status === 'Overdue')).toHaveLength(overdue);
    expect(statuses.filter((status) => status === 'Due')).toHaveLength(0);
  });
});

describe('interest certificate for the current financial year', () => {
  const financialYear = financialYearOf(SAMPLE_ISSUED_ON);
  let pdf: PdfText;

  beforeAll(async () => {
    pdf = await certificate(homeLoan, financialYear);
  });

  it('is provisional, and still carries the whole year as scheduled', () => {
    const rows = scheduleRowsIn(homeLoan, financialYear);
    expect(rows).toHaveLength(12);
    expect(pdf.text).toContain('Provisional Interest Certificate');
    expect(pdf.text.replace(/\s/g, '')).toContain('अनंतिमब्याजप्रमाणपत्र');
    expect(lineWith(pdf, 'Financial year')).toContain(
      `Provisional as on ${formatDate(SAMPLE_ISSUED_ON)}`,
    );
    expect(pdf.text).toContain('Instalments due after');
    const interest = sum(rows, 'interestPaise');
    const principal = sum(rows, 'principalPaise');
    expect(amountsIn(lineWith(pdf, 'Total ₹'))).toEqual([
      principal + interest,
      principal,
      interest,
    ]);
    const statuses = monthRows(pdf).map((line) => line[7]);
    const due = rows.filter((row) => row.dueDate > SAMPLE_ISSUED_ON).length;
    expect(due).toBeGreaterThan(0);
    expect(statuses.slice(-due).every((status) => status === 'Due')).toBe(true);
  });
});

describe('interest certificate for a year with no instalment', () => {
  it('says so and shows nothing to claim', async () => {
    const pdf = await certificate(personalLoan, '2019-20');
    expect(monthRows(pdf)).toHaveLength(0);
    expect(pdf.text).toContain('No instalment of this loan fell due between');
    expect(amountsIn(lineWith(pdf, 'Interest for the year'))).toEqual([0, 0]);
    // Before its first EMI the whole loan was still owed.
    expect(amountsIn(lineWith(pdf, 'Balance at year end'))).toEqual([personalLoan.principalPaise]);
  });

  it('cannot be made without its year', async () => {
    await expect(
      renderLoanDocument(
        'interest_certificate',
        sampleInput(personalLoan, { financialYear: undefined }),
      ),
    ).rejects.toThrow(/financial year/);
  });
});

describe('interest certificate of a joint loan', () => {
  it('says the amounts are for the whole loan', async () => {
    const joint = { ...homeLoan, ownership: 'JOINT' as const };
    const pdf = await certificate(joint, '2025-26');
    expect(lineWith(pdf, 'Ownership')).toContain('Joint');
    expect(pdf.text).toContain('the amounts are for the whole loan');
  });
});

describe('interest certificate, for random loans and years', () => {
  it('prints exactly the interest and principal of the schedule rows due in the year', async () => {
    await fc.assert(
      fc.asyncProperty(loanRecord, choosableYear, async (loan, financialYear) => {
        const rows = scheduleRowsIn(loan, financialYear);
        const pdf = await certificate(loan, financialYear);
        const interest = sum(rows, 'interestPaise');
        const principal = sum(rows, 'principalPaise');
        expect(amountsIn(lineWith(pdf, 'Interest for the year'))).toEqual([interest, principal]);
        expect(monthRows(pdf).map((line) => Number(line[3]))).toEqual(
          rows.map((row) => row.number),
        );
        if (rows.length > 0) {
          expect(amountsIn(lineWith(pdf, 'Total ₹'))).toEqual([
            principal + interest,
            principal,
            interest,
          ]);
        }
      }),
      propertyRuns(25),
    );
  });
});
