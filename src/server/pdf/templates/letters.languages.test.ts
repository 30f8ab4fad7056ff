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
 * Every letter and summary the app writes in the borrower's language, in each language other
 * than Hindi (whose letters have their own tests): titled in that language, its words that
 * language's (Marathi's not Hindi's; Tamil's with no Devanagari at all), read back in logical
 * order, and the same amounts and dates as the English one.
 */

type Written = 'mr' | 'ta';

/** What each language's letters must read back, letter by letter. */
interface Expected {
  /** Words or characters that would say the letter is in another language. */
  foreign: readonly (string | RegExp)[];
  request: { title: string; sentences: string[] };
  charges: string[];
  closure: { title: string; sentences: string[] };
  dispute: string[];
  tax: string[];
}

const EXPECTED: Record<Written, Expected> = {
  mr: {
    // Hindi's own words and the danda would say the letter is Hindi with Marathi words in it.
    foreign: ['ऋण', 'दस्तावेज़', 'भवदीय', 'सेवा में', 'के लिए', '।'],
    request: {
      title: 'कर्ज दस्तऐवजांसाठी विनंती पत्र',
      sentences: [
        'कर्ज दस्तऐवजांसाठी विनंती पत्र',
        'प्रति, तक्रार निवारण अधिकारी Sample Bank',
        'विषय: कर्ज दस्तऐवजांसाठी विनंती — वैयक्तिक कर्ज XXXX4410, गृहकर्ज XXXX0921',
        'महोदय/महोदया,',
        'माझ्या कर्जांचे पुढील दस्तऐवज मागितले होते.',
        'ही विनंती Sample Bank कडे 4 वेळा पाठवण्यात आली, तरीही ते दस्तऐवज मिळाले नाहीत:',
        'वैयक्तिक कर्ज XXXX4410 खाते उतारा (Statement of Account)',
        'गृहकर्ज XXXX0921 व्याज प्रमाणपत्र (Interest Certificate FY 2025-26)',
        'आपला विश्वासू, Rahul Kumar Sharma पॅन: ABXXXX234F',
        'पृष्ठ 1 / 1',
      ],
    },
    charges: [
      'शुल्क परताव्यासाठी विनंती पत्र',
      '8.50 % वार्षिक (फ्लोटिंग)',
      'विषय: गृहकर्ज खाते XXXX5678 ला नावे टाकलेल्या शुल्कांचा परतावा',
      'फ्लोटिंग दराच्या कर्जावर परवानगी नाही (RBI)',
      'DBOD.Dir.BC.No.110/13.03.00/2013-14, दिनांक 7 मे 2014',
      'आपणास विनंती आहे की ही शुल्के रद्द करून ₹11,210.00 माझ्या कर्ज खात्यात परत जमा करावेत',
      'सोबत: 20 Nov 2026 रोजीचा खाते उतारा (पडताळणी कोड K7QM-2XWD-9PRT)',
    ],
    closure: {
      title: 'तक्रार निवारण अधिकाऱ्यास पत्र',
      sentences: [
        'तक्रार निवारण अधिकाऱ्यास पत्र',
        'दिनांक: 10 Jan 2027',
        'विषय: मालमत्तेची मूळ कागदपत्रे परत मिळण्याबाबत — गृहकर्ज खाते XXXX5432, 05 Nov 2026 रोजी बंद',
        'माझे गृहकर्ज खाते XXXX5432 05 Nov 2026 रोजी संपूर्ण परतफेड करून बंद झाले आहे.',
        '10 Jan 2027 पर्यंत कागदपत्रे परत मिळालेली नाहीत: 36 दिवसांचा विलंब झाला आहे.',
        'रिझर्व्ह बँक - एकात्मिक लोकपाल योजना, 2021 अंतर्गत RBI लोकपालाकडे',
        'सोबत: बेबाकी प्रमाणपत्र किंवा अंतिम खाते उतारा (तुमच्याकडे असल्यास)',
        'Loan Documents ने 10 Jan 2027 रोजी तयार केले',
        'सँडबॉक्स दस्तऐवज:',
      ],
    },
    dispute: [
      'क्रेडिट रिपोर्ट विवाद सारांश',
      'क्रेडिट ब्युरोच्या 22 Nov 2026 रोजीच्या क्रेडिट रिपोर्टमध्ये Bajaj Finance कडील तुमचे वैयक्तिक कर्ज खाते XXXX7890',
      'स्थिती थकीत 03 Oct 2026 रोजी बंद',
      'पुरावा',
      'काय मागावे',
      'थकबाकी रक्कम ₹0.00; थकीत दिवस 0.',
    ],
    tax: [
      'तात्पुरता कर सारांश',
      'आर्थिक वर्ष 2026-27',
      'कर्जनिहाय व्याज आणि मुद्दल',
      'जुनी कर प्रणाली',
      'कृपया लक्षात घ्या',
      '(संयुक्त)',
    ],
  },
  ta: {
    // Tamil letters carry no Devanagari: no Hindi or Marathi word slipped in.
    foreign: [/[\u0900-\u097F]/],
    request: {
      title: 'கடன் ஆவணங்களுக்கான கோரிக்கைக் கடிதம்',
      sentences: [
        'கடன் ஆவணங்களுக்கான கோரிக்கைக் கடிதம்',
        'பெறுநர், குறைதீர்ப்பு அதிகாரி Sample Bank',
        'பொருள்: கடன் ஆவணங்களுக்கான கோரிக்கை — தனிநபர் கடன் XXXX4410, வீட்டுக் கடன் XXXX0921',
        'ஐயா/அம்மையீர்,',
        'என் கடன்களின் பின்வரும் ஆவணங்களைக் கோரியிருந்தேன்.',
        'இந்தக் கோரிக்கை Sample Bank-க்கு 4 முறை அனுப்பப்பட்டும், அந்த ஆவணங்கள் வழங்கப்படவில்லை:',
        'தனிநபர் கடன் XXXX4410 கணக்கு அறிக்கை (Statement of Account)',
        'வீட்டுக் கடன் XXXX0921 வட்டிச் சான்றிதழ் (Interest Certificate FY 2025-26)',
        'தங்கள் உண்மையுள்ள, Rahul Kumar Sharma PAN: ABXXXX234F',
        'பக்கம் 1 / 1',
      ],
    },
    charges: [
      'கட்டணங்களைத் திருப்பித் தரக் கோரும் கடிதம்',
      // The rate's type wraps to a line of its own in the narrow column of facts.
      '8.50 % ஆண்டுக்கு',
      'பொருள்: வீட்டுக் கடன் கணக்கு XXXX5678-இல் பற்று வைக்கப்பட்ட கட்டணங்களைத் திருப்பித் தருதல்',
      'மாறுபடும் வட்டிக் கடனுக்கு அனுமதி இல்லை (RBI)',
      'DBOD.Dir.BC.No.110/13.03.00/2013-14, தேதி 7 மே 2014',
      'இந்தக் கட்டணங்களை ரத்துசெய்து, ₹11,210.00 தொகையை என் கடன் கணக்கில் திருப்பி வரவு வைத்து',
      'இணைப்பு: 20 Nov 2026 தேதியிட்ட கணக்கு அறிக்கை (சரிபார்ப்புக் குறியீடு K7QM-2XWD-9PRT)',
    ],
    closure: {
      title: 'குறைதீர்ப்பு அதிகாரிக்குக் கடிதம்',
      sentences: [
        'குறைதீர்ப்பு அதிகாரிக்குக் கடிதம்',
        'தேதி: 10 Jan 2027',
        'பொருள்: சொத்தின் அசல் ஆவணங்கள் திருப்பித் தருதல் — வீட்டுக் கடன் கணக்கு XXXX5432, 05 Nov 2026 அன்று முடிக்கப்பட்டது',
        'என் வீட்டுக் கடன் கணக்கு XXXX5432 05 Nov 2026 அன்று முழுமையாகத் திருப்பிச் செலுத்தப்பட்டது.',
        '10 Jan 2027 வரை ஆவணங்கள் திருப்பித் தரப்படவில்லை: 36 நாட்கள் தாமதம் ஆகியுள்ளது.',
        'ரிசர்வ் வங்கி - ஒருங்கிணைந்த குறைதீர்ப்பாளர் திட்டம், 2021 கீழ் RBI குறைதீர்ப்பாளரிடம்',
        'இணைப்பு: நிலுவையின்மைச் சான்றிதழ் அல்லது இறுதிக் கணக்கு அறிக்கை (உங்களிடம் இருந்தால்)',
        'Loan Documents 10 Jan 2027 அன்று தயாரித்தது',
        'சாண்ட்பாக்ஸ் ஆவணம்:',
      ],
    },
    dispute: [
      'கிரெடிட் அறிக்கை ஆட்சேபனைச் சுருக்கம்',
      'கிரெடிட் பியூரோவின் 22 Nov 2026 தேதியிட்ட கிரெடிட் அறிக்கை, Bajaj Finance-இல் உள்ள உங்கள் தனிநபர் கடன் கணக்கு XXXX7890-ஐ',
      'நிலை தவணை தவறியது 03 Oct 2026 அன்று முடிக்கப்பட்டது',
      'சான்று',
      'என்ன கேட்க வேண்டும்',
      'நிலுவைத் தொகை ₹0.00; தவணை தவறிய நாட்கள் 0.',
    ],
    tax: [
      'தற்காலிக வரிச் சுருக்கம்',
      'நிதியாண்டு 2026-27',
      'கடன் வாரியாக வட்டியும் அசலும்',
      'பழைய வரி முறை',
      'கவனிக்கவும்',
      '(கூட்டு)',
    ],
  },
};

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
const dates = (pdf: PdfText) => pdf.text.match(/\d{2} \w{3} \d{4}/g)?.sort();

