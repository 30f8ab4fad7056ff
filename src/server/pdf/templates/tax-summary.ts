import { formatInr, maskAccountNumber } from '../../../shared/format.js';
import type { OldRegimeLine, TaxSummary } from '../../bureau/tax-summary.js';
import {
  borrowerSummaryDocument,
  bullets,
  type Column,
  type DocumentLanguage,
  dataTable,
  date,
  loanTypeName,
  money,
  note,
  paragraph,
  section,
} from '../layout.js';
import type { Block, Inline, TypesetDocument } from '../typeset/document-model.js';

/**
 * One financial year across all the borrower's loans: interest and principal per loan (each
 * exactly its interest certificate's), their totals, and — as information only — the sections
 * of the old tax regime they usually relate to. Prepared by the service, not by a lender.
 */

export interface TaxSummaryInput {
  summary: TaxSummary;
  borrower: { holderName: string; panNumber: string };
  /** ISO date the summary is prepared on. */
  issuedOn: string;
  /** The date of the credit report the loans come from. */
  reportDate: string;
  sandbox: boolean;
  /** The borrower's language, the summary's; English when absent. */
  language?: DocumentLanguage;
}

export const NEW_REGIME_NOTE =
  'Under the new tax regime these deductions are not allowed for a self-occupied house.';
export const NOT_TAX_ADVICE =
  'This summary is for information only and is not tax advice. Whether and how much you may ' +
  'claim depends on your own circumstances: please check with a tax adviser. Your lenders’ ' +
  'interest certificates are the documents to keep for your return.';

/** The summary's words, with the dates and counts it is given. */
interface SummaryWords {
  /** The loan table's headers, in LOAN_COLUMNS' order. */
  loanHeaders: readonly string[];
  /** The old-regime table's headers, in SECTION_COLUMNS' order. */
  sectionHeaders: readonly string[];
  joint: string;
  period: (from: string, to: string) => string;
  /** What an old-regime section covers and its usual limit. */
  oldRegimeLine: (line: OldRegimeLine) => [covers: string, section: string, limit: string];
  oldRegimeTitle: string;
  oldRegimeNote: string;
  provisional: (yearEnds: string, asOn: string) => string;
  overdue: (count: number, asOn: string) => string;
  withoutInstalments: (count: number) => string;
  jointNote: string;
  newRegime: string;
  notTaxAdvice: string;
  title: (provisional: boolean) => string;
  facts: { year: string; status: string; period: string; loansListed: string };
  status: (provisional: boolean, asOn: string) => string;
  source: (report: string) => string;
  intro: (year: string, period: string) => string;
  byLoan: string;
  total: string;
  pleaseNote: string;
}

/** The tables' column widths and alignments, the same in every language. */
const LOAN_COLUMNS: readonly Omit<Column, 'header'>[] = [
  { width: '*' },
  { width: 118 },
  { width: 30, alignment: 'right' },
  { width: 78, alignment: 'right' },
  { width: 78, alignment: 'right' },
];
const SECTION_COLUMNS: readonly Omit<Column, 'header'>[] = [
  { width: 100 },
  { width: 60 },
  { width: '*' },
  { width: 78, alignment: 'right' },
];

/** Columns with their headers in the summary's language. */
function headed(columns: readonly Omit<Column, 'header'>[], headers: readonly string[]): Column[] {
  return columns.map((column, index) => ({ ...column, header: headers[index] ?? '' }));
}

