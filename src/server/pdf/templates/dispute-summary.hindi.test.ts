import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { compareRecords } from '../../bureau/record-check.js';
import {
  amountsIn,
  extractPdfText,
  lineWith,
  lineWithUnspaced,
  type PdfText,
  unspaced,
} from '../testing/pdf-text.js';
import { twoBehindPersonalLoan } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { type DisputeSummaryInput, disputeSummaryDocument } from './dispute-summary.js';

/**
 * The dispute summary in Hindi: the same differences, evidence and steps, every word in Hindi,
 * the same amounts as the English one; the bureau is named in the summary's language.
 */

/** Two EMIs behind on the credit report. */
const bureauOverdue: LoanAccount = { ...twoBehindPersonalLoan, bankName: 'Bajaj Finance' };
/** Repaid in full on 03 Oct 2026 on the lender's statement. */
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

async function summary(overrides: Partial<DisputeSummaryInput>): Promise<PdfText> {
  return extractPdfText(
    await renderPdf(
      disputeSummaryDocument({
        bureauLoan: bureauOverdue,
        lenderLoan: lenderClosed,
        mismatches: compareRecords(bureauOverdue, lenderClosed),
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
        ...overrides,
      }),
    ),
  );
}

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);

const readable = await readsIndianLetters('the credit report dispute summary, in Hindi');

describe.skipIf(!readable)('credit report dispute summary, in Hindi', () => {
  it('sets out the differences, the evidence and what to ask for in Hindi', async () => {
    const [hindi, english] = await Promise.all([
      summary({ language: 'hi' }),
      summary({ language: 'en' }),
    ]);
    const text = unspaced(hindi.text);
    for (const sentence of [
      'क्रेडिट रिपोर्ट विवाद सारांश',
      'क्रेडिट ब्यूरो की 22 नव॰ 2026 की क्रेडिट रिपोर्ट में Bajaj Finance के साथ आपका व्यक्तिगत ऋण खाता XXXX7890',
      'स्थिति अतिदेय 03 अक्टू॰ 2026 को बंद',
      'साक्ष्य',
      'सत्यापन कोड K7QM-2XWD-9PRT',
      'क्या माँगें',
      'क्रेडिट ब्यूरो से कहें कि वह इस ऋण का अपना रिकॉर्ड Bajaj Finance के खाता विवरण के अनुसार सुधारे: स्थिति 03 अक्टू॰ 2026 को बंद; बकाया राशि ₹0.00; अतिदेय दिन 0।',
      'विवाद का समाधान आपकी शिकायत के 30 दिनों के भीतर होना चाहिए।',
      'को आपको ₹100.00 का भुगतान करना होगा',
      'Loan Documents द्वारा 22 नव॰ 2026 को तैयार किया गया',
    ]) {
      expect(text, sentence).toContain(unspaced(sentence));
    }
    for (const english of ['Evidence', 'What to ask for', 'Outstanding', 'the credit bureau']) {
      expect(hindi.text).not.toContain(english);
    }

    expect(amountsIn(lineWithUnspaced(hindi, 'बकाया राशि ₹'))).toEqual(
      amountsIn(lineWith(english, 'Outstanding')),
    );
    expect(amountsIn(lineWithUnspaced(hindi, 'बकाया राशि ₹'))).toEqual([
      bureauOverdue.outstandingPaise,
      0,
    ]);
    expect(unspaced(lineWithUnspaced(hindi, `अतिदेय दिन ${bureauOverdue.daysPastDue}`))).toBe(
      unspaced(`अतिदेय दिन ${bureauOverdue.daysPastDue} 0`),
    );
    expect(sorted(amountsIn(hindi.text))).toEqual(sorted(amountsIn(english.text)));
  });

  it('names a bureau by its own name when it is given, and generically in each language when not', async () => {
    const named = unspaced(
      (await summary({ language: 'hi', bureauName: 'TransUnion CIBIL' })).text,
    );
    expect(named).toContain(unspaced('TransUnion CIBIL की 22 नव॰ 2026 की क्रेडिट रिपोर्ट में'));
    const english = (await summary({})).text.replace(/\s+/g, ' ');
    expect(english).toContain('The credit report of 22 Nov 2026 from the credit bureau shows');
  });
});
