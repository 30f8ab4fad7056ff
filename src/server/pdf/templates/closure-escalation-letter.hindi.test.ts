import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { closureTracker } from '../../bureau/loan-closure.js';
import type { DocumentLanguage } from '../layout.js';
import {
  amountsIn,
  extractPdfText,
  lineWith,
  lineWithUnspaced,
  type PdfText,
  unspaced,
} from '../testing/pdf-text.js';
import { closedAutoLoan, closedHomeLoan, sampleInput } from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { closureEscalationLetter } from './closure-escalation-letter.js';

/**
 * The closure letter in Hindi: the same letter, every word of it in Hindi, the same dates and
 * amounts as the English one.
 */

async function letter(
  loan: LoanAccount,
  issuedOn: string,
  language: DocumentLanguage,
): Promise<PdfText> {
  const tracker = closureTracker(loan, issuedOn);
  if (!tracker) throw new Error('Not a repaid secured loan');
  const { borrower, lender } = sampleInput(loan);
  return extractPdfText(
    await renderPdf(
      closureEscalationLetter({
        loan,
        tracker,
        borrower,
        lender,
        issuedOn,
        sandbox: true,
        language,
      }),
    ),
  );
}

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);

const readable = await readsIndianLetters('the letter to the grievance officer, in Hindi');

describe.skipIf(!readable)('letter to the grievance officer, in Hindi', () => {
  it('is written in Hindi as a bank letter is, with the amounts of the English letter', async () => {
    // 36 days late on 10 Jan 2027.
    const [hindi, english] = await Promise.all([
      letter(closedHomeLoan, '2027-01-10', 'hi'),
      letter(closedHomeLoan, '2027-01-10', 'en'),
    ]);
    const text = unspaced(hindi.text);
    for (const sentence of [
      'शिकायत निवारण अधिकारी को पत्र',
      'दिनांक: 10 जन॰ 2027',
      'सेवा में, शिकायत निवारण अधिकारी Sample Bank',
      'ईमेल: care@samplebank.example',
      'विषय: मूल संपत्ति दस्तावेज़ों की वापसी — आवास ऋण खाता XXXX5432, 05 नव॰ 2026 को बंद',
      'महोदय/महोदया,',
      'मेरे आवास ऋण खाते XXXX5432 का पूर्ण भुगतान 05 नव॰ 2026 को कर दिया गया है।',
      'पूर्ण भुगतान के 30 दिनों के भीतर — इस ऋण के लिए 05 दिस॰ 2026 तक —',
      '10 जन॰ 2027 तक दस्तावेज़ नहीं लौटाए गए हैं: 36 दिनों का विलंब हो चुका है।',
      'रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2021 के अंतर्गत RBI लोकपाल',
      'भवदीय, Rahul Kumar Sharma पैन: ABXXXX234F',
      'संलग्नक: अदेयता प्रमाणपत्र या खाते का अंतिम विवरण (यदि उपलब्ध हो)',
      'Loan Documents द्वारा 10 जन॰ 2027 को तैयार किया गया',
      'सैंडबॉक्स दस्तावेज़:',
    ]) {
      expect(text, sentence).toContain(unspaced(sentence));
    }
    for (const english of ['Dear Sir', 'Subject:', 'Yours faithfully', 'Enclosure', 'Borrower']) {
      expect(hindi.text).not.toContain(english);
    }
    expect(hindi.info.Title).toBe('शिकायत निवारण अधिकारी को पत्र');

    expect(lineWithUnspaced(hindi, 'दस्तावेज़ लौटाने की अंतिम तिथि 05 दिस॰ 2026')).toBeTruthy();
    expect(amountsIn(lineWithUnspaced(hindi, 'अब तक देय क्षतिपूर्ति'))).toEqual(
      amountsIn(lineWith(english, 'Compensation accrued to date')),
    );
    expect(amountsIn(lineWithUnspaced(hindi, 'अब तक देय क्षतिपूर्ति'))).toEqual([
      5_000_00, 1_80_000_00,
    ]);
    expect(sorted(amountsIn(hindi.text))).toEqual(sorted(amountsIn(english.text)));
  });

  it('counts one day late in the singular and many in the plural', async () => {
    // The day after the deadline: one day late.
    const oneDay = unspaced((await letter(closedHomeLoan, '2026-12-06', 'hi')).text);
    expect(oneDay).toContain(unspaced('1 दिन का विलंब हो चुका है।'));
    // Returned 15 days late: "these 15 days", in the oblique plural.
    const returned = unspaced((await letter(closedAutoLoan, '2026-11-22', 'hi')).text);
    expect(returned).toContain(unspaced('मूल वाहन दस्तावेज़ों की वापसी में विलंब के लिए क्षतिपूर्ति'));
    expect(returned).toMatch(/विलंबकेइन\d+दिनोंकेलिए₹[\d,]+\.\d{2}कीक्षतिपूर्ति/);
  });

  it('while the 30 days run, asks for the documents by the deadline in Hindi', async () => {
    const text = unspaced((await letter(closedHomeLoan, '2026-11-22', 'hi')).text);
    expect(text).toContain(
      unspaced(
        'आपसे अनुरोध है कि 05 दिस॰ 2026 तक, यानी इस पत्र की तिथि से 13 दिनों के भीतर, ' +
          'प्रतिभूति के रूप में जमा किए गए मूल संपत्ति दस्तावेज़ (स्वत्व विलेख) लौटाएँ',
      ),
    );
    expect(text).toContain(
      unspaced('06 दिस॰ 2026 से विलंब के प्रत्येक दिन के लिए ₹5,000.00 की क्षतिपूर्ति मुझे देय होगी।'),
    );
  });
});