const ENGLISH: SummaryWords = {
  loanHeaders: ['Lender', 'Loan', 'EMIs', 'Interest', 'Principal'],
  sectionHeaders: ['Amount', 'Section', 'Usual limit', 'This year'],
  joint: ' (joint)',
  period: (from, to) => `${from} to ${to}`,
  oldRegimeLine: (line) => [line.covers, `Section ${line.section}`, line.limit],
  oldRegimeTitle: 'Old tax regime: the sections these usually relate to',
  oldRegimeNote: 'For information only. The limits are per person and per year.',
  provisional: (yearEnds, asOn) =>
    `Provisional: the financial year ends on ${yearEnds}. Instalments due after ` +
    `${asOn} are included as their repayment schedules have them and are not yet paid.`,
  overdue: (count, asOn) =>
    `${count} ${count === 1 ? 'instalment' : 'instalments'} due in the year ` +
    `${count === 1 ? 'was' : 'were'} not paid as on ${asOn}; ` +
    `${count === 1 ? 'it is' : 'they are'} included as due under ${count === 1 ? 'its' : 'their'} schedule.`,
  withoutInstalments: (count) =>
    `${count} other ${count === 1 ? 'loan' : 'loans'} on your credit report had no instalment ` +
    'due in this year and ' +
    `${count === 1 ? 'is' : 'are'} not listed.`,
  jointNote:
    'A joint loan’s amounts are for the whole loan: each co-borrower usually claims only their own share.',
  newRegime: NEW_REGIME_NOTE,
  notTaxAdvice: NOT_TAX_ADVICE,
  title: (provisional) => (provisional ? 'Provisional Tax Summary' : 'Tax Summary'),
  facts: {
    year: 'Financial year',
    status: 'Status',
    period: 'Period',
    loansListed: 'Loans listed',
  },
  status: (provisional, asOn) => (provisional ? `Provisional as on ${asOn}` : 'Final'),
  source: (report) => `From your credit report of ${report} and each loan's repayment schedule`,
  intro: (year, period) =>
    `The interest and principal of your loans for the financial year ${year} ` +
    `(${period}): for each loan, the instalments due in the year under its repayment ` +
    'schedule, the same amounts as its interest certificate.',
  byLoan: 'Interest and principal by loan',
  total: 'Total',
  pleaseNote: 'Please note',
};

/** The old regime's sections in Hindi: what each covers and its usual limit. */
const HINDI_OLD_REGIME: Record<OldRegimeLine['section'], (limit: string) => [string, string]> = {
  '24(b)': (limit) => ['आवास ऋण का ब्याज', `स्व-अधिभोग वाले मकान के लिए ${limit} प्रति वर्ष तक`],
  '80C': (limit) => ['आवास ऋण का मूलधन', `धारा 80C की ${limit} प्रति वर्ष की सीमा के भीतर`],
};

const HINDI: SummaryWords = {
  loanHeaders: ['ऋणदाता', 'ऋण', 'EMI', 'ब्याज', 'मूलधन'],
  sectionHeaders: ['राशि', 'धारा', 'सामान्य सीमा', 'इस वर्ष'],
  joint: ' (संयुक्त)',
  period: (from, to) => `${from} से ${to} तक`,
  oldRegimeLine: (line) => {
    const [covers, limit] = HINDI_OLD_REGIME[line.section](formatInr(line.limitPaise / 100));
    return [covers, `धारा ${line.section}`, limit];
  },
  oldRegimeTitle: 'पुरानी कर व्यवस्था: ये राशियाँ सामान्यतः जिन धाराओं से संबंधित हैं',
  oldRegimeNote: 'केवल जानकारी के लिए। सीमाएँ प्रति व्यक्ति और प्रति वर्ष हैं।',
  provisional: (yearEnds, asOn) =>
    `अनंतिम: वित्त वर्ष ${yearEnds} को समाप्त होता है। ${asOn} के बाद देय किस्तें उनके ` +
    'पुनर्भुगतान शेड्यूल के अनुसार शामिल की गई हैं और अभी चुकाई नहीं गई हैं।',
  overdue: (count, asOn) =>
    count === 1
      ? `वर्ष में देय 1 किस्त ${asOn} तक चुकाई नहीं गई थी; उसे उसके शेड्यूल के अनुसार ` +
        'देय मानकर शामिल किया गया है।'
      : `वर्ष में देय ${count} किस्तें ${asOn} तक चुकाई नहीं गई थीं; उन्हें उनके शेड्यूल के ` +
        'अनुसार देय मानकर शामिल किया गया है।',
  withoutInstalments: (count) =>
    count === 1
      ? 'आपकी क्रेडिट रिपोर्ट के 1 अन्य ऋण में इस वर्ष कोई किस्त देय नहीं थी, इसलिए वह सूची में शामिल नहीं है।'
      : `आपकी क्रेडिट रिपोर्ट के ${count} अन्य ऋणों में इस वर्ष कोई किस्त देय नहीं थी, इसलिए वे ` +
        'सूची में शामिल नहीं हैं।',
  jointNote:
    'संयुक्त ऋण की राशियाँ पूरे ऋण की हैं: प्रत्येक सह-उधारकर्ता सामान्यतः केवल अपने हिस्से का दावा करता है।',
  newRegime: 'नई कर व्यवस्था में स्व-अधिभोग वाले मकान के लिए ये कटौतियाँ उपलब्ध नहीं हैं।',
  notTaxAdvice:
    'यह सारांश केवल जानकारी के लिए है और कर सलाह नहीं है। आप कटौती का दावा कर सकते हैं या ' +
    'नहीं, और कितना, यह आपकी अपनी परिस्थितियों पर निर्भर करता है: कृपया किसी कर सलाहकार से ' +
    'पूछें। अपने रिटर्न के लिए आपके ऋणदाताओं के ब्याज प्रमाणपत्र ही रखने योग्य दस्तावेज़ हैं।',
  title: (provisional) => (provisional ? 'अनंतिम कर सारांश' : 'कर सारांश'),
  facts: { year: 'वित्त वर्ष', status: 'स्थिति', period: 'अवधि', loansListed: 'सूचीबद्ध ऋण' },
  status: (provisional, asOn) => (provisional ? `${asOn} तक अनंतिम` : 'अंतिम'),
  source: (report) => `${report} की आपकी क्रेडिट रिपोर्ट और प्रत्येक ऋण के पुनर्भुगतान शेड्यूल से`,
  intro: (year, period) =>
    `वित्त वर्ष ${year} (${period}) के लिए आपके ऋणों का ब्याज और मूलधन: प्रत्येक ऋण के लिए, ` +
    'उसके पुनर्भुगतान शेड्यूल के अनुसार इस वर्ष में देय किस्तें — वही राशियाँ जो उसके ब्याज ' +
    'प्रमाणपत्र में हैं।',
  byLoan: 'ऋणवार ब्याज और मूलधन',
  total: 'कुल',
  pleaseNote: 'कृपया ध्यान दें',
};

