import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DocumentContentOf,
  type DocumentData,
  documentData,
} from '../../shared/api/document-data.js';
import { DOCUMENT_TYPES, type DocumentType } from '../../shared/documents.js';
import { formatDate, maskAccountNumber, maskPan } from '../../shared/format.js';
import type { LoanAccount } from '../bureau/credit-report.js';
import { loanDocumentData, renderLoanDocument } from './loan-documents.js';
import { loanRecord } from './testing/loan-arbitraries.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from './testing/pdf-text.js';
import {
  closedAutoLoan,
  closedHomeLoan,
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_PAN,
  sampleInput,
} from './testing/sample-loans.js';

/**
 * A document as data says what its PDF says: the same rows in the same order with the same
 * amounts, and the same figures in its summaries. Each case renders the PDF, reads its text back
 * and holds it against the data made from the same input.
 */

const generatedAt = new Date('2026-11-22T06:30:00.000Z');

/** A loan the lender has charged twice after disbursement, once on an EMI's own day. */
const chargedHomeLoan: LoanAccount = {
  ...homeLoan,
  chargesLevied: [
    {
      on: homeLoan.firstDueDate,
      kind: 'documentation_charge',
      description: 'Documentation charges',
      amountPaise: 177_000,
    },
    {
      on: '2026-02-14',
      kind: 'foreclosure_charge',
      description: 'Part-prepayment charge',
      amountPaise: 944_000,
    },
  ],
};

const LOANS: Record<string, LoanAccount> = {
  'fixed-rate personal loan': personalLoan,
  'floating-rate home loan with charges': chargedHomeLoan,
  'overdue auto loan': overdueAutoLoan,
  'repaid home loan': closedHomeLoan,
  'repaid auto loan': closedAutoLoan,
};

function dataOf<Type extends DocumentType>(
  type: Type,
  loan: LoanAccount,
): Extract<DocumentData, { documentType: Type }> {
  const data = loanDocumentData(type, sampleInput(loan), {
    displayName: 'As the Document Center names it',
    generatedAt,
  });
  return data as Extract<DocumentData, { documentType: Type }>;
}

async function pdfOf(type: DocumentType, loan: LoanAccount): Promise<PdfText> {
  return extractPdfText(await renderLoanDocument(type, sampleInput(loan)));
}

const allLines = (pdf: PdfText) => pdf.pages.flatMap((page) => page.lines);
/** A printed date, e.g. "05 Jan 2026" or "05 Sept 2026". */
const DATE = String.raw`\d{2} [A-Z][a-z]{2,3} \d{4}`;
const amounts = (...values: (number | null)[]) => values.filter((value) => value !== null);

/** The transactions table's rows, as printed. */
function statementRows(pdf: PdfText): string[] {
  return allLines(pdf).filter((line) => new RegExp(`^${DATE} `).test(line));
}

function checkStatement(pdf: PdfText, content: DocumentContentOf['statement_of_account']) {
  const rows = statementRows(pdf);
  expect(rows).toHaveLength(content.transactions.length);
  content.transactions.forEach((entry, index) => {
    const row = rows[index]!;
    expect(row.startsWith(`${formatDate(entry.date)} `)).toBe(true);
    // Long particulars wrap: the row holds their first words, the next line the rest.
    const printed = row.slice(formatDate(entry.date).length + 1).split(' ₹')[0]!;
    expect(entry.particulars.startsWith(printed)).toBe(true);
    expect(amountsIn(row)).toEqual(
      amounts(
        entry.debitPaise,
        entry.creditPaise,
        entry.principalPaise,
        entry.interestPaise,
        entry.principalBalancePaise,
      ),
    );
  });
  expect(amountsIn(lineWith(pdf, 'Total repaid'))).toEqual([
    content.principalRepaidPaise,
    content.interestPaidPaise,
  ]);
  expect(amountsIn(lineWith(pdf, 'Closing principal balance'))).toEqual([
    content.principalOutstandingPaise,
  ]);
  expect(amountsIn(lineWith(pdf, 'Other charges levied'))).toContain(content.otherChargesPaise);
}

/** The amortisation table's rows: number, due date, four amounts, standing. */
function scheduleRows(pdf: PdfText): string[] {
  return allLines(pdf).filter((line) => new RegExp(`^\\d+ ${DATE} ₹`).test(line));
}

const STATUS_WORDS = { PAID: 'Paid', OVERDUE: 'Overdue', DUE: 'Due' } as const;

function checkSchedule(pdf: PdfText, content: DocumentContentOf['repayment_schedule']) {
  const rows = scheduleRows(pdf);
  expect(rows).toHaveLength(content.instalments.length);
  content.instalments.forEach((instalment, index) => {
    const row = rows[index]!;
    expect(row.startsWith(`${instalment.number} ${formatDate(instalment.dueDate)} ₹`)).toBe(true);
    expect(amountsIn(row)).toEqual([
      instalment.emiPaise,
      instalment.principalPaise,
      instalment.interestPaise,
      instalment.closingBalancePaise,
    ]);
    expect(row.endsWith(` ${STATUS_WORDS[instalment.status]}`)).toBe(true);
  });
  const totals = allLines(pdf).filter((line) => line.startsWith('Total ₹'));
  expect(totals.map(amountsIn)).toEqual([
    [content.totals.emiPaise, content.totals.principalPaise, content.totals.interestPaise],
  ]);
}

