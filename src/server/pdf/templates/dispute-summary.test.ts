import { beforeAll, describe, expect, it } from 'vitest';
import { formatInrPaise, maskPan } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { compareRecords, type RecordMismatch } from '../../bureau/record-check.js';
import { SERVICE_SANDBOX_NOTICE } from '../layout.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import { twoBehindPersonalLoan } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { type DisputeSummaryInput, disputeSummaryDocument } from './dispute-summary.js';

const PAN = 'ABCPK1234F';
const ACCOUNT = twoBehindPersonalLoan.accountNumber;
const VERIFY_URL = 'https://loan-documents.example/verify/K7QM-2XWD-9PRT';

/** ₹3,00,000 at 11 % for 24 months from May 2025, as the credit report has it: two EMIs behind. */
const bureauOverdue: LoanAccount = {
  ...twoBehindPersonalLoan,
  bankName: 'Bajaj Finance',
};

/** The same loan on Bajaj Finance's statement: repaid in full on 03 Oct 2026. */
const lenderClosed: LoanAccount = {
  ...bureauOverdue,
  status: 'CLOSED',
  closedOn: '2026-10-03',
  outstandingPaise: 0,
  overduePaise: 0,
  daysPastDue: 0,
  missedInstalments: 0,
  nextDueDate: null,
};

async function summaryPdf(
  bureauLoan: LoanAccount,
  lenderLoan: LoanAccount,
  overrides: Partial<DisputeSummaryInput> = {},
): Promise<{ pdf: PdfText; mismatches: RecordMismatch[] }> {
  const mismatches = compareRecords(bureauLoan, lenderLoan);
  const pdf = await extractPdfText(
    await renderPdf(
      disputeSummaryDocument({
        bureauLoan,
        lenderLoan,
        mismatches,
        borrower: { holderName: 'Rahul Kumar Sharma', panNumber: PAN },
        bureauName: 'the credit bureau',
        reportDate: '2026-11-22',
        evidence: {
          documentId: 'doc_7Hq2mX9kLp4R',
          verificationCode: 'K7QM-2XWD-9PRT',
          generatedOn: '2026-10-05',
          fileName: 'bajaj-finance-statement-of-account-XXXX7890.pdf',
          verifyUrl: VERIFY_URL,
        },
        issuedOn: '2026-11-22',
        sandbox: true,
        ...overrides,
      }),
    ),
  );
  return { pdf, mismatches };
}

/** The text on one line, as a reader follows it across line breaks. */
/** The text as one run of prose: lines joined, list bullets left out. */
const prose = (pdf: PdfText) => pdf.text.replace(/\s*•\s*/g, ' ').replace(/\s+/g, ' ');

const TABLE_HEADER = 'What the credit report shows What Bajaj Finance’s statement shows';

describe('dispute summary of an overdue loan the lender has closed: all three differences', () => {
  let pdf: PdfText;
  let mismatches: RecordMismatch[];

  beforeAll(async () => {
    ({ pdf, mismatches } = await summaryPdf(bureauOverdue, lenderClosed, {
      bureauName: 'TransUnion CIBIL',
    }));
  });

  it('sets the credit report’s record beside the lender’s, one row per difference', () => {
    expect(mismatches.map((mismatch) => mismatch.field)).toEqual([
      'status',
      'outstanding',
      'daysPastDue',
    ]);
    expect(lineWith(pdf, 'What the credit report shows')).toBe(TABLE_HEADER);
    expect(lineWith(pdf, 'Status')).toBe('Status Overdue Closed on 03 Oct 2026');
    const outstanding = lineWith(pdf, 'Outstanding');
    expect(amountsIn(outstanding)).toEqual([bureauOverdue.outstandingPaise, 0]);
    expect(bureauOverdue.outstandingPaise).toBeGreaterThan(0);
    expect(lineWith(pdf, 'Days past due')).toBe(`Days past due ${bureauOverdue.daysPastDue} 0`);
    expect(bureauOverdue.daysPastDue).toBeGreaterThan(0);
  });

  it('names the evidence: the lender’s statement, its date, id, code and where to check it', () => {
    expect(lineWith(pdf, 'File')).toBe('File bajaj-finance-statement-of-account-XXXX7890.pdf');
    expect(lineWith(pdf, 'Dated')).toBe('Dated 05 Oct 2026');
    expect(lineWith(pdf, 'Document ID')).toBe('Document ID doc_7Hq2mX9kLp4R');
    expect(lineWith(pdf, 'Verification code')).toBe('Verification code K7QM-2XWD-9PRT');
    expect(lineWith(pdf, 'Check it is genuine at')).toBe(`Check it is genuine at ${VERIFY_URL}`);
  });

  it('asks for the record to match the lender’s, with the RBI’s 30 days and ₹100 a day', () => {
    const text = prose(pdf);
    expect(text).toContain(
      'Ask TransUnion CIBIL to correct its record of this loan to match Bajaj Finance’s ' +
        'statement of account: status Closed on 03 Oct 2026; outstanding ₹0.00; days past due 0.',
    );
    expect(text).toContain('26 October 2023, in force from 26 April 2024');
    expect(text).toContain('the dispute must be resolved within 30 days of your complaint');
    expect(text).toContain(
      'For each day after that, TransUnion CIBIL or Bajaj Finance (whichever caused the delay) ' +
        'must pay you ₹100.00',
    );
    expect(text).toContain('use the dispute form on TransUnion CIBIL’s website');
    expect(text).toContain('(number ending 7890)');
    expect(text).toContain('and this summary.');
    expect(text).toContain(
      'If it is not resolved within 30 days of your complaint, you may complain to the RBI ' +
        'Ombudsman',
    );
    expect(text).toContain('https://cms.rbi.org.in');
  });

  it('is the borrower’s own summary, issued by neither the bureau nor the lender', () => {
    const text = prose(pdf);
    expect(text).toContain('Credit report dispute summary');
    // pdf.js reads the reph of रिपोर्ट out of order: compare the words around it.
    const hindi = pdf.text.replace(/\s/g, '');
    expect(hindi).toContain('क्रेडिट');
    expect(hindi).toContain('विवादसारांश');
    expect(text).toContain('from the borrower’s own records');
    expect(text).toContain('This summary is not issued by TransUnion CIBIL or by Bajaj Finance.');
    expect(lineWith(pdf, 'Lender ')).toBe(
      'Lender Bajaj Finance Loan account Personal Loan XXXX7890',
    );
    expect(lineWith(pdf, 'Credit report dated')).toContain('22 Nov 2026');
    expect(pdf.info.Title).toBe('Credit report dispute summary');
    for (const page of pdf.pages) expect(page.text).toContain(SERVICE_SANDBOX_NOTICE);
  });

  it('shows the PAN and the account number masked, never in full', () => {
    expect(pdf.text).toContain('Rahul Kumar Sharma');
    expect(pdf.text).toContain(maskPan(PAN));
    expect(pdf.text).not.toContain(PAN);
    expect(pdf.text).not.toContain(ACCOUNT);
  });
});