/** The old regime's sections in Marathi: what each covers and its usual limit. */
const MARATHI_OLD_REGIME: Record<OldRegimeLine['section'], (limit: string) => [string, string]> = {
  '24(b)': (limit) => ['गृहकर्जावरील व्याज', `स्वतः राहत असलेल्या घरासाठी दरवर्षी ${limit} पर्यंत`],
  '80C': (limit) => ['गृहकर्जाचे मुद्दल', `कलम 80C च्या दरवर्षी ${limit} मर्यादेत`],
};

const MARATHI: SummaryWords = {
  loanHeaders: ['कर्जदाता', 'कर्ज', 'EMI', 'व्याज', 'मुद्दल'],
  sectionHeaders: ['रक्कम', 'कलम', 'नेहमीची मर्यादा', 'या वर्षी'],
  joint: ' (संयुक्त)',
  period: (from, to) => `${from} ते ${to}`,
  oldRegimeLine: (line) => {
    const [covers, limit] = MARATHI_OLD_REGIME[line.section](formatInr(line.limitPaise / 100));
    return [covers, `कलम ${line.section}`, limit];
  },
  oldRegimeTitle: 'जुनी कर प्रणाली: या रकमा सहसा ज्या कलमांशी संबंधित असतात ती कलमे',
  oldRegimeNote: 'केवळ माहितीसाठी. मर्यादा प्रत्येक व्यक्तीसाठी आणि प्रत्येक वर्षासाठी आहेत.',
  provisional: (yearEnds, asOn) =>
    `तात्पुरता: आर्थिक वर्ष ${yearEnds} रोजी संपते. ${asOn} नंतर देय असलेले हप्ते त्यांच्या ` +
    'परतफेडीच्या वेळापत्रकानुसार धरले आहेत; ते अजून भरलेले नाहीत.',
  overdue: (count, asOn) =>
    count === 1
      ? `वर्षात देय असलेला 1 हप्ता ${asOn} पर्यंत भरलेला नव्हता; तो त्याच्या वेळापत्रकानुसार ` +
        'देय म्हणून धरला आहे.'
      : `वर्षात देय असलेले ${count} हप्ते ${asOn} पर्यंत भरलेले नव्हते; ते त्यांच्या ` +
        'वेळापत्रकानुसार देय म्हणून धरले आहेत.',
  withoutInstalments: (count) =>
    count === 1
      ? 'तुमच्या क्रेडिट रिपोर्टमधील आणखी 1 कर्जाचा या वर्षी कोणताही हप्ता देय नव्हता, म्हणून ते यादीत नाही.'
      : `तुमच्या क्रेडिट रिपोर्टमधील आणखी ${count} कर्जांचा या वर्षी कोणताही हप्ता देय नव्हता, ` +
        'म्हणून ती यादीत नाहीत.',
  jointNote:
    'संयुक्त कर्जाच्या रकमा संपूर्ण कर्जाच्या आहेत: प्रत्येक सह-कर्जदार सहसा फक्त स्वतःच्या हिश्शाचा दावा करतो.',
  newRegime: 'नव्या कर प्रणालीत स्वतः राहत असलेल्या घरासाठी या वजावटी मिळत नाहीत.',
  notTaxAdvice:
    'हा सारांश केवळ माहितीसाठी आहे, कर सल्ला नाही. तुम्ही वजावटीचा दावा करू शकता की नाही, ' +
    'आणि किती, हे तुमच्या स्वतःच्या परिस्थितीवर अवलंबून आहे: कृपया कर सल्लागाराला विचारा. ' +
    'विवरणपत्रासाठी जपून ठेवायचे दस्तऐवज म्हणजे तुमच्या कर्जदात्यांची व्याज प्रमाणपत्रे.',
  title: (provisional) => (provisional ? 'तात्पुरता कर सारांश' : 'कर सारांश'),
  facts: { year: 'आर्थिक वर्ष', status: 'स्थिती', period: 'कालावधी', loansListed: 'यादीतील कर्जे' },
  status: (provisional, asOn) => (provisional ? `${asOn} रोजीचा तात्पुरता` : 'अंतिम'),
  source: (report) =>
    `तुमच्या ${report} रोजीच्या क्रेडिट रिपोर्टवरून आणि प्रत्येक कर्जाच्या परतफेडीच्या वेळापत्रकावरून`,
  intro: (year, period) =>
    `आर्थिक वर्ष ${year} (${period}) मधील तुमच्या कर्जांचे व्याज आणि मुद्दल: प्रत्येक ` +
    'कर्जासाठी, त्याच्या परतफेडीच्या वेळापत्रकानुसार या वर्षात देय असलेले हप्ते — त्याच्या ' +
    'व्याज प्रमाणपत्रातील रकमाच.',
  byLoan: 'कर्जनिहाय व्याज आणि मुद्दल',
  total: 'एकूण',
  pleaseNote: 'कृपया लक्षात घ्या',
};

