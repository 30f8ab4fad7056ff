import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import { formatDate } from '../../../shared/format.js';
import type { DocumentLanguage } from '../layout.js';
import { extractPdfText, lineWith, type PdfText, unspaced } from '../testing/pdf-text.js';
import { homeLoan, SAMPLE_ISSUED_ON, sampleInput } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { documentRequestLetter, type RequestedDocumentLine } from './document-request-letter.js';

/**
 * The request letter in Hindi: the same documents, loans, dates and counts as the English one,
 * each document named in Hindi beside the lender's own name for it.
 */

const statement: RequestedDocumentLine = {
  displayName: 'Statement of Account',
  documentType: 'statement_of_account',
  loanType: 'personal_loan',
  accountMasked: 'XXXX4410',
};
const schedule: RequestedDocumentLine = {
  ...statement,
  displayName: 'Repayment Schedule',
  documentType: 'repayment_schedule',
};
const certificate: RequestedDocumentLine = {
  displayName: 'Interest Certificate FY 2025-26',
  documentType: 'interest_certificate',
  loanType: 'home_loan',
  accountMasked: 'XXXX0921',
};

async function letter(
  documents: readonly RequestedDocumentLine[],
  attempts: number,
  language: DocumentLanguage,
): Promise<PdfText> {
  const { borrower, lender } = sampleInput(homeLoan);
  return extractPdfText(
    await renderPdf(
      documentRequestLetter({
        borrower,
        lender,
        documents,
        askedOn: '2026-11-20',
        attempts,
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    ),
  );
}

const readable = await readsIndianLetters(
  'the letter asking a lender for the documents it did not send, in Hindi',
);

describe.skipIf(!readable)(
  'letter asking a lender for the documents it did not send, in Hindi',
  () => {
    it('names each document and loan, when and how often they were asked for, in Hindi', async () => {
      const [hindi, english] = await Promise.all([
        letter([statement, schedule, certificate], 4, 'hi'),
        letter([statement, schedule, certificate], 4, 'en'),
      ]);
      const text = unspaced(hindi.text);
      for (const sentence of [
        'ऋण दस्तावेज़ों के लिए अनुरोध पत्र',
        'ऋण खाते व्यक्तिगत ऋण XXXX4410, आवास ऋण XXXX0921',
        'माँगे गए दस्तावेज़ 3',
        'सेवा में, शिकायत निवारण अधिकारी Sample Bank',
        'विषय: ऋण दस्तावेज़ों के लिए अनुरोध — व्यक्तिगत ऋण XXXX4410, आवास ऋण XXXX0921',
        'महोदय/महोदया,',
        '20 नव॰ 2026 को, अपनी सहमति से, मैंने Loan Documents सेवा के माध्यम से आपसे लिए गए अपने ऋणों के निम्नलिखित दस्तावेज़ माँगे थे।',
        'यह अनुरोध Sample Bank को 4 बार भेजा गया, फिर भी दस्तावेज़ उपलब्ध नहीं कराए गए:',
        'व्यक्तिगत ऋण XXXX4410 खाता विवरण (Statement of Account)',
        'आवास ऋण XXXX0921 ब्याज प्रमाणपत्र (Interest Certificate FY 2025-26)',
        'आपसे अनुरोध है कि ये दस्तावेज़ मुझे भेजें, या यदि आप इन्हें नहीं भेज सकते',
        'इस पत्र की तिथि से 30 दिनों के भीतर।',
        'भवदीय, Rahul Kumar Sharma पैन: ABXXXX234F',
      ]) {
        expect(text, sentence).toContain(unspaced(sentence));
      }
      for (const english of ['Subject:', 'Dear Sir', 'I request', 'Loan account', 'times']) {
        expect(hindi.text).not.toContain(english);
      }
      // The same dates, said in Hindi, and counts as the English letter.
      expect(lineWith(english, 'Documents asked for')).toMatch(/ 3$/);
      const englishDates = english.text.match(/\d{2} \w{3} \d{4}/g) ?? [];
      expect(englishDates).not.toHaveLength(0);
      expect(hindi.text.match(/\d{2} [\u0900-\u097F]+ \d{4}/g)?.sort()).toEqual(
        englishDates.map((day) => formatDate(new Date(`${day} UTC`), 'hi')).sort(),
      );
    });

    it('asks for one document, asked for once, in the singular', async () => {
      const text = unspaced(
        (await letter([{ ...statement, documentType: undefined }], 1, 'hi')).text,
      );
      expect(text).toContain(unspaced('विषय: ऋण दस्तावेज़ के लिए अनुरोध — व्यक्तिगत ऋण XXXX4410'));
      expect(text).toContain(unspaced('अपने ऋण का निम्नलिखित दस्तावेज़ माँगा था।'));
      expect(text).toContain(
        unspaced('यह अनुरोध Sample Bank को एक बार भेजा गया, फिर भी दस्तावेज़ उपलब्ध नहीं कराया गया:'),
      );
      expect(text).toContain(unspaced('आपसे अनुरोध है कि यह दस्तावेज़ मुझे भेजें, या यदि आप इसे'));
      // A request recorded before document types were: the Document Center's name as it is.
      expect(text).toContain(unspaced('व्यक्तिगत ऋण XXXX4410 Statement of Account'));
    });
  },
);