/** The same document in a language and in English. */
async function both(
  language: Written,
  make: (language: DocumentLanguage) => Parameters<typeof renderPdf>[0],
): Promise<[PdfText, PdfText]> {
  const [written, english] = await Promise.all(
    ([language, 'en'] as const).map(async (each) => extractPdfText(await renderPdf(make(each)))),
  );
  return [written as PdfText, english as PdfText];
}

function expectWritten(
  language: Written,
  pdf: PdfText,
  sentences: readonly string[],
  english: readonly string[],
) {
  const text = unspaced(pdf.text);
  for (const sentence of sentences) expect(text, sentence).toContain(unspaced(sentence));
  for (const word of english) expect(pdf.text, word).not.toContain(word);
  for (const foreign of EXPECTED[language].foreign) {
    if (typeof foreign === 'string') expect(pdf.text, foreign).not.toContain(foreign);
    else expect(pdf.text, String(foreign)).not.toMatch(foreign);
  }
}

const readable = await readsIndianLetters('the letters and summaries in Marathi and Tamil');

describe.skipIf(!readable).each(Object.keys(EXPECTED) as Written[])(
  'letters and summaries in %s',
  (language) => {
    const expected = EXPECTED[language];

    it('the request letter names the loans and documents in the language, with the English letter’s dates', async () => {
      const { borrower, lender } = sampleInput(homeLoan);
      const [written, english] = await both(language, (language) =>
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
      expectWritten(language, written, expected.request.sentences, [
        'Subject:',
        'Dear Sir',
        'I request',
        'Loan account',
        'times',
        'Page',
      ]);
      expect(written.info.Title).toBe(expected.request.title);
      expect(dates(written)).toEqual(dates(english));
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
      const [written, english] = await both(language, (language) =>
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
      expectWritten(language, written, expected.charges, [
        'Subject:',
        'Dear Sir',
        'I request',
        'Total',
        'Not allowed',
      ]);
      expect(sorted(amountsIn(written.text))).toEqual(sorted(amountsIn(english.text)));
      expect(dates(written)).toEqual(dates(english));
    });

    it('the closure letter counts the days late and the compensation as the English one does', async () => {
      const issuedOn = '2027-01-10';
      const tracker = closureTracker(closedHomeLoan, issuedOn);
      if (!tracker) throw new Error('Not a repaid secured loan');
      const { borrower, lender } = sampleInput(closedHomeLoan);
      const [written, english] = await both(language, (language) =>
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
      expectWritten(language, written, expected.closure.sentences, [
        'Dear Sir',
        'Subject:',
        'Yours faithfully',
        'Enclosure',
        'Borrower',
      ]);
      expect(written.info.Title).toBe(expected.closure.title);
      expect(sorted(amountsIn(written.text))).toEqual(sorted(amountsIn(english.text)));
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
      const [written, english] = await both(language, (language) =>
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
      expectWritten(language, written, expected.dispute, [
        'Evidence',
        'What to ask for',
        'Outstanding',
        'the credit bureau',
      ]);
      expect(sorted(amountsIn(written.text))).toEqual(sorted(amountsIn(english.text)));
    });

    it('the tax summary lists the English summary’s amounts under the language’s headings', async () => {
      const loans = [{ ...homeLoan, ownership: 'JOINT' as const }, personalLoan, overdueAutoLoan];
      const [written, english] = await both(language, (language) =>
        taxSummaryDocument({
          summary: taxSummary(loans, '2026-27', SAMPLE_ISSUED_ON),
          borrower: { holderName: 'Rahul Kumar Sharma', panNumber: 'ABCPK1234F' },
          issuedOn: SAMPLE_ISSUED_ON,
          reportDate: SAMPLE_ISSUED_ON,
          sandbox: true,
          language,
        }),
      );
      expectWritten(language, written, expected.tax, [
        'Interest and principal',
        'Please note',
        'Total',
        'Financial year',
      ]);
      expect(sorted(amountsIn(written.text))).toEqual(sorted(amountsIn(english.text)));
    });
  },
);