/** The old regime's sections in Telugu: what each covers and its usual limit. */
const TELUGU_OLD_REGIME: Record<OldRegimeLine['section'], (limit: string) => [string, string]> = {
  '24(b)': (limit) => ['గృహ రుణంపై వడ్డీ', `సొంతంగా నివసిస్తున్న ఇంటికి ఏటా ${limit} వరకు`],
  '80C': (limit) => ['గృహ రుణం అసలు', `సెక్షన్ 80C ఏటా ${limit} పరిమితిలో`],
};

const TELUGU: SummaryWords = {
  loanHeaders: ['రుణదాత', 'రుణం', 'EMIలు', 'వడ్డీ', 'అసలు'],
  sectionHeaders: ['మొత్తం', 'సెక్షన్', 'సాధారణ పరిమితి', 'ఈ సంవత్సరం'],
  joint: ' (ఉమ్మడి)',
  period: (from, to) => `${from} నుండి ${to} వరకు`,
  oldRegimeLine: (line) => {
    const [covers, limit] = TELUGU_OLD_REGIME[line.section](formatInr(line.limitPaise / 100));
    return [covers, `సెక్షన్ ${line.section}`, limit];
  },
  oldRegimeTitle: 'పాత పన్ను విధానం: ఈ మొత్తాలు సాధారణంగా వర్తించే సెక్షన్లు',
  oldRegimeNote: 'సమాచారం కోసం మాత్రమే. పరిమితులు ఒక్కో వ్యక్తికి, ఒక్కో సంవత్సరానికి.',
  provisional: (yearEnds, asOn) =>
    `తాత్కాలికం: ఆర్థిక సంవత్సరం ${yearEnds} న ముగుస్తుంది. ${asOn} తర్వాత చెల్లించవలసిన ` +
    'వాయిదాలను వాటి తిరిగి చెల్లింపు షెడ్యూల్ ప్రకారం చేర్చాము; అవి ఇంకా చెల్లించలేదు.',
  overdue: (count, asOn) =>
    count === 1
      ? `ఈ సంవత్సరంలో చెల్లించవలసిన 1 వాయిదా ${asOn} నాటికి చెల్లించలేదు; దాని షెడ్యూల్ ప్రకారం చెల్లించవలసినదిగా చేర్చాము.`
      : `ఈ సంవత్సరంలో చెల్లించవలసిన ${count} వాయిదాలు ${asOn} నాటికి చెల్లించలేదు; వాటి ` +
        'షెడ్యూల్ ప్రకారం చెల్లించవలసినవిగా చేర్చాము.',
  withoutInstalments: (count) =>
    count === 1
      ? 'మీ క్రెడిట్ రిపోర్ట్‌లోని మరో 1 రుణానికి ఈ సంవత్సరం ఏ వాయిదా లేదు, కాబట్టి అది జాబితాలో లేదు.'
      : `మీ క్రెడిట్ రిపోర్ట్‌లోని మరో ${count} రుణాలకు ఈ సంవత్సరం ఏ వాయిదా లేదు, కాబట్టి అవి జాబితాలో లేవు.`,
  jointNote: 'ఉమ్మడి రుణం మొత్తాలు పూర్తి రుణానివి: ప్రతి సహ-రుణగ్రహీత సాధారణంగా తన వాటాను మాత్రమే క్లెయిమ్ చేస్తారు.',
  newRegime: 'కొత్త పన్ను విధానంలో సొంతంగా నివసిస్తున్న ఇంటికి ఈ మినహాయింపులు లభించవు.',
  notTaxAdvice:
    'ఈ సారాంశం సమాచారం కోసం మాత్రమే, ఇది పన్ను సలహా కాదు. మీరు మినహాయింపు క్లెయిమ్ చేయగలరా, ' +
    'ఎంత వరకు అనేది మీ సొంత పరిస్థితిపై ఆధారపడి ఉంటుంది: దయచేసి పన్ను సలహాదారును అడగండి. ' +
    'రిటర్న్ కోసం భద్రపరచవలసిన పత్రాలు మీ రుణదాతల వడ్డీ సర్టిఫికెట్లు.',
  title: (provisional) => (provisional ? 'తాత్కాలిక పన్ను సారాంశం' : 'పన్ను సారాంశం'),
  facts: {
    year: 'ఆర్థిక సంవత్సరం',
    status: 'స్థితి',
    period: 'కాలం',
    loansListed: 'జాబితాలోని రుణాలు',
  },
  status: (provisional, asOn) => (provisional ? `${asOn} నాటికి తాత్కాలికం` : 'తుది'),
  source: (report) => `మీ ${report} నాటి క్రెడిట్ రిపోర్ట్, ప్రతి రుణం తిరిగి చెల్లింపు షెడ్యూల్ నుండి`,
  intro: (year, period) =>
    `ఆర్థిక సంవత్సరం ${year} (${period}) లో మీ రుణాల వడ్డీ, అసలు: ప్రతి రుణానికి, దాని ` +
    'తిరిగి చెల్లింపు షెడ్యూల్ ప్రకారం ఈ సంవత్సరంలో చెల్లించవలసిన వాయిదాలు — దాని వడ్డీ ' +
    'సర్టిఫికెట్‌లో ఉన్న మొత్తాలే.',
  byLoan: 'రుణాల వారీగా వడ్డీ, అసలు',
  total: 'మొత్తం',
  pleaseNote: 'దయచేసి గమనించండి',
};
/** The old regime's sections in Bengali: what each covers and its usual limit. */
const BENGALI_OLD_REGIME: Record<OldRegimeLine['section'], (limit: string) => [string, string]> = {
  '24(b)': (limit) => ['গৃহঋণের সুদ', `নিজে বসবাস করা বাড়ির জন্য বছরে ${limit} পর্যন্ত`],
  '80C': (limit) => ['গৃহঋণের আসল', `ধারা 80C-এর বছরে ${limit} সীমার মধ্যে`],
};

