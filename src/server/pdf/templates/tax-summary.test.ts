import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../tests/support/property-runs.js';
import { maskAccountNumber, maskPan } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { taxSummary } from '../../bureau/tax-summary.js';
import { SERVICE_SANDBOX_NOTICE } from '../layout.js';
import { renderLoanDocument } from '../loan-documents.js';
import { borrowerLoans, choosableYear } from '../testing/loan-arbitraries.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  SAMPLE_PAN,
  sampleInput,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { NEW_REGIME_NOTE, taxSummaryDocument } from './tax-summary.js';

/** One line per loan: lender, loan type and masked account, EMIs, interest, principal. */
const LOAN_ROW = /^(.+) (\w+ Loan) (XXXX\w{4})(?: \(joint\))? (\d+) (₹\S+) (₹\S+)$/;

async function summaryPdf(
  loans: readonly LoanAccount[],
  financialYear: string,
  options: { sandbox?: boolean } = {},
): Promise<PdfText> {
  const summary = taxSummary(loans, financialYear, SAMPLE_ISSUED_ON);
  return extractPdfText(
    await renderPdf(
      taxSummaryDocument({
        summary,
        borrower: { holderName: 'Rahul Kumar Sharma', panNumber: SAMPLE_PAN },
        issuedOn: SAMPLE_ISSUED_ON,
        reportDate: SAMPLE_ISSUED_ON,
        sandbox: options.sandbox ?? true,
      }),
    ),
  );
}

function loanRows(pdf: PdfText): RegExpExecArray[] {
  return pdf.pages
    .flatMap((page) => page.lines)
    .map((line) => LOAN_ROW.exec(line))
    .filter((row): row is RegExpExecArray => row !== null);
}

/** What the loan's own interest certificate prints for the year: [interest, principal]. */
async function certificateAmounts(loan: LoanAccount, financialYear: string): Promise<number[]> {
  const pdf = await extractPdfText(
    await renderLoanDocument('interest_certificate', sampleInput(loan, { financialYear })),
  );
  return amountsIn(lineWith(pdf, 'Interest for the year'));
}

const jointHomeLoan: LoanAccount = {
  ...homeLoan,
  ownership: 'JOINT',
  bankName: 'HDFC Bank',
  accountNumber: '501009876543',
};

describe('tax summary of a home loan, a personal loan and an overdue auto loan, 2025-26', () => {
  const loans = [jointHomeLoan, personalLoan, overdueAutoLoan];
  let pdf: PdfText;

  beforeAll(async () => {
    pdf = await summaryPdf(loans, '2025-26');
  });

  it('lists each loan with the interest and principal of its interest certificate', async () => {
    const rows = loanRows(pdf);
    expect(rows).toHaveLength(3);
    for (const [index, loan] of loans.entries()) {
      const row = rows[index]!;
      expect(row[1]).toBe(loan.bankName);
      expect(row[3]).toBe(maskAccountNumber(loan.accountNumber));
      expect(amountsIn(row[0])).toEqual(await certificateAmounts(loan, '2025-26'));
    }
  });

  it('totals the loans, to the paisa', () => {
    const rows = loanRows(pdf).map((row) => amountsIn(row[0]));
    const interest = rows.reduce((sum, [amount]) => sum + (amount ?? 0), 0);
    const principal = rows.reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
    expect(amountsIn(lineWith(pdf, 'Total '))).toEqual([interest, principal]);
  });

  it('relates the home loan to sections 24(b) and 80C, as information only, and no other loan', () => {
    const homeRow = amountsIn(loanRows(pdf)[0]![0]);
    const interest = lineWith(pdf, 'Section 24(b)');
    expect(interest).toContain('Home loan interest');
    expect(interest).toContain('₹2,00,000 a year for a self-occupied house');
    expect(amountsIn(interest).at(-1)).toBe(homeRow[0]);
    const principal = lineWith(pdf, 'Section 80C');
    expect(principal).toContain('Home loan principal');
    expect(principal).toContain('₹1,50,000');
    expect(amountsIn(principal).at(-1)).toBe(homeRow[1]);
    expect(pdf.text).toContain('For information only.');
    expect(pdf.text).not.toMatch(/80E|24\(b\).*Personal|Auto Loan.*Section/);
  });

  it('says the new regime does not allow these for a self-occupied house, and that it is not tax advice', () => {
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain(NEW_REGIME_NOTE);
    expect(text).toContain('This summary is for information only and is not tax advice.');
    expect(text).toContain('each co-borrower usually claims only their own share');
  });

  it('names the borrower with the PAN masked, the year, and no lender as its issuer', () => {
    expect(pdf.text).toContain('Tax Summary');
    expect(pdf.text.replace(/\s/g, '')).toContain('करसारांश');
    expect(pdf.text).toContain('Rahul Kumar Sharma');
    expect(pdf.text).toContain(maskPan(SAMPLE_PAN));
    expect(pdf.text).not.toContain(SAMPLE_PAN);
    for (const loan of loans) expect(pdf.text).not.toContain(loan.accountNumber);
    expect(lineWith(pdf, 'Financial year')).toContain('2025-26');
    expect(lineWith(pdf, 'Financial year')).toContain('Final');
    expect(lineWith(pdf, 'Period')).toContain('01 Apr 2025 to 31 Mar 2026');
    expect(pdf.text).toContain('Not issued by a lender');
    for (const page of pdf.pages) expect(page.text).toContain(SERVICE_SANDBOX_NOTICE);
  });
});

describe('tax summary of the current year', () => {
  it('is provisional and says which instalments are not yet paid', async () => {
    const pdf = await summaryPdf([homeLoan, overdueAutoLoan], '2026-27', { sandbox: false });
    expect(pdf.text).toContain('Provisional Tax Summary');
    expect(lineWith(pdf, 'Financial year')).toContain('Provisional as on 22 Nov 2026');
    expect(pdf.text).toContain('were not paid as on 22 Nov 2026');
    expect(pdf.text).not.toMatch(/sandbox/i);
  });
});

describe('tax summary without a home loan', () => {
  it('shows no section at all, but still the new-regime line and that it is not advice', async () => {
    const pdf = await summaryPdf([personalLoan, overdueAutoLoan], '2025-26');
    expect(pdf.text).not.toContain('Section');
    expect(pdf.text).not.toContain('Old tax regime');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(NEW_REGIME_NOTE);
    expect(loanRows(pdf)).toHaveLength(2);
  });
});

describe('tax summary, for random loans and years', () => {
  it('prints totals that equal the sum of the loans’ interest certificates', async () => {
    await fc.assert(
      fc.asyncProperty(borrowerLoans, choosableYear, async (loans, financialYear) => {
        const summary = taxSummary(loans, financialYear, SAMPLE_ISSUED_ON);
        fc.pre(summary.loans.length > 0);
        const pdf = await summaryPdf(loans, financialYear);
        let interest = 0;
        let principal = 0;
        for (const loan of loans) {
          const [certificateInterest = 0, certificatePrincipal = 0] = await certificateAmounts(
            loan,
            financialYear,
          );
          interest += certificateInterest;
          principal += certificatePrincipal;
        }
        expect(amountsIn(lineWith(pdf, 'Total '))).toEqual([interest, principal]);
        expect(loanRows(pdf)).toHaveLength(summary.loans.length);
      }),
      propertyRuns(10),
    );
  });
});
