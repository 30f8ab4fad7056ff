import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import { maskAccountNumber } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { taxSummary } from '../../bureau/tax-summary.js';
import type { DocumentLanguage } from '../layout.js';
import {
  amountsIn,
  extractPdfText,
  lineWith,
  lineWithUnspaced,
  type PdfText,
  unspaced,
} from '../testing/pdf-text.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { taxSummaryDocument } from './tax-summary.js';

/**
 * The tax summary in Hindi: the same loans, amounts and totals as the English one, its columns,
 * sections and notes in Hindi, and its counts in the right number.
 */

async function summaryPdf(
  loans: readonly LoanAccount[],
  financialYear: string,
  language: DocumentLanguage,
): Promise<PdfText> {
  return extractPdfText(
    await renderPdf(
      taxSummaryDocument({
        summary: taxSummary(loans, financialYear, SAMPLE_ISSUED_ON),
        borrower: { holderName: 'Rahul Kumar Sharma', panNumber: 'ABCPK1234F' },
        issuedOn: SAMPLE_ISSUED_ON,
        reportDate: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    ),
  );
}

const jointHomeLoan: LoanAccount = { ...homeLoan, ownership: 'JOINT' };
const loans = [jointHomeLoan, personalLoan, overdueAutoLoan];

const readable = await readsIndianLetters('the tax summary, in Hindi');

describe.skipIf(!readable)('tax summary, in Hindi', () => {
  it('lists each loan with the English summary’s amounts, under Hindi headings and notes', async () => {
    // The year under way on the sample date: provisional, with two overdue instalments.
    const [hindi, english] = await Promise.all([
      summaryPdf(loans, '2026-27', 'hi'),
      summaryPdf(loans, '2026-27', 'en'),
    ]);
    const text = unspaced(hindi.text);
    for (const sentence of [
      'अनंतिम कर सारांश',
      'वित्त वर्ष 2026-27',
      '22 नव॰ 2026 तक अनंतिम',
      '01 अप्रैल 2026 से 31 मार्च 2027 तक',
      'ऋणवार ब्याज और मूलधन',
      'ऋणदाता ऋण EMI ब्याज मूलधन',
      `आवास ऋण ${maskAccountNumber(homeLoan.accountNumber)} (संयुक्त)`,
      'पुरानी कर व्यवस्था: ये राशियाँ सामान्यतः जिन धाराओं से संबंधित हैं',
      'आवास ऋण का ब्याज धारा 24(b) स्व-अधिभोग वाले मकान के लिए ₹2,00,000 प्रति वर्ष तक',
      'आवास ऋण का मूलधन धारा 80C धारा 80C की ₹1,50,000 प्रति वर्ष की सीमा के भीतर',
      'कृपया ध्यान दें',
      'अनंतिम: वित्त वर्ष 31 मार्च 2027 को समाप्त होता है।',
      'वर्ष में देय 2 किस्तें 22 नव॰ 2026 तक चुकाई नहीं गई थीं; उन्हें उनके शेड्यूल के अनुसार देय मानकर शामिल किया गया है।',
      'नई कर व्यवस्था में स्व-अधिभोग वाले मकान के लिए ये कटौतियाँ उपलब्ध नहीं हैं।',
      'यह सारांश केवल जानकारी के लिए है और कर सलाह नहीं है।',
    ]) {
      expect(text, sentence).toContain(unspaced(sentence));
    }
    // English only in the title beneath the Hindi one.
    for (const english of ['Interest', 'Principal', 'Please note', 'Total']) {
      expect(hindi.text).not.toContain(english);
    }

    for (const loan of loans) {
      const account = maskAccountNumber(loan.accountNumber);
      const row = amountsIn(lineWith(hindi, account));
      expect(row, account).toEqual(amountsIn(lineWith(english, account)));
      expect(row, account).toHaveLength(2);
    }
    expect(amountsIn(lineWithUnspaced(hindi, 'कुल'))).toEqual(amountsIn(lineWith(english, 'Total')));
    expect(amountsIn(lineWithUnspaced(hindi, 'धारा 24(b)'))).toEqual(
      amountsIn(lineWith(english, 'Section 24(b)')),
    );
    expect(amountsIn(lineWithUnspaced(hindi, 'धारा 80C धारा'))).toEqual(
      amountsIn(lineWith(english, 'Section 80C')),
    );
  });

  it('says one loan left out in the singular', async () => {
    // In 2023-24 the home loan was being repaid; the personal loan had not begun.
    const text = unspaced((await summaryPdf([homeLoan, personalLoan], '2023-24', 'hi')).text);
    expect(text).toContain(
      unspaced(
        'आपकी क्रेडिट रिपोर्ट के 1 अन्य ऋण में इस वर्ष कोई किस्त देय नहीं थी, इसलिए वह सूची में शामिल नहीं है।',
      ),
    );
    expect(text).toContain(unspaced('अंतिम'));
    expect(text).not.toContain(unspaced('अनंतिम'));
  });
});