const BENGALI: SummaryWords = {
  loanHeaders: ['ঋণদাতা', 'ঋণ', 'EMI', 'সুদ', 'আসল'],
  sectionHeaders: ['পরিমাণ', 'ধারা', 'সাধারণ সীমা', 'এই বছরে'],
  joint: ' (যৌথ)',
  period: (from, to) => `${from} থেকে ${to}`,
  oldRegimeLine: (line) => {
    const [covers, limit] = BENGALI_OLD_REGIME[line.section](formatInr(line.limitPaise / 100));
    return [covers, `ধারা ${line.section}`, limit];
  },
  oldRegimeTitle: 'পুরনো কর ব্যবস্থা: এই পরিমাণগুলি সাধারণত যে ধারাগুলির সঙ্গে সম্পর্কিত',
  oldRegimeNote: 'শুধু তথ্যের জন্য। সীমাগুলি প্রতি ব্যক্তির জন্য এবং প্রতি বছরের জন্য।',
  provisional: (yearEnds, asOn) =>
    `অস্থায়ী: অর্থবর্ষ শেষ হবে ${yearEnds} তারিখে। ${asOn}-এর পরে দেয় কিস্তিগুলি তাদের ` +
    'পরিশোধের সময়সূচি অনুযায়ী ধরা হয়েছে; সেগুলি এখনও দেওয়া হয়নি।',
  overdue: (count, asOn) =>
    count === 1
      ? `বছরের মধ্যে দেয় 1টি কিস্তি ${asOn} পর্যন্ত দেওয়া হয়নি; সেটি তার সময়সূচি অনুযায়ী ` +
        'দেয় হিসেবে ধরা হয়েছে।'
      : `বছরের মধ্যে দেয় ${count}টি কিস্তি ${asOn} পর্যন্ত দেওয়া হয়নি; সেগুলি তাদের ` +
        'সময়সূচি অনুযায়ী দেয় হিসেবে ধরা হয়েছে।',
  withoutInstalments: (count) =>
    count === 1
      ? 'আপনার ক্রেডিট রিপোর্টের আরও 1টি ঋণের এই বছরে কোনো কিস্তি দেয় ছিল না, তাই সেটি তালিকায় নেই।'
      : `আপনার ক্রেডিট রিপোর্টের আরও ${count}টি ঋণের এই বছরে কোনো কিস্তি দেয় ছিল না, ` +
        'তাই সেগুলি তালিকায় নেই।',
  jointNote: 'যৌথ ঋণের পরিমাণগুলি পুরো ঋণের: প্রত্যেক সহ-ঋণগ্রহীতা সাধারণত শুধু নিজের অংশের দাবি করেন।',
  newRegime: 'নতুন কর ব্যবস্থায় নিজে বসবাস করা বাড়ির জন্য এই ছাড়গুলি পাওয়া যায় না।',
  notTaxAdvice:
    'এই সারাংশ শুধু তথ্যের জন্য, কর সংক্রান্ত পরামর্শ নয়। আপনি ছাড় দাবি করতে পারবেন কি না, ' +
    'এবং কতটা, তা আপনার নিজের পরিস্থিতির উপর নির্ভর করে: অনুগ্রহ করে একজন কর পরামর্শদাতার সঙ্গে কথা বলুন। ' +
    'রিটার্নের জন্য যে নথি রেখে দেবেন, তা হল আপনার ঋণদাতাদের সুদের শংসাপত্র।',
  title: (provisional) => (provisional ? 'অস্থায়ী কর সারাংশ' : 'কর সারাংশ'),
  facts: { year: 'অর্থবর্ষ', status: 'অবস্থা', period: 'সময়কাল', loansListed: 'তালিকাভুক্ত ঋণ' },
  status: (provisional, asOn) => (provisional ? `${asOn} তারিখ অনুযায়ী অস্থায়ী` : 'চূড়ান্ত'),
  source: (report) => `আপনার ${report} তারিখের ক্রেডিট রিপোর্ট এবং প্রতিটি ঋণের পরিশোধের সময়সূচি থেকে`,
  intro: (year, period) =>
    `${year} অর্থবর্ষে (${period}) আপনার ঋণগুলির সুদ ও আসল: প্রতিটি ` +
    'ঋণের জন্য, তার পরিশোধের সময়সূচি অনুযায়ী এই বছরে দেয় কিস্তিগুলি — তার ' +
    'সুদের শংসাপত্রে যে পরিমাণ থাকে, ঠিক সেগুলিই।',
  byLoan: 'ঋণ অনুযায়ী সুদ ও আসল',
  total: 'মোট',
  pleaseNote: 'অনুগ্রহ করে লক্ষ করুন',
};
/** The old regime's sections in Tamil: what each covers and its usual limit. */
const TAMIL_OLD_REGIME: Record<OldRegimeLine['section'], (limit: string) => [string, string]> = {
  '24(b)': (limit) => ['வீட்டுக் கடன் வட்டி', `சொந்தமாகக் குடியிருக்கும் வீட்டுக்கு ஆண்டுக்கு ${limit} வரை`],
  '80C': (limit) => ['வீட்டுக் கடன் அசல்', `பிரிவு 80C-இன் ஆண்டு வரம்பான ${limit}-க்குள்`],
};