function checkCertificate(pdf: PdfText, content: DocumentContentOf['interest_certificate']) {
  const rows = allLines(pdf).filter((line) =>
    new RegExp(`^[A-Z][a-z]{2,3} \\d{4} ${DATE} \\d+ ₹`).test(line),
  );
  expect(rows).toHaveLength(content.instalments.length);
  content.instalments.forEach((instalment, index) => {
    const row = rows[index]!;
    expect(
      row.startsWith(
        `${formatDate(instalment.dueDate).slice(3)} ${formatDate(instalment.dueDate)} ${instalment.number} `,
      ),
    ).toBe(true);
    expect(amountsIn(row)).toEqual([
      instalment.emiPaise,
      instalment.principalPaise,
      instalment.interestPaise,
    ]);
    expect(row.endsWith(` ${STATUS_WORDS[instalment.status]}`)).toBe(true);
  });
  expect(amountsIn(lineWith(pdf, 'Interest for the year'))).toContain(content.interestPaise);
  expect(amountsIn(lineWith(pdf, 'Principal for the year'))).toContain(content.principalPaise);
  expect(amountsIn(lineWith(pdf, 'Balance at year end'))).toContain(content.balanceAtYearEndPaise);
}

describe.each(Object.entries(LOANS))('a %s as data', (_name, loan) => {
  it.each(DOCUMENT_TYPES)('%s matches the published schema exactly', (type) => {
    const data = dataOf(type, loan);
    // Parsing drops fields the schema does not name, so equality means none was left out or added.
    expect(documentData.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(data).toMatchObject({
      schemaVersion: 1,
      documentType: type,
      documentId: 'doc_7Hq2mX9kLp4R',
      generatedAt: generatedAt.toISOString(),
      borrower: { name: 'Rahul Kumar Sharma', panMasked: maskPan(SAMPLE_PAN) },
      loan: { loanId: loan.loanId, accountMasked: maskAccountNumber(loan.accountNumber) },
      verification: { code: 'K7QM-2XWD-9PRT' },
    });
    // Never the full PAN or account number: the data is shared as freely as the PDF.
    expect(JSON.stringify(data)).not.toContain(SAMPLE_PAN);
    expect(JSON.stringify(data)).not.toContain(loan.accountNumber);
  });

  it('statement of account: every transaction row and total as printed', async () => {
    checkStatement(
      await pdfOf('statement_of_account', loan),
      dataOf('statement_of_account', loan).content,
    );
  });

  it('repayment schedule: every instalment row and the totals as printed', async () => {
    checkSchedule(
      await pdfOf('repayment_schedule', loan),
      dataOf('repayment_schedule', loan).content,
    );
  });

  it('interest certificate: every instalment of the year and its sums as printed', async () => {
    checkCertificate(
      await pdfOf('interest_certificate', loan),
      dataOf('interest_certificate', loan).content,
    );
  });

  it('sanction letter: the Key Fact Statement as printed', async () => {
    const pdf = await pdfOf('sanction_letter', loan);
    const terms = dataOf('sanction_letter', loan).content;
    expect(amountsIn(lineWith(pdf, 'Loan amount sanctioned'))).toEqual([terms.amountPaise]);
    expect(amountsIn(lineWith(pdf, 'EMI amount'))).toEqual([terms.emiPaise]);
    expect(amountsIn(lineWith(pdf, 'Total interest payable'))).toEqual([terms.totalInterestPaise]);
    expect(amountsIn(lineWith(pdf, 'Processing fee'))).toEqual([
      terms.processingFee.feePaise,
      terms.processingFee.gstPaise,
      terms.processingFee.totalPaise,
    ]);
    expect(amountsIn(lineWith(pdf, 'Net amount disbursed'))).toEqual([terms.netDisbursedPaise]);
    expect(amountsIn(lineWith(pdf, 'Total amount payable'))).toEqual([terms.totalPayablePaise]);
    expect(lineWith(pdf, 'Annual percentage rate')).toContain(`${terms.aprPercent.toFixed(2)} %`);
    expect(lineWith(pdf, 'Foreclosure and prepayment')).toContain(
      terms.foreclosureChargePercent === null
        ? 'Nil'
        : `${terms.foreclosureChargePercent.toFixed(2)} %`,
    );
  });

  it('foreclosure letter: the quote as printed', async () => {
    const pdf = await pdfOf('foreclosure_letter', loan);
    const quote = dataOf('foreclosure_letter', loan).content;
    expect(amountsIn(lineWith(pdf, 'Principal outstanding (after'))).toEqual([
      quote.principalOutstandingPaise,
    ]);
    expect(amountsIn(lineWith(pdf, 'Interest accrued from'))).toEqual([
      quote.accruedInterest.interestPaise,
    ]);
    expect(lineWith(pdf, 'Interest accrued from')).toContain(
      `from ${formatDate(quote.accruedInterest.from)} to ${formatDate(quote.accruedInterest.to)} (${quote.accruedInterest.days} days`,
    );
    expect(amountsIn(lineWith(pdf, 'GST @ 18 % on foreclosure charge'))).toEqual([
      quote.foreclosureCharge.gstPaise,
    ]);
    expect(amountsIn(lineWith(pdf, 'Total amount payable to close'))).toEqual([quote.totalPaise]);
    expect(amountsIn(lineWith(pdf, 'Daily interest after that'))).toContain(
      quote.perDiemInterestPaise,
    );
    expect(lineWith(pdf, 'Valid until')).toContain(formatDate(quote.validUntil));
  });

  it('no-dues certificate: what was repaid, or what is still owed, as printed', async () => {
    const pdf = await pdfOf('no_dues_certificate', loan);
    const content = dataOf('no_dues_certificate', loan).content;
    expect(content.repaid).toBe(loan.status === 'CLOSED');
    if (content.repaid) {
      expect(amountsIn(lineWith(pdf, 'Principal repaid'))).toEqual([content.principalRepaidPaise]);
      expect(amountsIn(lineWith(pdf, 'Interest paid'))).toEqual([content.interestPaidPaise]);
      expect(amountsIn(lineWith(pdf, 'Total repaid'))).toEqual([content.totalRepaidPaise]);
      expect(lineWith(pdf, 'Closed on')).toContain(formatDate(content.closedOn));
      expect(content.security?.kind).toBe(loan.loanType === 'home_loan' ? 'property' : 'vehicle');
      if (content.security?.returnBy) {
        expect(pdf.text).toContain(formatDate(content.security.returnBy));
      }
    } else {
      expect(amountsIn(lineWith(pdf, 'Principal outstanding as on'))).toEqual([
        content.principalOutstandingPaise,
      ]);
    }
  });
});

describe('the documented schema', () => {
  it('docs/document-data.md’s example is in schema: the sample loan’s statement, shortened', async () => {
    const markdown = await readFile(
      new URL('../../../docs/document-data.md', import.meta.url),
      'utf8',
    );
    const example = /```json\n([\s\S]*?)\n```/.exec(markdown)?.[1];
    const parsed = documentData.parse(JSON.parse(example ?? 'null'));
    const made = dataOf('statement_of_account', personalLoan);
    const shortened = made.content.transactions.filter(
      (entry) => entry.kind === 'disbursement' || entry.instalmentNumber === 1,
    );
    expect(parsed).toEqual({
      ...made,
      displayName: 'Statement of Account',
      content: { ...made.content, transactions: shortened },
    });
  });
});

describe('for any loan on any date', () => {
  it('the statement, the schedule and the year’s certificate print their data row for row', async () => {
    await fc.assert(
      fc.asyncProperty(loanRecord, async (loan) => {
        checkStatement(
          await pdfOf('statement_of_account', loan),
          dataOf('statement_of_account', loan).content,
        );
        checkSchedule(
          await pdfOf('repayment_schedule', loan),
          dataOf('repayment_schedule', loan).content,
        );
        checkCertificate(
          await pdfOf('interest_certificate', loan),
          dataOf('interest_certificate', loan).content,
        );
      }),
      { numRuns: 10 },
    );
  });

  it('the data adds up: repaid and outstanding make the loan amount, rows make the totals', () => {
    fc.assert(
      fc.property(loanRecord, (loan) => {
        const statement = dataOf('statement_of_account', loan).content;
        const received = statement.transactions.filter((entry) => entry.kind === 'emi_received');
        expect(received).toHaveLength(statement.instalmentsPaid);
        expect(received.reduce((sum, entry) => sum + (entry.principalPaise ?? 0), 0)).toBe(
          statement.principalRepaidPaise,
        );
        expect(statement.principalRepaidPaise + statement.principalOutstandingPaise).toBe(
          loan.principalPaise,
        );
        const schedule = dataOf('repayment_schedule', loan).content;
        expect(schedule.instalments).toHaveLength(loan.tenureMonths);
        expect(schedule.totals.principalPaise).toBe(loan.principalPaise);
        expect(schedule.instalments.filter((row) => row.status === 'PAID')).toHaveLength(
          statement.instalmentsPaid,
        );
        const certificate = dataOf('interest_certificate', loan).content;
        expect(certificate.instalments.reduce((sum, row) => sum + row.interestPaise, 0)).toBe(
          certificate.interestPaise,
        );
        for (const type of DOCUMENT_TYPES) {
          const data = dataOf(type, loan);
          expect(documentData.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
        }
      }),
      { numRuns: 60 },
    );
  });
});
