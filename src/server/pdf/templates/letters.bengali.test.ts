import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import { chargesCheck } from '../../bureau/charges-check.js';
import type { LeviedCharge, LoanAccount } from '../../bureau/credit-report.js';
import { closureTracker } from '../../bureau/loan-closure.js';
import { compareRecords } from '../../bureau/record-check.js';
import { taxSummary } from '../../bureau/tax-summary.js';
import type { DocumentLanguage } from '../layout.js';
import { amountsIn, extractPdfText, type PdfText, unspaced } from '../testing/pdf-text.js';
import {
  closedHomeLoan,
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  sampleInput,
  twoBehindPersonalLoan,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { chargesLetter } from './charges-letter.js';
import { closureEscalationLetter } from './closure-escalation-letter.js';
import { disputeSummaryDocument } from './dispute-summary.js';
import { documentRequestLetter } from './document-request-letter.js';
import { taxSummaryDocument } from './tax-summary.js';

/**
 * Every letter and summary the app writes in the borrower's language, in Bengali: titled in
 * Bengali, no English or Hindi words left, and the same amounts and dates as the English one.
 *
 * Unlike Devanagari, Bengali does not read back whole from the PDF: the typesetter maps every
 * glyph of a cluster drawn with several glyphs (য় as ya and nukta, ক্তি, ন্ট, a reph) to the whole
 * cluster, so pdftotext and MuPDF alike read such clusters two or three times ("মহাশয়য়").
 * The PDF shows them right; the checks below hold what reads back (the title in the document
 * information, words of single-glyph clusters, amounts and dates), and one check records the
 * doubling, to be turned into sentence checks when the typesetter maps clusters once.
 */

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
const dates = (pdf: PdfText) => pdf.text.match(/\d{2} \w{3} \d{4}/g)?.sort();

/** The same document in Bengali and in English. */
async function both(
  make: (language: DocumentLanguage) => Parameters<typeof renderPdf>[0],
): Promise<[PdfText, PdfText]> {
  const [bengali, english] = await Promise.all(
    (['bn', 'en'] as const).map(async (language) =>
      extractPdfText(await renderPdf(make(language))),
    ),
  );
  return [bengali as PdfText, english as PdfText];
}

function expectBengali(pdf: PdfText, words: readonly string[], english: readonly string[]) {
  const text = unspaced(pdf.text);
  for (const word of words) expect(text, word).toContain(unspaced(word));
  for (const word of english) expect(pdf.text, word).not.toContain(word);
  // Hindi's and Marathi's own words would say a table fell back to another language.
  for (const other of ['ऋण', 'कर्ज', 'दस्तावेज़', 'दस्तऐवज', 'भवदीय', 'सेवा में', 'प्रति,']) {
    expect(pdf.text, other).not.toContain(other);
  }
  // No Devanagari letter at all: the danda is the one sign the two scripts share.
  expect(pdf.text).not.toMatch(/[\u0900-\u0963\u0966-\u097F]/);
}

const readable = await readsIndianLetters('the letters and summaries in Bengali');

describe.skipIf(!readable)('letters and summaries in Bengali', () => {
  it('the request letter is titled in Bengali, with the English letter’s dates', async () => {
    const { borrower, lender } = sampleInput(homeLoan);
    const [bengali, english] = await both((language) =>
      documentRequestLetter({
        borrower,
        lender,
        documents: [
          {
            displayName: 'Statement of Account',
            documentType: 'statement_of_account',
            loanType: 'personal_loan',
            accountMasked: 'XXXX4410',
          },
          {
            displayName: 'Interest Certificate FY 2025-26',
            documentType: 'interest_certificate',
            loanType: 'home_loan',
            accountMasked: 'XXXX0921',
          },
        ],
        askedOn: '2026-11-20',
        attempts: 4,
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    );
    expectBengali(
      bengali,
      [
        'অভিযোগ নিষ্পত্তি আধিকারিক Sample Bank',
        'ইমেল: care@samplebank.example',
        '20 Nov 2026 তারিখে, আমার সম্মতিতে, আমি Loan Documents',
        'Sample Bank-এর কাছে 4 বার পাঠানো',
        'সুদের শংসাপত্র (Interest Certificate FY 2025-26)',
        'বিনীত, Rahul Kumar Sharma প্যান: ABXXXX234F',
        'পৃষ্ঠা 1 / 1',
      ],
      ['Subject:', 'Dear Sir', 'I request', 'Loan account', 'times', 'Page'],
    );
    expect(bengali.info.Title).toBe('ঋণের নথির জন্য অনুরোধ পত্র');
    expect(dates(bengali)).toEqual(dates(english));
  });

  it('the charges letter asks for the English letter’s refund', async () => {
    const documentation: LeviedCharge = {
      on: '2026-10-10',
      kind: 'documentation_charge',
      description: 'Documentation charges + GST',
      amountPaise: 1_770_00,
    };
    const prepayment: LeviedCharge = {
      on: '2026-07-27',
      kind: 'foreclosure_charge',
      description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
      amountPaise: 9_440_00,
    };
    const loan: LoanAccount = { ...homeLoan, chargesLevied: [prepayment, documentation] };
    const { borrower, lender } = sampleInput(loan);
    const [bengali, english] = await both((language) =>
      chargesLetter({
        loan,
        flagged: chargesCheck(loan),
        borrower,
        lender,
        statement: { generatedOn: '2026-11-20', verificationCode: 'K7QM-2XWD-9PRT' },
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    );
    expectBengali(
      bengali,
      [
        'DBOD.Dir.BC.No.110/13.03.00/2013-14, তারিখ 7 মে 2014',
        'পরিমাণ (GST সহ)',
        'মোট ₹11,210.00',
        'বাতিল করে ₹11,210.00 আমার ঋণ',
      ],
      ['Subject:', 'Dear Sir', 'I request', 'Total', 'Not allowed'],
    );
    expect(bengali.info.Title).toBe('চার্জ ফেরতের জন্য অনুরোধ পত্র');
    expect(sorted(amountsIn(bengali.text))).toEqual(sorted(amountsIn(english.text)));
    expect(dates(bengali)).toEqual(dates(english));
  });

  it('the closure letter counts the days late and the compensation as the English one does', async () => {
    const issuedOn = '2027-01-10';
    const tracker = closureTracker(closedHomeLoan, issuedOn);
    if (!tracker) throw new Error('Not a repaid secured loan');
    const { borrower, lender } = sampleInput(closedHomeLoan);
    const [bengali, english] = await both((language) =>
      closureEscalationLetter({
        loan: closedHomeLoan,
        tracker,
        borrower,
        lender,
        issuedOn,
        sandbox: true,
        language,
      }),
    );
    expectBengali(
      bengali,
      [
        'অভিযোগ নিষ্পত্তি আধিকারিককে চিঠি',
        'তারিখ: 10 Jan 2027',
        'সম্পত্তির আসল কাগজপত্র ফেরত',
        '36 দিন দেরি',
        'কাছে অভিযোগ জানাতে পারি (https://cms.rbi.org.in)।',
        'নো-ডিউজ শংসাপত্র বা শেষ অ্যাকাউন্ট',
      ],
      ['Dear Sir', 'Subject:', 'Yours faithfully', 'Enclosure', 'Borrower'],
    );
    expect(bengali.info.Title).toBe('অভিযোগ নিষ্পত্তি আধিকারিককে চিঠি');
    expect(sorted(amountsIn(bengali.text))).toEqual(sorted(amountsIn(english.text)));
  });

  it('the dispute summary sets out the differences with the English summary’s amounts', async () => {
    const bureauLoan: LoanAccount = { ...twoBehindPersonalLoan, bankName: 'Bajaj Finance' };
    const lenderLoan: LoanAccount = {
      ...bureauLoan,
      status: 'CLOSED',
      closedOn: '2026-10-03',
      outstandingPaise: 0,
      overduePaise: 0,
      daysPastDue: 0,
      missedInstalments: 0,
      nextDueDate: null,
    };
    const [bengali, english] = await both((language) =>
      disputeSummaryDocument({
        bureauLoan,
        lenderLoan,
        mismatches: compareRecords(bureauLoan, lenderLoan),
        borrower: { holderName: 'Rahul Kumar Sharma', panNumber: 'ABCPK1234F' },
        reportDate: '2026-11-22',
        evidence: {
          documentId: 'doc_7Hq2mX9kLp4R',
          verificationCode: 'K7QM-2XWD-9PRT',
          generatedOn: '2026-10-05',
          fileName: 'bajaj-finance-statement-of-account-XXXX7890.pdf',
          verifyUrl: 'https://loan-documents.example/verify/K7QM-2XWD-9PRT',
        },
        issuedOn: '2026-11-22',
        sandbox: true,
        language,
      }),
    );
    expectBengali(
      bengali,
      [
        'নথি আইডি doc_7Hq2mX9kLp4R',
        'যাচাই কোড K7QM-2XWD-9PRT',
        'কী চাইবেন',
        'Bajaj Finance-এর নিজের',
        'পরিমাণ ₹94,384.18 ₹0.00',
      ],
      ['Evidence', 'What to ask for', 'Outstanding', 'the credit bureau'],
    );
    expect(bengali.info.Title).toBe('ক্রেডিট রিপোর্ট আপত্তির সারাংশ');
    expect(sorted(amountsIn(bengali.text))).toEqual(sorted(amountsIn(english.text)));
  });

  it('the tax summary lists the English summary’s amounts under Bengali headings', async () => {
    const loans = [{ ...homeLoan, ownership: 'JOINT' as const }, personalLoan, overdueAutoLoan];
    const [bengali, english] = await both((language) =>
      taxSummaryDocument({
        summary: taxSummary(loans, '2026-27', SAMPLE_ISSUED_ON),
        borrower: { holderName: 'Rahul Kumar Sharma', panNumber: 'ABCPK1234F' },
        issuedOn: SAMPLE_ISSUED_ON,
        reportDate: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    );
    expectBengali(
      bengali,
      ['কর সারাংশ', '(যৌথ)', 'ধারা 80C-এর বছরে ₹1,50,000 সীমার মধ্যে', 'মোট'],
      ['Interest and principal', 'Please note', 'Total', 'Financial year'],
    );
    expect(bengali.info.Title).toBe('অস্থায়ী কর সারাংশ');
    expect(sorted(amountsIn(bengali.text))).toEqual(sorted(amountsIn(english.text)));
  });

  // Records the doubling described above: when this starts to fail, the clusters read back
  // once, and whole Bengali sentences can be checked as Marathi's are.
  it.fails('reads back a cluster drawn with several glyphs once', async () => {
    const { borrower, lender } = sampleInput(homeLoan);
    const [bengali] = await both((language) =>
      documentRequestLetter({
        borrower,
        lender,
        documents: [{ displayName: 'Statement of Account', loanType: null, accountMasked: null }],
        askedOn: '2026-11-20',
        attempts: 1,
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    );
    expect(unspaced(bengali.text)).toContain(unspaced('মহাশয়/মহাশয়া,'));
  });
});
