import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readsIndianLetters } from '../../../../tests/support/letter-text.js';
import { languageInfo } from '../../../shared/languages.js';
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
 * language's own (Marathi's not Hindi's), and the same amounts and dates as the English one.
 */

type Letter = 'request' | 'charges' | 'closure' | 'dispute' | 'tax';

interface Expected {
  /** Sentences each letter must carry, read back in logical order (spaces ignored). */
  sentences: Record<Letter, readonly string[]>;
  requestTitle: string;
  closureTitle: string;
  /** What would say the letter is in another language with this one's words in it. */
  foreign: readonly (string | RegExp)[];
  /** Whether each word of the script reads back as the sources spell it. */
  wordByWord: boolean;
}

const EXPECTED: Record<'mr' | 'te', Expected> = {
  mr: {
    sentences: {
      request: [
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
      charges: [
        'शुल्क परताव्यासाठी विनंती पत्र',
        '8.50 % वार्षिक (फ्लोटिंग)',
        'विषय: गृहकर्ज खाते XXXX5678 ला नावे टाकलेल्या शुल्कांचा परतावा',
        'फ्लोटिंग दराच्या कर्जावर परवानगी नाही (RBI)',
        'DBOD.Dir.BC.No.110/13.03.00/2013-14, दिनांक 7 मे 2014',
        'आपणास विनंती आहे की ही शुल्के रद्द करून ₹11,210.00 माझ्या कर्ज खात्यात परत जमा करावेत',
        'सोबत: 20 Nov 2026 रोजीचा खाते उतारा (पडताळणी कोड K7QM-2XWD-9PRT)',
      ],
      closure: [
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
    requestTitle: 'कर्ज दस्तऐवजांसाठी विनंती पत्र',
    closureTitle: 'तक्रार निवारण अधिकाऱ्यास पत्र',
    // Hindi's own words and the danda would say the letter is Hindi with Marathi words in it.
    foreign: ['ऋण', 'दस्तावेज़', 'भवदीय', 'सेवा में', 'के लिए', '।'],
    // Not yet: pdftotext doubles a sign in one word ("पडताळून" reads "पडताळूळून"), and a name
    // with its postposition joined ("क्रेडिट ब्युरोला") is no word of the sources.
    wordByWord: false,
  },
  te: {
    sentences: {
      request: [
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
      charges: [
        'ఛార్జీల వాపసు కోరుతూ లేఖ',
        '8.50 % వార్షికం (ఫ్లోటింగ్)',
        'విషయం: గృహ రుణం ఖాతా XXXX5678 కు డెబిట్ చేసిన ఛార్జీల వాపసు',
        'ఫ్లోటింగ్ రేటు రుణంపై అనుమతి లేదు (RBI)',
        'DBOD.Dir.BC.No.110/13.03.00/2013-14, తేదీ 7 మే 2014',
        'ఈ ఛార్జీలను రద్దు చేసి, ₹11,210.00 నా రుణ ఖాతాలో తిరిగి జమ చేయవలసిందిగా',
        'జతపరచినవి: 20 Nov 2026 నాటి ఖాతా స్టేట్‌మెంట్ (ధ్రువీకరణ కోడ్ K7QM-2XWD-9PRT)',
      ],
      closure: [
        'ఫిర్యాదుల పరిష్కార అధికారికి లేఖ',
        'తేదీ: 10 Jan 2027',
        'విషయం: అసలు ఆస్తి పత్రాలు తిరిగి ఇవ్వడం గురించి — గృహ రుణం ఖాతా XXXX5432, 05 Nov 2026 న ముగిసింది',
        'నా గృహ రుణం ఖాతా XXXX5432 05 Nov 2026 న పూర్తిగా తిరిగి చెల్లించబడింది.',
        '10 Jan 2027 నాటికి పత్రాలు తిరిగి ఇవ్వలేదు: 36 రోజులు ఆలస్యమైంది.',
        'రిజర్వ్ బ్యాంక్ - సమీకృత అంబుడ్స్‌మన్ పథకం, 2021 కింద RBI అంబుడ్స్‌మన్‌కు',
        'జతపరచినవి: నో-డ్యూస్ సర్టిఫికెట్ లేదా తుది ఖాతా స్టేట్‌మెంట్ (మీ దగ్గర ఉంటే)',
        'Loan Documents 10 Jan 2027 న తయారు చేసింది',
        'శాండ్‌బాక్స్ పత్రం:',
      ],
      dispute: [
        'క్రెడిట్ రిపోర్ట్ వివాద సారాంశం',
        'క్రెడిట్ బ్యూరో 22 Nov 2026 నాటి క్రెడిట్ రిపోర్ట్, Bajaj Finance వద్ద ఉన్న మీ వ్యక్తిగత రుణం ఖాతా XXXX7890',
        'స్థితి బకాయి పడింది 03 Oct 2026 న ముగిసింది',
        'ఆధారం',
        'ఏమి కోరాలి',
        'బకాయి మొత్తం ₹0.00; గడువు దాటిన రోజులు 0.',
      ],
      tax: [
        'తాత్కాలిక పన్ను సారాంశం',
        'ఆర్థిక సంవత్సరం 2026-27',
        'రుణాల వారీగా వడ్డీ, అసలు',
        'పాత పన్ను విధానం',
        'దయచేసి గమనించండి',
        '(ఉమ్మడి)',
      ],
    },
    requestTitle: 'రుణ పత్రాల కోసం అభ్యర్థన లేఖ',
    closureTitle: 'ఫిర్యాదుల పరిష్కార అధికారికి లేఖ',
    // Devanagari, or its danda, would say the letter took a Hindi or Marathi word.
    foreign: [/[\u0900-\u097F]/],
    wordByWord: true,
  },
};

const sorted = (amounts: number[]) => [...amounts].sort((a, b) => a - b);
const dates = (pdf: PdfText) => pdf.text.match(/\d{2} \w{3} \d{4}/g)?.sort();

/** The same document in a language and in English. */
async function both(
  language: DocumentLanguage,
  make: (language: DocumentLanguage) => Parameters<typeof renderPdf>[0],
): Promise<[PdfText, PdfText]> {
  const [translated, english] = await Promise.all(
    [language, 'en' as const].map(async (each) => extractPdfText(await renderPdf(make(each)))),
  );
  return [translated as PdfText, english as PdfText];
}

function expectWritten(
  pdf: PdfText,
  sentences: readonly string[],
  english: readonly string[],
  foreign: readonly (string | RegExp)[],
) {
  const text = unspaced(pdf.text);
  for (const sentence of sentences) expect(text, sentence).toContain(unspaced(sentence));
  for (const word of english) expect(pdf.text, word).not.toContain(word);
  for (const other of foreign) {
    if (typeof other === 'string') expect(pdf.text, other).not.toContain(other);
    else expect(pdf.text, String(other)).not.toMatch(other);
  }
}

/** A run of the script's letters, joiners included: a word as the sources and the PDF hold it. */
const SCRIPT_WORDS: Record<string, RegExp> = {
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
  return new Set(texts.flatMap((text) => text.match(pattern) ?? []));
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

describe.skipIf(!readable).each(['mr', 'te'] as const)(
  'letters and summaries in %s',
  (language) => {
    const expected = EXPECTED[language];
    const pattern = SCRIPT_WORDS[languageInfo(language).script] ?? /$^/g;
    const words = sourceWords(pattern);
    it('the request letter names the loans and documents in the language, with the English letter’s dates', async () => {
      const { borrower, lender } = sampleInput(homeLoan);
      const [translated, english] = await both(language, (language) =>
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
      expectWritten(
        translated,
        expected.sentences.request,
        ['Subject:', 'Dear Sir', 'I request', 'Loan account', 'times', 'Page'],
        expected.foreign,
      );
      if (expected.wordByWord) expectWordsReadBack(translated, pattern, await words);
      expect(translated.info.Title).toBe(expected.requestTitle);
      expect(dates(translated)).toEqual(dates(english));
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
      const [translated, english] = await both(language, (language) =>
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
      expectWritten(
        translated,
        expected.sentences.charges,
        ['Subject:', 'Dear Sir', 'I request', 'Total', 'Not allowed'],
        expected.foreign,
      );
      if (expected.wordByWord) expectWordsReadBack(translated, pattern, await words);
      expect(sorted(amountsIn(translated.text))).toEqual(sorted(amountsIn(english.text)));
      expect(dates(translated)).toEqual(dates(english));
    });

    it('the closure letter counts the days late and the compensation as the English one does', async () => {
      const issuedOn = '2027-01-10';
      const tracker = closureTracker(closedHomeLoan, issuedOn);
      if (!tracker) throw new Error('Not a repaid secured loan');
      const { borrower, lender } = sampleInput(closedHomeLoan);
      const [translated, english] = await both(language, (language) =>
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
      expectWritten(
        translated,
        expected.sentences.closure,
        ['Dear Sir', 'Subject:', 'Yours faithfully', 'Enclosure', 'Borrower'],
        expected.foreign,
      );
      if (expected.wordByWord) expectWordsReadBack(translated, pattern, await words);
      expect(translated.info.Title).toBe(expected.closureTitle);
      expect(sorted(amountsIn(translated.text))).toEqual(sorted(amountsIn(english.text)));
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
      const [translated, english] = await both(language, (language) =>
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
      expectWritten(
        translated,
        expected.sentences.dispute,
        ['Evidence', 'What to ask for', 'Outstanding', 'the credit bureau'],
        expected.foreign,
      );
      if (expected.wordByWord) expectWordsReadBack(translated, pattern, await words);
      expect(sorted(amountsIn(translated.text))).toEqual(sorted(amountsIn(english.text)));
    });

    it('the tax summary lists the English summary’s amounts under the language’s headings', async () => {
      const loans = [{ ...homeLoan, ownership: 'JOINT' as const }, personalLoan, overdueAutoLoan];
      const [translated, english] = await both(language, (language) =>
        taxSummaryDocument({
          summary: taxSummary(loans, '2026-27', SAMPLE_ISSUED_ON),
          borrower: { holderName: 'Rahul Kumar Sharma', panNumber: 'ABCPK1234F' },
          issuedOn: SAMPLE_ISSUED_ON,
          reportDate: SAMPLE_ISSUED_ON,
          sandbox: true,
          language,
        }),
      );
      expectWritten(
        translated,
        expected.sentences.tax,
        ['Interest and principal', 'Please note', 'Total', 'Financial year'],
        expected.foreign,
      );
      if (expected.wordByWord) expectWordsReadBack(translated, pattern, await words);
      expect(sorted(amountsIn(translated.text))).toEqual(sorted(amountsIn(english.text)));
    });
  },
);