describe('dispute summary of a single difference', () => {
  it('status: a loan the credit report shows as running that the lender closed', async () => {
    const bureau: LoanAccount = { ...lenderClosed, status: 'ACTIVE', closedOn: null };
    const { pdf, mismatches } = await summaryPdf(bureau, lenderClosed, { sandbox: false });
    expect(mismatches).toEqual([
      { field: 'status', bureau: 'ACTIVE', lender: 'CLOSED', lenderClosedOn: '2026-10-03' },
    ]);
    expect(lineWith(pdf, 'Status')).toBe('Status Active Closed on 03 Oct 2026');
    expect(pdf.text).not.toContain('Outstanding');
    expect(pdf.text).not.toContain('Days past due');
    expect(prose(pdf)).toContain(
      'statement of account: status Closed on 03 Oct 2026. Under the Reserve Bank',
    );
    expect(pdf.text).not.toMatch(/sandbox/i);
  });

  it('status: a loan the credit report shows as closed that the lender still runs', async () => {
    const { pdf } = await summaryPdf(
      { ...lenderClosed, closedOn: '2026-08-07' },
      { ...lenderClosed, status: 'ACTIVE', closedOn: null },
    );
    expect(lineWith(pdf, 'Status')).toBe('Status Closed on 07 Aug 2026 Active');
    expect(prose(pdf)).toContain('statement of account: status Active.');
  });

  it('outstanding: amounts more than ₹1 apart', async () => {
    const lender: LoanAccount = {
      ...bureauOverdue,
      outstandingPaise: bureauOverdue.outstandingPaise - 12_345_67,
    };
    const { pdf, mismatches } = await summaryPdf(bureauOverdue, lender);
    expect(mismatches.map((mismatch) => mismatch.field)).toEqual(['outstanding']);
    expect(amountsIn(lineWith(pdf, 'Outstanding'))).toEqual([
      bureauOverdue.outstandingPaise,
      bureauOverdue.outstandingPaise - 12_345_67,
    ]);
    expect(amountsIn(lineWith(pdf, 'Ask the credit bureau'))).toEqual([]);
    expect(pdf.text).not.toContain('Status');
    expect(pdf.text).not.toContain('Days past due');
    expect(prose(pdf)).toContain(
      `statement of account: outstanding ${formatInrPaise(lender.outstandingPaise)}.`,
    );
  });

  it('days past due: an overdue loan the lender shows fewer days behind', async () => {
    const { pdf, mismatches } = await summaryPdf(
      { ...bureauOverdue, daysPastDue: 62 },
      { ...bureauOverdue, daysPastDue: 31 },
    );
    expect(mismatches).toEqual([{ field: 'daysPastDue', bureau: 62, lender: 31 }]);
    expect(lineWith(pdf, 'Days past due')).toBe('Days past due 62 31');
    expect(pdf.text).not.toContain('Status');
    expect(pdf.text).not.toContain('Outstanding');
    expect(prose(pdf)).toContain('statement of account: days past due 31.');
    expect(lineWith(pdf, 'Verification code')).toBe('Verification code K7QM-2XWD-9PRT');
    expect(lineWith(pdf, 'Check it is genuine at')).toBe(`Check it is genuine at ${VERIFY_URL}`);
    expect(pdf.text).toContain(maskPan(PAN));
    expect(pdf.text).not.toContain(PAN);
  });
});

describe('dispute summary without a difference', () => {
  it('is refused', () => {
    expect(() =>
      disputeSummaryDocument({
        bureauLoan: lenderClosed,
        lenderLoan: lenderClosed,
        mismatches: [],
        borrower: { holderName: 'Rahul Kumar Sharma', panNumber: PAN },
        bureauName: 'the credit bureau',
        reportDate: '2026-11-22',
        evidence: {
          documentId: 'doc_7Hq2mX9kLp4R',
          verificationCode: 'K7QM-2XWD-9PRT',
          generatedOn: '2026-10-05',
          fileName: 'statement.pdf',
          verifyUrl: VERIFY_URL,
        },
        issuedOn: '2026-11-22',
        sandbox: true,
      }),
    ).toThrow(/at least one difference/);
  });
});