const TAMIL: SummaryWords = {
  loanHeaders: ['கடன் வழங்குநர்', 'கடன்', 'EMI', 'வட்டி', 'அசல்'],
  sectionHeaders: ['தொகை', 'பிரிவு', 'வழக்கமான வரம்பு', 'இந்த ஆண்டு'],
  joint: ' (கூட்டு)',
  period: (from, to) => `${from} முதல் ${to} வரை`,
  oldRegimeLine: (line) => {
    const [covers, limit] = TAMIL_OLD_REGIME[line.section](formatInr(line.limitPaise / 100));
    return [covers, `பிரிவு ${line.section}`, limit];
  },
  oldRegimeTitle: 'பழைய வரி முறை: இந்தத் தொகைகள் வழக்கமாகத் தொடர்புடைய பிரிவுகள்',
  oldRegimeNote: 'தகவலுக்காக மட்டுமே. வரம்புகள் ஒவ்வொரு நபருக்கும் ஒவ்வொரு ஆண்டுக்கும் உரியவை.',
  provisional: (yearEnds, asOn) =>
    `தற்காலிகமானது: நிதியாண்டு ${yearEnds} அன்று முடிகிறது. ${asOn}-க்குப் பிறகு செலுத்த ` +
    'வேண்டிய தவணைகள், அவற்றின் திருப்பிச் செலுத்தும் அட்டவணைப்படி சேர்க்கப்பட்டுள்ளன; அவை ' +
    'இன்னும் செலுத்தப்படவில்லை.',
  overdue: (count, asOn) =>
    count === 1
      ? `ஆண்டில் செலுத்த வேண்டிய 1 தவணை ${asOn} வரை செலுத்தப்படவில்லை; அது அதன் அட்டவணைப்படி ` +
        'செலுத்த வேண்டியதாகச் சேர்க்கப்பட்டுள்ளது.'
      : `ஆண்டில் செலுத்த வேண்டிய ${count} தவணைகள் ${asOn} வரை செலுத்தப்படவில்லை; அவை அவற்றின் ` +
        'அட்டவணைப்படி செலுத்த வேண்டியவையாகச் சேர்க்கப்பட்டுள்ளன.',
  withoutInstalments: (count) =>
    count === 1
      ? 'உங்கள் கிரெடிட் அறிக்கையில் உள்ள மேலும் 1 கடனுக்கு இந்த ஆண்டில் தவணை எதுவும் இல்லை, அதனால் அது பட்டியலில் இல்லை.'
      : `உங்கள் கிரெடிட் அறிக்கையில் உள்ள மேலும் ${count} கடன்களுக்கு இந்த ஆண்டில் தவணை எதுவும் ` +
        'இல்லை, அதனால் அவை பட்டியலில் இல்லை.',
  jointNote:
    'கூட்டுக் கடனின் தொகைகள் முழுக் கடனுக்குமானவை: ஒவ்வொரு இணைக் கடன்தாரரும் வழக்கமாகத் தம் பங்கை மட்டுமே கோருவார்.',
  newRegime: 'புதிய வரி முறையில், சொந்தமாகக் குடியிருக்கும் வீட்டுக்கு இந்தக் கழிவுகள் அனுமதிக்கப்படாது.',
  notTaxAdvice:
    'இந்தச் சுருக்கம் தகவலுக்காக மட்டுமே, வரி ஆலோசனை அல்ல. நீங்கள் கழிவு கோரலாமா, எவ்வளவு ' +
    'கோரலாம் என்பது உங்கள் சொந்தச் சூழ்நிலையைப் பொறுத்தது: வரி ஆலோசகரிடம் கேட்கவும். உங்கள் ' +
    'வருமான வரிக் கணக்குக்காக வைத்திருக்க வேண்டியவை, உங்கள் கடன் வழங்குநர்களின் வட்டிச் சான்றிதழ்களே.',
  title: (provisional) => (provisional ? 'தற்காலிக வரிச் சுருக்கம்' : 'வரிச் சுருக்கம்'),
  facts: { year: 'நிதியாண்டு', status: 'நிலை', period: 'காலம்', loansListed: 'பட்டியலிட்ட கடன்கள்' },
  status: (provisional, asOn) => (provisional ? `${asOn} நிலவரப்படி தற்காலிகமானது` : 'இறுதியானது'),
  source: (report) =>
    `உங்கள் ${report} தேதியிட்ட கிரெடிட் அறிக்கை, ஒவ்வொரு கடனின் திருப்பிச் செலுத்தும் அட்டவணை ஆகியவற்றிலிருந்து`,
  intro: (year, period) =>
    `${year} நிதியாண்டில் (${period}) உங்கள் கடன்களின் வட்டியும் அசலும்: ஒவ்வொரு கடனுக்கும், ` +
    'அதன் திருப்பிச் செலுத்தும் அட்டவணைப்படி இந்த ஆண்டில் செலுத்த வேண்டிய தவணைகள் — அதன் ' +
    'வட்டிச் சான்றிதழில் உள்ள அதே தொகைகள்.',
  byLoan: 'கடன் வாரியாக வட்டியும் அசலும்',
  total: 'மொத்தம்',
  pleaseNote: 'கவனிக்கவும்',
};

