import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import { formatDate } from '../../../shared/format.js';
import { LANGUAGE_CODES, languageInfo } from '../../../shared/languages.js';
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
 * Every letter and summary the app writes in the borrower's language, in each language but
 * English and Hindi (Hindi's have their own tests): titled in the language, its words the
 * language's own (Marathi's not Hindi's, no Devanagari in the others), and the same amounts and
 * dates as the English one. One table per language below; one harness runs them all.
 */

type Written = 'mr' | 'te' | 'ta' | 'bn';
type Letter = 'request' | 'charges' | 'closure' | 'dispute' | 'tax';

interface Expected {
  /** Each document's title (the PDF's information) and sentences it carries, spaces ignored. */
  letters: Record<Letter, { title: string; sentences: readonly string[] }>;
  /** What would say the letter is in another language with this one's words in it. */
  foreign: readonly (string | RegExp)[];
  /** Whether each word of the script reads back as the sources spell it. */
  wordByWord: boolean;
  /**
   * A sentence the PDF shows right but that does not read back yet: held as an expected failure,
   * so that the day it reads back the test fails and asks for whole-sentence checks.
   */
  readsBackWrong?: string;
}

const EXPECTED: Record<Written, Expected> = {
  mr: {
    letters: {
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
      charges: {
        title: 'शुल्क परताव्यासाठी विनंती पत्र',
        sentences: [
          'शुल्क परताव्यासाठी विनंती पत्र',
          '8.50 % वार्षिक (फ्लोटिंग)',
          'विषय: गृहकर्ज खाते XXXX5678 ला नावे टाकलेल्या शुल्कांचा परतावा',
          'फ्लोटिंग दराच्या कर्जावर परवानगी नाही (RBI)',
          'DBOD.Dir.BC.No.110/13.03.00/2013-14, दिनांक 7 मे 2014',
          'आपणास विनंती आहे की ही शुल्के रद्द करून ₹11,210.00 माझ्या कर्ज खात्यात परत जमा करावेत',
          'सोबत: 20 नोव्हें, 2026 रोजीचा खाते उतारा (पडताळणी कोड K7QM-2XWD-9PRT)',
        ],
      },
      closure: {
        title: 'तक्रार निवारण अधिकाऱ्यास पत्र',
        sentences: [
          'तक्रार निवारण अधिकाऱ्यास पत्र',
          'दिनांक: 10 जाने, 2027',
          'विषय: मालमत्तेची मूळ कागदपत्रे परत मिळण्याबाबत — गृहकर्ज खाते XXXX5432, 05 नोव्हें, 2026 रोजी बंद',
          'माझे गृहकर्ज खाते XXXX5432 05 नोव्हें, 2026 रोजी संपूर्ण परतफेड करून बंद झाले आहे.',
          '10 जाने, 2027 पर्यंत कागदपत्रे परत मिळालेली नाहीत: 36 दिवसांचा विलंब झाला आहे.',
          'रिझर्व्ह बँक - एकात्मिक लोकपाल योजना, 2021 अंतर्गत RBI लोकपालाकडे',
          'सोबत: बेबाकी प्रमाणपत्र किंवा अंतिम खाते उतारा (तुमच्याकडे असल्यास)',
          'Loan Documents ने 10 जाने, 2027 रोजी तयार केले',
          'सँडबॉक्स दस्तऐवज:',
        ],
      },
      dispute: {
        title: 'क्रेडिट रिपोर्ट विवाद सारांश',
        sentences: [
          'क्रेडिट रिपोर्ट विवाद सारांश',
          'क्रेडिट ब्युरोच्या 22 नोव्हें, 2026 रोजीच्या क्रेडिट रिपोर्टमध्ये Bajaj Finance कडील तुमचे वैयक्तिक कर्ज खाते XXXX7890',
          'स्थिती थकीत 03 ऑक्टो, 2026 रोजी बंद',
          'पुरावा',
          'काय मागावे',
          'थकबाकी रक्कम ₹0.00; थकीत दिवस 0.',
        ],
      },
      tax: {
        title: 'तात्पुरता कर सारांश',
        sentences: [
          'तात्पुरता कर सारांश',
          'आर्थिक वर्ष 2026-27',
          'कर्जनिहाय व्याज आणि मुद्दल',
          'जुनी कर प्रणाली',
          'कृपया लक्षात घ्या',
          '(संयुक्त)',
        ],
      },
    },
    // Hindi's own words and the danda would say the letter is Hindi with Marathi words in it.
    foreign: ['ऋण', 'दस्तावेज़', 'भवदीय', 'सेवा में', 'के लिए', '।'],
    // Not yet: pdftotext doubles a sign in one word ("पडताळून" reads "पडताळूळून"), and a name
    // with its postposition joined ("क्रेडिट ब्युरोला") is no word of the sources.
    wordByWord: false,
  },
  te: {
    letters: {
      request: {
        title: 'రుణ పత్రాల కోసం అభ్యర్థన లేఖ',
        sentences: [
          'రుణ పత్రాల కోసం అభ్యర్థన లేఖ',
          'గౌరవనీయులైన ఫిర్యాదుల పరిష్కార అధికారి గారికి, Sample Bank',
          'విషయం: రుణ పత్రాల కోసం అభ్యర్థన — వ్యక్తిగత రుణం XXXX4410, గృహ రుణం XXXX0921',
          'అయ్యా/అమ్మా,',
          'నా రుణాలకు సంబంధించిన కింది పత్రాలను కోరాను.',
          'ఈ అభ్యర్థన Sample Bank కు 4 సార్లు పంపబడింది, అయినా ఆ పత్రాలు అందలేదు:',
          'వ్యక్తిగత రుణం XXXX4410 ఖాతా స్టేట్‌మెంట్ (Statement of Account)',
          'గృహ రుణం XXXX0921 వడ్డీ సర్టిఫికెట్ (Interest Certificate FY 2025-26)',
          'భవదీయులు, Rahul Kumar Sharma PAN: ABXXXX234F',
          'పేజీ 1 / 1',
        ],
      },
      charges: {
        title: 'ఛార్జీల వాపసు కోరుతూ లేఖ',
        sentences: [
          'ఛార్జీల వాపసు కోరుతూ లేఖ',
          '8.50 % వార్షికం (ఫ్లోటింగ్)',
          'విషయం: గృహ రుణం ఖాతా XXXX5678 కు డెబిట్ చేసిన ఛార్జీల వాపసు',
          'ఫ్లోటింగ్ రేటు రుణంపై అనుమతి లేదు (RBI)',
          'DBOD.Dir.BC.No.110/13.03.00/2013-14, తేదీ 7 మే 2014',
          'ఈ ఛార్జీలను రద్దు చేసి, ₹11,210.00 నా రుణ ఖాతాలో తిరిగి జమ చేయవలసిందిగా',
          'జతపరచినవి: 20, నవం 2026 నాటి ఖాతా స్టేట్‌మెంట్ (ధ్రువీకరణ కోడ్ K7QM-2XWD-9PRT)',
        ],
      },
      closure: {
        title: 'ఫిర్యాదుల పరిష్కార అధికారికి లేఖ',
        sentences: [
          'ఫిర్యాదుల పరిష్కార అధికారికి లేఖ',
          'తేదీ: 10, జన 2027',
          'విషయం: అసలు ఆస్తి పత్రాలు తిరిగి ఇవ్వడం గురించి — గృహ రుణం ఖాతా XXXX5432, 05, నవం 2026 న ముగిసింది',
          'నా గృహ రుణం ఖాతా XXXX5432 05, నవం 2026 న పూర్తిగా తిరిగి చెల్లించబడింది.',
          '10, జన 2027 నాటికి పత్రాలు తిరిగి ఇవ్వలేదు: 36 రోజులు ఆలస్యమైంది.',
          'రిజర్వ్ బ్యాంక్ - సమీకృత అంబుడ్స్‌మన్ పథకం, 2021 కింద RBI అంబుడ్స్‌మన్‌కు',
          'జతపరచినవి: నో-డ్యూస్ సర్టిఫికెట్ లేదా తుది ఖాతా స్టేట్‌మెంట్ (మీ దగ్గర ఉంటే)',
          'Loan Documents 10, జన 2027 న తయారు చేసింది',
          'శాండ్‌బాక్స్ పత్రం:',
        ],
      },
      dispute: {
        title: 'క్రెడిట్ రిపోర్ట్ వివాద సారాంశం',
        sentences: [
          'క్రెడిట్ రిపోర్ట్ వివాద సారాంశం',
          'క్రెడిట్ బ్యూరో 22, నవం 2026 నాటి క్రెడిట్ రిపోర్ట్, Bajaj Finance వద్ద ఉన్న మీ వ్యక్తిగత రుణం ఖాతా XXXX7890',
          'స్థితి బకాయి పడింది 03, అక్టో 2026 న ముగిసింది',
          'ఆధారం',
          'ఏమి కోరాలి',
          'బకాయి మొత్తం ₹0.00; గడువు దాటిన రోజులు 0.',
        ],
      },
      tax: {
        title: 'తాత్కాలిక పన్ను సారాంశం',
        sentences: [
          'తాత్కాలిక పన్ను సారాంశం',
          'ఆర్థిక సంవత్సరం 2026-27',
          'రుణాల వారీగా వడ్డీ, అసలు',
          'పాత పన్ను విధానం',
          'దయచేసి గమనించండి',
          '(ఉమ్మడి)',
        ],
      },
    },
    // Devanagari, or its danda, would say the letter took a Hindi or Marathi word.
    foreign: [/[\u0900-\u097F]/],
    wordByWord: true,
  },
  ta: {
    letters: {
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
      charges: {
        title: 'கட்டணங்களைத் திருப்பித் தரக் கோரும் கடிதம்',
        sentences: [
          'கட்டணங்களைத் திருப்பித் தரக் கோரும் கடிதம்',
          // The rate's type wraps to a line of its own in the narrow column of facts.
          '8.50 % ஆண்டுக்கு',
          'பொருள்: வீட்டுக் கடன் கணக்கு XXXX5678-இல் பற்று வைக்கப்பட்ட கட்டணங்களைத் திருப்பித் தருதல்',
          'மாறுபடும் வட்டிக் கடனுக்கு அனுமதி இல்லை (RBI)',
          'DBOD.Dir.BC.No.110/13.03.00/2013-14, தேதி 7 மே 2014',
          'இந்தக் கட்டணங்களை ரத்துசெய்து, ₹11,210.00 தொகையை என் கடன் கணக்கில் திருப்பி வரவு வைத்து',
          'இணைப்பு: 20 நவ., 2026 தேதியிட்ட கணக்கு அறிக்கை (சரிபார்ப்புக் குறியீடு K7QM-2XWD-9PRT)',
        ],
      },
      closure: {
        title: 'குறைதீர்ப்பு அதிகாரிக்குக் கடிதம்',
        sentences: [
          'குறைதீர்ப்பு அதிகாரிக்குக் கடிதம்',
          'தேதி: 10 ஜன., 2027',
          'பொருள்: சொத்தின் அசல் ஆவணங்கள் திருப்பித் தருதல் — வீட்டுக் கடன் கணக்கு XXXX5432, 05 நவ., 2026 அன்று முடிக்கப்பட்டது',
          'என் வீட்டுக் கடன் கணக்கு XXXX5432 05 நவ., 2026 அன்று முழுமையாகத் திருப்பிச் செலுத்தப்பட்டது.',
          '10 ஜன., 2027 வரை ஆவணங்கள் திருப்பித் தரப்படவில்லை: 36 நாட்கள் தாமதம் ஆகியுள்ளது.',
          'ரிசர்வ் வங்கி - ஒருங்கிணைந்த குறைதீர்ப்பாளர் திட்டம், 2021 கீழ் RBI குறைதீர்ப்பாளரிடம்',
          'இணைப்பு: நிலுவையின்மைச் சான்றிதழ் அல்லது இறுதிக் கணக்கு அறிக்கை (உங்களிடம் இருந்தால்)',
          'Loan Documents 10 ஜன., 2027 அன்று தயாரித்தது',
          'சாண்ட்பாக்ஸ் ஆவணம்:',
        ],
      },
      dispute: {
        title: 'கிரெடிட் அறிக்கை ஆட்சேபனைச் சுருக்கம்',
        sentences: [
          'கிரெடிட் அறிக்கை ஆட்சேபனைச் சுருக்கம்',
          'கிரெடிட் பியூரோவின் 22 நவ., 2026 தேதியிட்ட கிரெடிட் அறிக்கை, Bajaj Finance-இல் உள்ள உங்கள் தனிநபர் கடன் கணக்கு XXXX7890-ஐ',
          'நிலை தவணை தவறியது 03 அக்., 2026 அன்று முடிக்கப்பட்டது',
          'சான்று',
          'என்ன கேட்க வேண்டும்',
          'நிலுவைத் தொகை ₹0.00; தவணை தவறிய நாட்கள் 0.',
        ],
      },
      tax: {
        title: 'தற்காலிக வரிச் சுருக்கம்',
        sentences: [
          'தற்காலிக வரிச் சுருக்கம்',
          'நிதியாண்டு 2026-27',
          'கடன் வாரியாக வட்டியும் அசலும்',
          'பழைய வரி முறை',
          'கவனிக்கவும்',
          '(கூட்டு)',
        ],
      },
    },
    // Tamil letters carry no Devanagari: no Hindi or Marathi word slipped in.
    foreign: [/[\u0900-\u097F]/],
    // Not yet: some words get a suffix joined in code ("நீக்குமாறும்", the bureau's name with
    // விடம்), so they are no word of the sources.
    wordByWord: false,
  },
  // Bengali does not read back whole: the typesetter maps every glyph of a cluster drawn with
  // several glyphs (য় as ya and nukta, ক্তি, ন্ট, a reph) to the whole cluster, so pdftotext and
  // MuPDF alike read it two or three times ("মহাশয়য়"). The PDF shows it right. So its sentences
  // are the parts made of single-glyph clusters, and `readsBackWrong` records the doubling.
  bn: {
    letters: {
      request: {
        title: 'ঋণের নথির জন্য অনুরোধ পত্র',
        sentences: [
          'অভিযোগ নিষ্পত্তি আধিকারিক Sample Bank',
          'ইমেল: care@samplebank.example',
          '20 নভেঃ, 2026 তারিখে, আমার সম্মতিতে, আমি Loan Documents',
          'Sample Bank-এর কাছে 4 বার পাঠানো',
          'সুদের শংসাপত্র (Interest Certificate FY 2025-26)',
          'বিনীত, Rahul Kumar Sharma প্যান: ABXXXX234F',
          'পৃষ্ঠা 1 / 1',
        ],
      },
      charges: {
        title: 'চার্জ ফেরতের জন্য অনুরোধ পত্র',
        sentences: [
          'DBOD.Dir.BC.No.110/13.03.00/2013-14, তারিখ 7 মে 2014',
          'পরিমাণ (GST সহ)',
          'মোট ₹11,210.00',
          'বাতিল করে ₹11,210.00 আমার ঋণ',
        ],
      },
      closure: {
        title: 'অভিযোগ নিষ্পত্তি আধিকারিককে চিঠি',
        sentences: [
          'অভিযোগ নিষ্পত্তি আধিকারিককে চিঠি',
          'তারিখ: 10 জানু, 2027',
          'সম্পত্তির আসল কাগজপত্র ফেরত',
          '36 দিন দেরি',
          'কাছে অভিযোগ জানাতে পারি (https://cms.rbi.org.in)।',
          'নো-ডিউজ শংসাপত্র বা শেষ অ্যাকাউন্ট',
        ],
      },
      dispute: {
        title: 'ক্রেডিট রিপোর্ট আপত্তির সারাংশ',
        sentences: [
          'নথি আইডি doc_7Hq2mX9kLp4R',
          'যাচাই কোড K7QM-2XWD-9PRT',
          'কী চাইবেন',
          'Bajaj Finance-এর নিজের',
          'পরিমাণ ₹94,384.18 ₹0.00',
        ],
      },
      tax: {
        title: 'অস্থায়ী কর সারাংশ',
        sentences: ['কর সারাংশ', '(যৌথ)', 'ধারা 80C-এর বছরে ₹1,50,000 সীমার মধ্যে', 'মোট'],
      },
    },
    foreign: [
      // Hindi's and Marathi's own words would say a table fell back to another language.
      ...['ऋण', 'कर्ज', 'दस्तावेज़', 'दस्तऐवज', 'भवदीय', 'सेवा में', 'प्रति,'],
      // No Devanagari letter at all: the danda is the one sign the two scripts share.
      /[\u0900-\u0963\u0966-\u097F]/,
    ],
    wordByWord: false,
    readsBackWrong: 'মহাশয়/মহাশয়া,',
  },
};

/** Each letter: its test, how it is made in a language, and what must match the English one. */
interface LetterCase {
  name: string;
  make: (language: DocumentLanguage) => Parameters<typeof renderPdf>[0];
  /** English words that would say a part was left untranslated. */
  english: readonly string[];
  same: readonly ('amounts' | 'dates')[];
}

/** The borrower and lender of a sample loan, as each letter is addressed. */
function parties(loan: LoanAccount) {
  const { borrower, lender } = sampleInput(loan);
  return { borrower, lender };
}
const chargedLoan: LoanAccount = {
  ...homeLoan,
  chargesLevied: [
    {
      on: '2026-07-27',
      kind: 'foreclosure_charge',
      description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
      amountPaise: 9_440_00,
    },
    {
      on: '2026-10-10',
      kind: 'documentation_charge',
      description: 'Documentation charges + GST',
      amountPaise: 1_770_00,
    },
  ] satisfies LeviedCharge[],
};
const closureIssuedOn = '2027-01-10';
const tracker = closureTracker(closedHomeLoan, closureIssuedOn);
if (!tracker) throw new Error('Not a repaid secured loan');
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
const borrowerNamed = { holderName: 'Rahul Kumar Sharma', panNumber: 'ABCPK1234F' };
const taxLoans = [{ ...homeLoan, ownership: 'JOINT' as const }, personalLoan, overdueAutoLoan];

const LETTERS: Record<Letter, LetterCase> = {
  request: {
    name: 'the request letter names the loans and documents in the language, with the English letter’s dates',
    make: (language) =>
      documentRequestLetter({
        ...parties(homeLoan),
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
    english: ['Subject:', 'Dear Sir', 'I request', 'Loan account', 'times', 'Page'],
    same: ['dates'],
  },
  charges: {
    name: 'the charges letter asks for the English letter’s refund',
    make: (language) =>
      chargesLetter({
        loan: chargedLoan,
        flagged: chargesCheck(chargedLoan),
        ...parties(chargedLoan),
        statement: { generatedOn: '2026-11-20', verificationCode: 'K7QM-2XWD-9PRT' },
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    english: ['Subject:', 'Dear Sir', 'I request', 'Total', 'Not allowed'],
    same: ['amounts', 'dates'],
  },
  closure: {
    name: 'the closure letter counts the days late and the compensation as the English one does',
    make: (language) =>
      closureEscalationLetter({
        loan: closedHomeLoan,
        tracker,
        ...parties(closedHomeLoan),
        issuedOn: closureIssuedOn,
        sandbox: true,
        language,
      }),
    english: ['Dear Sir', 'Subject:', 'Yours faithfully', 'Enclosure', 'Borrower'],
    same: ['amounts'],
  },
  dispute: {
    name: 'the dispute summary sets out the differences with the English summary’s amounts',
    make: (language) =>
      disputeSummaryDocument({
        bureauLoan,
        lenderLoan,
        mismatches: compareRecords(bureauLoan, lenderLoan),
        borrower: borrowerNamed,
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
    english: ['Evidence', 'What to ask for', 'Outstanding', 'the credit bureau'],
    same: ['amounts'],
  },
  tax: {
    name: 'the tax summary lists the English summary’s amounts under the language’s headings',
    make: (language) =>
      taxSummaryDocument({
        summary: taxSummary(taxLoans, '2026-27', SAMPLE_ISSUED_ON),
        borrower: borrowerNamed,
        issuedOn: SAMPLE_ISSUED_ON,
        reportDate: SAMPLE_ISSUED_ON,
        sandbox: true,
        language,
      }),
    english: ['Interest and principal', 'Please note', 'Total', 'Financial year'],
    same: ['amounts'],
  },
};

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Each "05 Jan 2026" of an English text, said in the language ("05 जाने, 2026"), spaces removed. */
function datesSaidIn(text: string, language: DocumentLanguage): string[] {
  return [...text.matchAll(/(\d{2}) (\w{3}) (\d{4})/g)].map(([, day, month, year]) =>
    unspaced(
      formatDate(
        new Date(Date.UTC(Number(year), MONTHS.indexOf(month ?? ''), Number(day))),
        language,
      ),
    ),
  );
}

/** How often each of these appears in the text. */
function countsIn(text: string, parts: readonly string[]): Record<string, number> {
  return Object.fromEntries(parts.map((part) => [part, text.split(part).length - 1]));
}

/** How often each appears in the list. */
function tally(parts: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const part of parts) counts[part] = (counts[part] ?? 0) + 1;
  return counts;
}

/** What must match the English letter: its amounts; its dates, said in the language. */
const SAME: Record<
  LetterCase['same'][number],
  (pdf: PdfText, english: PdfText, language: DocumentLanguage) => [unknown, unknown]
> = {
  amounts: (pdf, english) => [sorted(amountsIn(pdf.text)), sorted(amountsIn(english.text))],
  dates: (pdf, english, language) => {
    const said = datesSaidIn(english.text, language);
    return [countsIn(unspaced(pdf.text), said), tally(said)];
  },
};

const textOf = async (make: LetterCase['make'], language: DocumentLanguage) =>
  extractPdfText(await renderPdf(make(language)));

/** A run of the script's letters, joiners included: a word as the sources and the PDF hold it. */
const SCRIPT_WORDS: Partial<Record<string, RegExp>> = {
  Deva: /[\u0900-\u097F\u200C\u200D]+/g,
  Telu: /[\u0C00-\u0C7F\u200C\u200D]+/g,
};

/** Every word of the script that the letters' sources (their words tables) hold. */
async function sourceWords(pattern: RegExp): Promise<Set<string>> {
  const files = [
    'charges-letter.ts',
    'closure-escalation-letter.ts',
    'dispute-summary.ts',
    'document-request-letter.ts',
    'tax-summary.ts',
    '../layout.ts',
    '../letter-parts.ts',
  ];
  const texts = await Promise.all(
    files.map((file) => readFile(new URL(file, import.meta.url), 'utf8')),
  );
  // The month names come from the dates, said in the language.
  const months = LANGUAGE_CODES.flatMap((language) =>
    MONTHS.map((_, month) => formatDate(new Date(Date.UTC(2026, month, 15)), language)),
  );
  return new Set([...texts, ...months].flatMap((text) => text.match(pattern) ?? []));
}

/**
 * Every word of the script in the PDF's text is a word of the sources, its letters in logical
 * order. pdftotext sometimes breaks a word after a cluster ("పత్రా లు"): runs split only by
 * spaces are joined back while they still begin a source word.
 */
function expectWordsReadBack(pdf: PdfText, pattern: RegExp, words: Set<string>) {
  const runs = [...pdf.text.matchAll(pattern)];
  const known = [...words];
  for (let index = 0; index < runs.length; index += 1) {
    // The longest join of this run and the next ones (spaces only between) that is a word.
    let joined = runs[index]?.[0] ?? '';
    let end = (runs[index]?.index ?? 0) + joined.length;
    let best = words.has(joined) ? { word: joined, last: index } : undefined;
    for (let next = index + 1; next < runs.length; next += 1) {
      const run = runs[next];
      if (!run || !/^[ \t]+$/.test(pdf.text.slice(end, run.index))) break;
      joined += run[0];
      end = run.index + run[0].length;
      if (!known.some((each) => each.startsWith(joined))) break;
      if (words.has(joined)) best = { word: joined, last: next };
    }
    expect(best?.word, `"${runs[index]?.[0]}" read back`).toBeDefined();
    index = best?.last ?? index;
  }
}

const readable = await readsIndianLetters('the letters and summaries in each Indian language');

describe.skipIf(!readable).each(Object.keys(EXPECTED) as Written[])(
  'letters and summaries in %s',
  (language) => {
    const expected = EXPECTED[language];
    const pattern = SCRIPT_WORDS[languageInfo(language).script];
    if (expected.wordByWord && !pattern) throw new Error(`No word pattern for ${language}`);
    let words: Promise<Set<string>> | undefined;

    for (const letter of Object.keys(LETTERS) as Letter[]) {
      const { name, make, english, same } = LETTERS[letter];
      const { title, sentences } = expected.letters[letter];
      it(name, async () => {
        const [pdf, inEnglish] = await Promise.all([textOf(make, language), textOf(make, 'en')]);
        const text = unspaced(pdf.text);
        for (const sentence of sentences) expect(text, sentence).toContain(unspaced(sentence));
        for (const word of english) expect(pdf.text, word).not.toContain(word);
        for (const other of expected.foreign) {
          if (typeof other === 'string') expect(pdf.text, other).not.toContain(other);
          else expect(pdf.text, String(other)).not.toMatch(other);
        }
        if (expected.wordByWord && pattern) {
          words ??= sourceWords(pattern);
          expectWordsReadBack(pdf, pattern, await words);
        }
        expect(pdf.info.Title).toBe(title);
        // Bengali's clusters do not all read back yet (below), a month's name among them.
        for (const each of same.filter((kind) => kind !== 'dates' || !expected.readsBackWrong)) {
          const [inLanguage, asInEnglish] = SAME[each](pdf, inEnglish, language);
          expect(inLanguage, each).toEqual(asInEnglish);
        }
      });
    }

    const wrong = expected.readsBackWrong;
    // Expected to fail until the clusters read back once; then check whole sentences instead.
    if (wrong) {
      it.fails(`reads back "${wrong}" (a cluster drawn with several glyphs) once`, async () => {
        const pdf = await textOf(LETTERS.request.make, language);
        expect(unspaced(pdf.text)).toContain(unspaced(wrong));
      });
    }
  },
);
