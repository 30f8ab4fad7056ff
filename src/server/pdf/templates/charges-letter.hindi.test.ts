import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import { chargesCheck } from '../../bureau/charges-check.js';
import type { LeviedCharge, LoanAccount } from '../../bureau/credit-report.js';
import type { DocumentLanguage } from '../layout.js';
import {
  amountsIn,
  extractPdfText,
  lineWith,
  lineWithUnspaced,
  type PdfText,
  unspaced,
} from '../testing/pdf-text.js';
import { homeLoan, personalLoan, SAMPLE_ISSUED_ON, sampleInput } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { chargesLetter } from './charges-letter.js';

/**
 * The charges letter in Hindi: the same charges, reasons and total as the English one, every
 * word in Hindi, one charge and several agreeing in number.
 */

const prepayment: LeviedCharge = {
  on: '2026-07-27',
  kind: 'foreclosure_charge',
  description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
  amountPaise: 9_440_00,
};
const documentation: LeviedCharge = {
  on: '2026-10-10',
  kind: 'documentation_charge',
  description: 'Documentation charges + GST',
  amountPaise: 1_770_00,
};

async function letter(loan: LoanAccount, language: DocumentLanguage): Promise<PdfText> {
  const { borrower, lender } = sampleInput(loan);
  return extractPdfText(
    await renderPdf(
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
    ),
  );
}

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);

const readable = await readsIndianLetters('the letter asking for a refund of charges, in Hindi');

describe.skipIf(!readable)('letter asking for a refund of charges, in Hindi', () => {
  it('lists the charges and asks for the English letter’s total, in Hindi', async () => {
    const loan = { ...homeLoan, chargesLevied: [prepayment, documentation] };
    const [hindi, english] = await Promise.all([letter(loan, 'hi'), letter(loan, 'en')]);
    const text = unspaced(hindi.text);
    for (const sentence of [
      'शुल्क वापसी के लिए अनुरोध पत्र',
      '8.50 % वार्षिक (फ़्लोटिंग)',
      'सेवा में, शिकायत निवारण अधिकारी Sample Bank',
      'विषय: आवास ऋण खाता XXXX5678 में डेबिट किए गए शुल्कों की वापसी',
      'महोदय/महोदया,',
      'आपके 20 नव॰ 2026 के खाता विवरण के अनुसार मेरे आवास ऋण खाते XXXX5678 में निम्नलिखित शुल्क डेबिट किए गए हैं',
      'फ़्लोटिंग दर वाले ऋण पर अनुमत नहीं (RBI)',
      'मुख्य तथ्य विवरण (KFS) में नहीं',
      '27 जुल॰ 2026 का शुल्क: यह ऋण फ़्लोटिंग ब्याज दर पर है',
      'DBOD.Dir.BC.No.110/13.03.00/2013-14 दिनांक 7 मई 2014',
      '10 अक्टू॰ 2026 का शुल्क: मेरे 18 मई 2023 के स्वीकृति पत्र के मुख्य तथ्य विवरण में यह शुल्क शामिल नहीं है, और मैंने इसके लिए सहमति नहीं दी थी।',
      'आपसे अनुरोध है कि इन शुल्कों को रिवर्स करें, ₹11,210.00 मेरे ऋण खाते में वापस जमा करें',
      'संलग्नक: 20 नव॰ 2026 का खाता विवरण (सत्यापन कोड K7QM-2XWD-9PRT); मुख्य तथ्य विवरण सहित स्वीकृति पत्र',
      'भवदीय,',
    ]) {
      expect(text, sentence).toContain(unspaced(sentence));
    }
    for (const english of ['Subject:', 'Dear Sir', 'I request', 'Total', 'Not allowed']) {
      expect(hindi.text).not.toContain(english);
    }

    for (const charge of ['Part-prepayment charge', 'Documentation charges + GST']) {
      expect(amountsIn(lineWith(hindi, charge)), charge).toEqual(
        amountsIn(lineWith(english, charge)),
      );
    }
    expect(amountsIn(lineWithUnspaced(hindi, 'कुल ₹'))).toEqual([11_210_00]);
    expect(amountsIn(lineWithUnspaced(hindi, 'माँगी गई वापसी'))).toEqual(
      amountsIn(lineWith(english, 'Refund asked for')),
    );
    expect(sorted(amountsIn(hindi.text))).toEqual(sorted(amountsIn(english.text)));
  });

  it('speaks of one charge in the singular and of several in the plural', async () => {
    const one = unspaced((await letter({ ...homeLoan, chargesLevied: [prepayment] }, 'hi')).text);
    expect(one).toContain(unspaced('में डेबिट किए गए शुल्क की वापसी'));
    expect(one).toContain(unspaced('निम्नलिखित शुल्क डेबिट किया गया है, जिस पर'));
    expect(one).toContain(unspaced('आपसे अनुरोध है कि इस शुल्क को रिवर्स करें'));
    expect(one).toContain(unspaced('वापसी योग्य राशि ₹9,440.00'));

    // A personal loan sanctioned in 2025: two charges its KFS never listed, and the KFS circular.
    const several = unspaced(
      (
        await letter(
          {
            ...personalLoan,
            chargesLevied: [documentation, { ...documentation, on: '2026-11-02' }],
          },
          'hi',
        )
      ).text,
    );
    expect(several).toContain(
      unspaced(
        '10 अक्टू॰ 2026 और 02 नव॰ 2026 के शुल्क: मेरे 26 फ़र॰ 2025 के स्वीकृति पत्र के मुख्य तथ्य विवरण में ये शुल्क शामिल नहीं हैं, और मैंने इनके लिए सहमति नहीं दी थी।',
      ),
    );
    expect(several).toContain(
      unspaced('“Key Facts Statement (KFS) for Loans & Advances” दिनांक 15 अप्रैल 2024'),
    );
  });
});