const WORDS: Record<DocumentLanguage, SummaryWords> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MARATHI,
  te: TELUGU,
  bn: BENGALI,
  ta: TAMIL,
};

export function taxSummaryDocument(input: TaxSummaryInput): TypesetDocument {
  const { summary, issuedOn } = input;
  const language = input.language ?? 'en';
  const words = WORDS[language];
  const period = words.period(date(summary.from, language), date(summary.to, language));
  const rows = summary.loans.map(({ loan, year }) => [
    loan.bankName,
    `${loanTypeName(loan.loanType, language)} ${maskAccountNumber(loan.accountNumber)}` +
      (loan.ownership === 'JOINT' ? words.joint : ''),
    String(year.instalments.length),
    money(year.interestPaise),
    money(year.principalPaise),
  ]);
  const instalments = summary.loans.reduce((sum, { year }) => sum + year.instalments.length, 0);

  const oldRegime: Block[] =
    summary.oldRegime.length === 0
      ? []
      : [
          section(words.oldRegimeTitle),
          note(words.oldRegimeNote, 0),
          dataTable(
            headed(SECTION_COLUMNS, words.sectionHeaders),
            summary.oldRegime.map((line) => [
              ...words.oldRegimeLine(line),
              money(line.amountPaise),
            ]),
          ),
        ];

  const notes: Inline[] = [];
  if (summary.provisional) {
    notes.push(words.provisional(date(summary.to, language), date(issuedOn, language)));
  }
  if (summary.overdueInstalments > 0) {
    notes.push(words.overdue(summary.overdueInstalments, date(issuedOn, language)));
  }
  if (summary.loansWithoutInstalments > 0) {
    notes.push(words.withoutInstalments(summary.loansWithoutInstalments));
  }
  if (summary.anyJointLoan) {
    notes.push(words.jointNote);
  }
  notes.push({ text: words.newRegime, bold: true }, { text: words.notTaxAdvice, bold: true });

  return borrowerSummaryDocument(
    {
      borrower: input.borrower,
      issuedOn,
      facts: [
        [words.facts.year, summary.financialYear],
        [words.facts.status, words.status(summary.provisional, date(issuedOn, language))],
        [words.facts.period, period],
        [words.facts.loansListed, String(summary.loans.length)],
      ],
      source: words.source(date(input.reportDate, language)),
      sandbox: input.sandbox,
      language,
    },
    {
      title: ENGLISH.title(summary.provisional),
      hindiTitle: HINDI.title(summary.provisional),
      languageTitle: words.title(summary.provisional),
      dated: date(issuedOn, language),
      content: [
        paragraph(words.intro(summary.financialYear, period)),
        section(words.byLoan),
        dataTable(headed(LOAN_COLUMNS, words.loanHeaders), rows, [
          words.total,
          '',
          String(instalments),
          money(summary.interestPaise),
          money(summary.principalPaise),
        ]),
        ...oldRegime,
        section(words.pleaseNote),
        bullets(notes),
      ],
    },
  );
}
