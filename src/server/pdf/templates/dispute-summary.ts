import { maskAccountNumber } from '../../../shared/format.js';
import type { AccountStatus } from '../../../shared/loans.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  BUREAU_RESOLUTION_DAYS,
  DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE,
  type RecordMismatch,
} from '../../bureau/record-check.js';
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
  SERVICE_NAME,
  section,
  termsTable,
} from '../layout.js';
import { COMPLAINTS_PORTAL, OMBUDSMAN_SCHEME, ombudsmanScheme } from '../letter-parts.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * What the borrower attaches to a dispute raised with a credit bureau when its report shows a
 * loan differently from the lender's own statement of account (record-check's mismatches): the
 * differences side by side, the lender's statement as evidence with where to check it is
 * genuine, and what to ask for under the RBI's 30 days and ₹100 a day. Prepared by the service
 * from the borrower's own records; issued by neither the bureau nor the lender.
 */

export interface DisputeSummaryInput {
  /** The credit report's record of the loan. */
  bureauLoan: LoanAccount;
  /** The lender's record of the same loan, from its statement of account. */
  lenderLoan: LoanAccount;
  /** compareRecords(bureauLoan, lenderLoan); never empty. */
  mismatches: RecordMismatch[];
  borrower: { holderName: string; panNumber: string };
  /** The bureau's own name; "the credit bureau" in the summary's language when absent. */
  bureauName?: string;
  /** ISO date of the credit report. */
  reportDate: string;
  /** The lender's statement of account the lender's record comes from. */
  evidence: {
    documentId: string;
    verificationCode: string;
    /** ISO date the statement was generated on. */
    generatedOn: string;
    fileName: string;
    /** Where anyone can check the statement is genuine. */
    verifyUrl: string;
  };
  /** ISO date the summary is prepared on. */
  issuedOn: string;
  sandbox: boolean;
  /** The borrower's language, the summary's; English when absent. */
  language?: DocumentLanguage;
}

/** The summary's words, with the names, dates and amounts it is given. */
interface SummaryWords {
  anyBureau: string;
  status: Record<AccountStatus, string>;
  closedOn: (day: string) => string;
  fields: Record<RecordMismatch['field'], string>;
  /** The lender's value as the correction asks for it. */
  correction: (field: RecordMismatch['field'], value: string) => string;
  facts: { lender: string; loanAccount: string; reportDated: string };
  source: (report: string, lender: string, statement: string) => string;
  intro: (facts: {
    report: string;
    bureau: string;
    loan: string;
    account: string;
    lender: string;
    statement: string;
  }) => string;
  columns: (lender: string) => [string, string];
  evidence: string;
  evidenceIntro: (lender: string) => string;
  evidenceLabels: { file: string; dated: string; id: string; code: string; checkAt: string };
  evidenceNote: string;
  whatToAsk: string;
  askToCorrect: (bureau: string, lender: string, corrections: string[]) => string;
  rule: (bureau: string, lender: string, perDay: string) => string;
  howToRaise: (facts: {
    bureau: string;
    loan: string;
    lender: string;
    lastFour: string;
    fileName: string;
  }) => string;
  ombudsman: string;
  prepared: (bureau: string, lender: string) => string;
}

const ENGLISH_CIRCULAR =
  'the Reserve Bank of India’s framework for compensation for delayed updation/rectification of ' +
  'credit information (26 October 2023, in force from 26 April 2024)';

const ENGLISH: SummaryWords = {
  anyBureau: 'the credit bureau',
  status: { ACTIVE: 'Active', OVERDUE: 'Overdue', CLOSED: 'Closed' },
  closedOn: (day) => `Closed on ${day}`,
  fields: { status: 'Status', outstanding: 'Outstanding', daysPastDue: 'Days past due' },
  correction: (field, value) =>
    `${{ status: 'status', outstanding: 'outstanding', daysPastDue: 'days past due' }[field]} ${value}`,
  facts: { lender: 'Lender', loanAccount: 'Loan account', reportDated: 'Credit report dated' },
  source: (report, lender, statement) =>
    `From your credit report of ${report} and ${lender}’s statement of account of ${statement}`,
  intro: ({ report, bureau, loan, account, lender, statement }) =>
    `The credit report of ${report} from ${bureau} shows the ${loan} account ` +
    `${account} with ${lender} differently from ${lender}’s own statement of account ` +
    `of ${statement}:`,
  columns: (lender) => ['What the credit report shows', `What ${lender}’s statement shows`],
  evidence: 'Evidence',
  evidenceIntro: (lender) =>
    `${lender}’s own statement of account for this loan, the record the correction asks for:`,
  evidenceLabels: {
    file: 'File',
    dated: 'Dated',
    id: 'Document ID',
    code: 'Verification code',
    checkAt: 'Check it is genuine at',
  },
  evidenceNote:
    'Anyone can open that address to check that the statement, with this document ID and ' +
    'verification code, is genuine.',
  whatToAsk: 'What to ask for',
  askToCorrect: (bureau, lender, corrections) =>
    `Ask ${bureau} to correct its record of this loan to match ${lender}’s statement ` +
    `of account: ${corrections.join('; ')}.`,
  rule: (bureau, lender, perDay) =>
    `Under ${ENGLISH_CIRCULAR}, the dispute must be resolved within ${BUREAU_RESOLUTION_DAYS} ` +
    `days of your complaint. For each day after that, ${bureau} or ${lender} ` +
    `(whichever caused the delay) must pay you ${perDay}, credited to your bank account ` +
    'within five working days of the resolution.',
  howToRaise: ({ bureau, loan, lender, lastFour, fileName }) =>
    `How to raise it: use the dispute form on ${bureau}’s website. Quote the ` +
    `${loan} account with ${lender} (number ending ${lastFour}) and attach ` +
    `${lender}’s statement of account (${fileName}) and this summary.`,
  ombudsman:
    `If it is not resolved within ${BUREAU_RESOLUTION_DAYS} days of your complaint, you ` +
    `may complain to the RBI Ombudsman under the ${OMBUDSMAN_SCHEME} at ${COMPLAINTS_PORTAL}.`,
  prepared: (bureau, lender) =>
    `Prepared by ${SERVICE_NAME} from the borrower’s own records: the credit report and ` +
    `${lender}’s statement of account. This summary is not issued by ${bureau} or ` +
    `by ${lender}.`,
};

const HINDI_CIRCULAR =
  'क्रेडिट सूचना के अद्यतन/सुधार में विलंब के लिए क्षतिपूर्ति के भारतीय रिज़र्व बैंक के ढाँचे ' +
  '(26 अक्टूबर 2023, 26 अप्रैल 2024 से प्रभावी)';

const HINDI: SummaryWords = {
  anyBureau: 'क्रेडिट ब्यूरो',
  status: { ACTIVE: 'सक्रिय', OVERDUE: 'अतिदेय', CLOSED: 'बंद' },
  closedOn: (day) => `${day} को बंद`,
  fields: { status: 'स्थिति', outstanding: 'बकाया राशि', daysPastDue: 'अतिदेय दिन' },
  correction: (field, value) => `${HINDI.fields[field]} ${value}`,
  facts: { lender: 'ऋणदाता', loanAccount: 'ऋण खाता', reportDated: 'क्रेडिट रिपोर्ट की तिथि' },
  source: (report, lender, statement) =>
    `${report} की आपकी क्रेडिट रिपोर्ट और ${lender} के ${statement} के खाता विवरण से`,
  intro: ({ report, bureau, loan, account, lender, statement }) =>
    `${bureau} की ${report} की क्रेडिट रिपोर्ट में ${lender} के साथ आपका ${loan} खाता ` +
    `${account} ${lender} के अपने ${statement} के खाता विवरण से भिन्न दिखाया गया है:`,
  columns: (lender) => ['क्रेडिट रिपोर्ट में क्या दर्ज है', `${lender} के विवरण में क्या दर्ज है`],
  evidence: 'साक्ष्य',
  evidenceIntro: (lender) =>
    `इस ऋण का ${lender} का अपना खाता विवरण, वही रिकॉर्ड जिसके अनुसार सुधार माँगा गया है:`,
  evidenceLabels: {
    file: 'फ़ाइल',
    dated: 'दिनांक',
    id: 'दस्तावेज़ आईडी',
    code: 'सत्यापन कोड',
    checkAt: 'असली होने की जाँच',
  },
  evidenceNote:
    'कोई भी व्यक्ति उस पते पर जाकर जाँच सकता है कि इस दस्तावेज़ आईडी और सत्यापन कोड वाला ' +
    'खाता विवरण असली है।',
  whatToAsk: 'क्या माँगें',
  askToCorrect: (bureau, lender, corrections) =>
    `${bureau} से कहें कि वह इस ऋण का अपना रिकॉर्ड ${lender} के खाता विवरण के अनुसार ` +
    `सुधारे: ${corrections.join('; ')}।`,
  rule: (bureau, lender, perDay) =>
    `${HINDI_CIRCULAR} के अनुसार, विवाद का समाधान आपकी शिकायत के ` +
    `${BUREAU_RESOLUTION_DAYS} दिनों के भीतर होना चाहिए। उसके बाद के प्रत्येक दिन के लिए ` +
    `${bureau} या ${lender} (जिसके कारण भी विलंब हुआ हो) को आपको ${perDay} का भुगतान ` +
    'करना होगा, जो समाधान के पाँच कार्यदिवसों के भीतर आपके बैंक खाते में जमा किया जाएगा।',
  howToRaise: ({ bureau, loan, lender, lastFour, fileName }) =>
    `विवाद कैसे दर्ज करें: ${bureau} की वेबसाइट पर विवाद फ़ॉर्म भरें। ${lender} के साथ अपने ` +
    `${loan} खाते (अंतिम चार अंक ${lastFour}) का उल्लेख करें और ${lender} का खाता विवरण ` +
    `(${fileName}) तथा यह सारांश संलग्न करें।`,
  ombudsman:
    `यदि आपकी शिकायत के ${BUREAU_RESOLUTION_DAYS} दिनों के भीतर समाधान नहीं होता है, तो आप ` +
    `RBI के शिकायत पोर्टल (${COMPLAINTS_PORTAL}) पर ${ombudsmanScheme('hi')} के अंतर्गत RBI ` +
    'लोकपाल के पास शिकायत दर्ज कर सकते हैं।',
  prepared: (bureau, lender) =>
    `${SERVICE_NAME} द्वारा उधारकर्ता के अपने रिकॉर्ड — क्रेडिट रिपोर्ट और ${lender} के खाता ` +
    `विवरण — से तैयार। यह सारांश ${bureau} या ${lender} द्वारा जारी नहीं किया गया है।`,
};

const MARATHI_CIRCULAR =
  'पत संबंधी माहिती अद्ययावत करण्यास/दुरुस्त करण्यास विलंब झाल्यास भरपाईबाबत भारतीय ' +
  'रिझर्व्ह बँकेची चौकट (26 ऑक्टोबर 2023, 26 एप्रिल 2024 पासून लागू)';

/**
 * A Marathi postposition after a name: joined to a Marathi word ("क्रेडिट ब्युरोच्या"), a space
 * after a name in Latin letters ("TransUnion CIBIL च्या").
 */
const marathiAfter = (name: string, postposition: string) =>
  /[\u0900-\u097F]$/.test(name) ? `${name}${postposition}` : `${name} ${postposition}`;

const MARATHI: SummaryWords = {
  anyBureau: 'क्रेडिट ब्युरो',
  status: { ACTIVE: 'चालू', OVERDUE: 'थकीत', CLOSED: 'बंद' },
  closedOn: (day) => `${day} रोजी बंद`,
  fields: { status: 'स्थिती', outstanding: 'थकबाकी रक्कम', daysPastDue: 'थकीत दिवस' },
  correction: (field, value) => `${MARATHI.fields[field]} ${value}`,
  facts: { lender: 'कर्जदाता', loanAccount: 'कर्ज खाते', reportDated: 'क्रेडिट रिपोर्टचा दिनांक' },
  source: (report, lender, statement) =>
    `तुमच्या ${report} रोजीच्या क्रेडिट रिपोर्टवरून आणि ${lender} च्या ${statement} रोजीच्या खाते उताऱ्यावरून`,
  intro: ({ report, bureau, loan, account, lender, statement }) =>
    `${marathiAfter(bureau, 'च्या')} ${report} रोजीच्या क्रेडिट रिपोर्टमध्ये ${lender} कडील तुमचे ${loan} ` +
    `खाते ${account} हे ${lender} च्या स्वतःच्या ${statement} रोजीच्या खाते उताऱ्यापेक्षा ` +
    'वेगळे दाखवले आहे:',
  columns: (lender) => ['क्रेडिट रिपोर्टमध्ये काय नोंदले आहे', `${lender} च्या उताऱ्यात काय नोंदले आहे`],
  evidence: 'पुरावा',
  evidenceIntro: (lender) =>
    `या कर्जाचा ${lender} चा स्वतःचा खाते उतारा — ज्या नोंदीनुसार दुरुस्ती मागितली आहे ती हीच:`,
  evidenceLabels: {
    file: 'फाइल',
    dated: 'दिनांक',
    id: 'दस्तऐवज आयडी',
    code: 'पडताळणी कोड',
    checkAt: 'खरेपणाची पडताळणी',
  },
  evidenceNote:
    'हा दस्तऐवज आयडी आणि पडताळणी कोड असलेला खाते उतारा खरा आहे हे कोणीही त्या पत्त्यावर ' +
    'जाऊन तपासू शकते.',
  whatToAsk: 'काय मागावे',
  askToCorrect: (bureau, lender, corrections) =>
    `${marathiAfter(bureau, 'ला')} या कर्जाची आपली नोंद ${lender} च्या खाते उताऱ्याप्रमाणे दुरुस्त करण्यास ` +
    `सांगा: ${corrections.join('; ')}.`,
  rule: (bureau, lender, perDay) =>
    `${MARATHI_CIRCULAR} नुसार, तुमच्या तक्रारीपासून ${BUREAU_RESOLUTION_DAYS} दिवसांच्या ` +
    `आत वादाचे निराकरण झाले पाहिजे. त्यानंतरच्या प्रत्येक दिवसासाठी ${bureau} किंवा ` +
    `${lender} (ज्याच्यामुळे विलंब झाला असेल त्याने) तुम्हाला ${perDay} भरपाई दिली पाहिजे, ` +
    'जी निराकरणानंतर पाच कामकाजाच्या दिवसांत तुमच्या बँक खात्यात जमा केली जाईल.',
  howToRaise: ({ bureau, loan, lender, lastFour, fileName }) =>
    `तक्रार कशी करावी: ${marathiAfter(bureau, 'च्या')} वेबसाइटवरील विवाद अर्ज भरा. ${lender} कडील तुमच्या ` +
    `${loan} खात्याचा (शेवटचे चार अंक ${lastFour}) उल्लेख करा आणि ${lender} चा खाते उतारा ` +
    `(${fileName}) व हा सारांश सोबत जोडा.`,
  ombudsman:
    `तुमच्या तक्रारीपासून ${BUREAU_RESOLUTION_DAYS} दिवसांच्या आत निराकरण न झाल्यास, तुम्ही ` +
    `RBI च्या तक्रार पोर्टलवर (${COMPLAINTS_PORTAL}) ${ombudsmanScheme('mr')} अंतर्गत RBI ` +
    'लोकपालाकडे तक्रार दाखल करू शकता.',
  prepared: (bureau, lender) =>
    `${SERVICE_NAME} ने कर्जदाराच्या स्वतःच्या नोंदींवरून — क्रेडिट रिपोर्ट आणि ${lender} चा ` +
    `खाते उतारा — तयार केलेला सारांश. हा सारांश ${bureau} किंवा ${lender} ने जारी केलेला नाही.`,
};

const TELUGU_CIRCULAR =
  'క్రెడిట్ సమాచారాన్ని అప్‌డేట్ చేయడంలో/సరిచేయడంలో ఆలస్యానికి పరిహారంపై భారతీయ రిజర్వ్ ' +
  'బ్యాంక్ విధానం (26 అక్టోబర్ 2023, 26 ఏప్రిల్ 2024 నుండి అమలులో ఉంది)';

/**
 * A Telugu case ending after a name: joined to a Telugu word ("క్రెడిట్ బ్యూరోను"), a space
 * after a name in Latin letters ("TransUnion CIBIL ను").
 */
const teluguAfter = (name: string, ending: string) =>
  /[\u0C00-\u0C7F]$/.test(name) ? `${name}${ending}` : `${name} ${ending}`;

const TELUGU: SummaryWords = {
  anyBureau: 'క్రెడిట్ బ్యూరో',
  status: { ACTIVE: 'కొనసాగుతోంది', OVERDUE: 'బకాయి పడింది', CLOSED: 'ముగిసింది' },
  closedOn: (day) => `${day} న ముగిసింది`,
  fields: { status: 'స్థితి', outstanding: 'బకాయి మొత్తం', daysPastDue: 'గడువు దాటిన రోజులు' },
  correction: (field, value) => `${TELUGU.fields[field]} ${value}`,
  facts: { lender: 'రుణదాత', loanAccount: 'రుణ ఖాతా', reportDated: 'క్రెడిట్ రిపోర్ట్ తేదీ' },
  source: (report, lender, statement) =>
    `మీ ${report} నాటి క్రెడిట్ రిపోర్ట్, ${lender} ${statement} నాటి ఖాతా స్టేట్‌మెంట్ నుండి`,
  intro: ({ report, bureau, loan, account, lender, statement }) =>
    `${bureau} ${report} నాటి క్రెడిట్ రిపోర్ట్, ${lender} వద్ద ఉన్న మీ ${loan} ఖాతా ` +
    `${account} ను ${lender} సొంత ${statement} నాటి ఖాతా స్టేట్‌మెంట్‌కు భిన్నంగా చూపుతోంది:`,
  columns: (lender) => ['క్రెడిట్ రిపోర్ట్ ఏమి చూపుతోంది', `${lender} స్టేట్‌మెంట్ ఏమి చూపుతోంది`],
  evidence: 'ఆధారం',
  evidenceIntro: (lender) => `ఈ రుణానికి ${lender} సొంత ఖాతా స్టేట్‌మెంట్ — సవరణ కోరుతున్నది ఈ రికార్డు ప్రకారమే:`,
  evidenceLabels: {
    file: 'ఫైల్',
    dated: 'తేదీ',
    id: 'పత్రం ID',
    code: 'ధ్రువీకరణ కోడ్',
    checkAt: 'నిజమైనదో కాదో ఇక్కడ చూడండి',
  },
  evidenceNote: 'ఈ పత్రం ID, ధ్రువీకరణ కోడ్ ఉన్న స్టేట్‌మెంట్ నిజమైనదేనని ఆ చిరునామాను తెరిచి ఎవరైనా ' + 'సరిచూడవచ్చు.',
  whatToAsk: 'ఏమి కోరాలి',
  askToCorrect: (bureau, lender, corrections) =>
    `ఈ రుణం గురించిన తన రికార్డును ${lender} ఖాతా స్టేట్‌మెంట్‌కు సరిపోయేలా సరిచేయమని ` +
    `${teluguAfter(bureau, 'ను')} కోరండి: ${corrections.join('; ')}.`,
  rule: (bureau, lender, perDay) =>
    `${TELUGU_CIRCULAR} ప్రకారం, మీ ఫిర్యాదు నుండి ${BUREAU_RESOLUTION_DAYS} రోజులలోపు ` +
    `వివాదం పరిష్కారం కావాలి. ఆ తర్వాత ప్రతి రోజుకు, ${bureau} గానీ ${lender} గానీ ` +
    `(ఎవరి వల్ల ఆలస్యమైతే వారు) మీకు ${perDay} చెల్లించాలి; పరిష్కారమైన ఐదు పని దినాలలోపు ` +
    'అది మీ బ్యాంకు ఖాతాలో జమ అవుతుంది.',
  howToRaise: ({ bureau, loan, lender, lastFour, fileName }) =>
    `ఎలా లేవనెత్తాలి: ${bureau} వెబ్‌సైట్‌లోని వివాద ఫారం వాడండి. ${lender} వద్ద ఉన్న మీ ` +
    `${loan} ఖాతాను (చివరి నాలుగు అంకెలు ${lastFour}) పేర్కొని, ${lender} ఖాతా స్టేట్‌మెంట్‌ను ` +
    `(${fileName}), ఈ సారాంశాన్ని జత చేయండి.`,
  ombudsman:
    `మీ ఫిర్యాదు నుండి ${BUREAU_RESOLUTION_DAYS} రోజులలోపు పరిష్కారం కాకపోతే, ` +
    `${ombudsmanScheme('te')} కింద RBI ఫిర్యాదుల పోర్టల్‌లో (${COMPLAINTS_PORTAL}) RBI ` +
    'అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయవచ్చు.',
  prepared: (bureau, lender) =>
    `రుణగ్రహీత సొంత రికార్డుల నుండి — క్రెడిట్ రిపోర్ట్, ${lender} ఖాతా స్టేట్‌మెంట్ — ` +
    `${SERVICE_NAME} తయారు చేసిన సారాంశం. ఈ సారాంశాన్ని ${bureau} గానీ ${lender} గానీ జారీ చేయలేదు.`,
};
const BENGALI_CIRCULAR =
  'ক্রেডিট তথ্য হালনাগাদ/সংশোধনে দেরি হলে ক্ষতিপূরণ সম্পর্কে ভারতীয় রিজার্ভ ব্যাংকের ' +
  'কাঠামো (26 অক্টোবর 2023, 26 এপ্রিল 2024 থেকে কার্যকর)';

/**
 * A Bengali case ending after a name: joined to a Bengali word ("ক্রেডিট ব্যুরোর"), after a
 * hyphen to a name in Latin letters ("TransUnion CIBIL-এর").
 */
const bengaliGenitive = (name: string) =>
  /[\u0980-\u09FF]$/.test(name) ? `${name}র` : `${name}-এর`;
const bengaliTo = (name: string) => (/[\u0980-\u09FF]$/.test(name) ? `${name}কে` : `${name}-কে`);

const BENGALI: SummaryWords = {
  anyBureau: 'ক্রেডিট ব্যুরো',
  status: { ACTIVE: 'চালু', OVERDUE: 'বকেয়া', CLOSED: 'বন্ধ' },
  closedOn: (day) => `${day} তারিখে বন্ধ`,
  fields: { status: 'অবস্থা', outstanding: 'বকেয়া পরিমাণ', daysPastDue: 'বকেয়ার দিন' },
  correction: (field, value) => `${BENGALI.fields[field]} ${value}`,
  facts: { lender: 'ঋণদাতা', loanAccount: 'ঋণ অ্যাকাউন্ট', reportDated: 'ক্রেডিট রিপোর্টের তারিখ' },
  source: (report, lender, statement) =>
    `আপনার ${report} তারিখের ক্রেডিট রিপোর্ট এবং ${lender}-এর ${statement} তারিখের অ্যাকাউন্ট স্টেটমেন্ট থেকে`,
  intro: ({ report, bureau, loan, account, lender, statement }) =>
    `${bengaliGenitive(bureau)} ${report} তারিখের ক্রেডিট রিপোর্টে ${lender}-এ আপনার ${loan} ` +
    `অ্যাকাউন্ট ${account} ${lender}-এর নিজের ${statement} তারিখের অ্যাকাউন্ট স্টেটমেন্ট থেকে ` +
    'আলাদাভাবে দেখানো হয়েছে:',
  columns: (lender) => ['ক্রেডিট রিপোর্টে যা দেখানো আছে', `${lender}-এর স্টেটমেন্টে যা দেখানো আছে`],
  evidence: 'প্রমাণ',
  evidenceIntro: (lender) =>
    `এই ঋণের ${lender}-এর নিজের অ্যাকাউন্ট স্টেটমেন্ট — যে রেকর্ড অনুযায়ী সংশোধন চাওয়া হচ্ছে:`,
  evidenceLabels: {
    file: 'ফাইল',
    dated: 'তারিখ',
    id: 'নথি আইডি',
    code: 'যাচাই কোড',
    checkAt: 'আসল কি না যাচাই করুন',
  },
  evidenceNote:
    'এই নথি আইডি ও যাচাই কোডের অ্যাকাউন্ট স্টেটমেন্টটি আসল কি না, যে কেউ ওই ঠিকানায় ' + 'গিয়ে যাচাই করতে পারেন।',
  whatToAsk: 'কী চাইবেন',
  askToCorrect: (bureau, lender, corrections) =>
    `${bengaliTo(bureau)} এই ঋণের তথ্য ${lender}-এর অ্যাকাউন্ট স্টেটমেন্ট অনুযায়ী সংশোধন করতে ` +
    `বলুন: ${corrections.join('; ')}।`,
  rule: (bureau, lender, perDay) =>
    `${BENGALI_CIRCULAR} অনুযায়ী, আপনার অভিযোগের ${BUREAU_RESOLUTION_DAYS} দিনের মধ্যে ` +
    `আপত্তির নিষ্পত্তি হওয়া উচিত। তার পরের প্রতিটি দিনের জন্য ${bureau} বা ` +
    `${lender} (যার কারণে দেরি হয়েছে) আপনাকে ${perDay} ক্ষতিপূরণ দেবে, ` +
    'যা নিষ্পত্তির পাঁচ কাজের দিনের মধ্যে আপনার ব্যাংক অ্যাকাউন্টে জমা হবে।',
  howToRaise: ({ bureau, loan, lender, lastFour, fileName }) =>
    `কীভাবে আপত্তি জানাবেন: ${bengaliGenitive(bureau)} ওয়েবসাইটে আপত্তির ফর্ম পূরণ করুন। ${lender}-এ আপনার ` +
    `${loan} অ্যাকাউন্টের (শেষ চারটি অঙ্ক ${lastFour}) উল্লেখ করুন এবং ${lender}-এর অ্যাকাউন্ট স্টেটমেন্ট ` +
    `(${fileName}) ও এই সারাংশ সঙ্গে জুড়ে দিন।`,
  ombudsman:
    `আপনার অভিযোগের ${BUREAU_RESOLUTION_DAYS} দিনের মধ্যে নিষ্পত্তি না হলে, আপনি ` +
    `RBI-এর অভিযোগ পোর্টালে (${COMPLAINTS_PORTAL}) ${ombudsmanScheme('bn')}-এর অধীনে RBI ` +
    'ন্যায়পালের কাছে অভিযোগ জানাতে পারেন।',
  prepared: (bureau, lender) =>
    `${SERVICE_NAME} ঋণগ্রহীতার নিজের রেকর্ড — ক্রেডিট রিপোর্ট ও ${lender}-এর অ্যাকাউন্ট ` +
    `স্টেটমেন্ট — থেকে এই সারাংশ তৈরি করেছে। এটি ${bureau} বা ${lender}-এর জারি করা নয়।`,
};
const TAMIL_CIRCULAR =
  'கடன் தகவலைப் புதுப்பிப்பதில்/திருத்துவதில் ஏற்படும் தாமதத்துக்கு இழப்பீடு வழங்குவது குறித்த ' +
  'இந்திய ரிசர்வ் வங்கியின் கட்டமைப்பு (26 அக்டோபர் 2023, 26 ஏப்ரல் 2024 முதல் நடைமுறையில்)';

/**
 * A Tamil case ending after a name: joined to a Tamil word ending in a vowel ("கிரெடிட்
 * பியூரோவின்"), after a hyphen for a name in Latin letters ("TransUnion CIBIL-இன்").
 */
const tamilAfter = (name: string, afterTamil: string, afterLatin: string) =>
  /[\u0B80-\u0BFF]$/.test(name) ? `${name}${afterTamil}` : `${name}-${afterLatin}`;

const TAMIL: SummaryWords = {
  anyBureau: 'கிரெடிட் பியூரோ',
  status: { ACTIVE: 'நடப்பில்', OVERDUE: 'தவணை தவறியது', CLOSED: 'முடிக்கப்பட்டது' },
  closedOn: (day) => `${day} அன்று முடிக்கப்பட்டது`,
  fields: { status: 'நிலை', outstanding: 'நிலுவைத் தொகை', daysPastDue: 'தவணை தவறிய நாட்கள்' },
  correction: (field, value) => `${TAMIL.fields[field]} ${value}`,
  facts: {
    lender: 'கடன் வழங்குநர்',
    loanAccount: 'கடன் கணக்கு',
    reportDated: 'கிரெடிட் அறிக்கையின் தேதி',
  },
  source: (report, lender, statement) =>
    `உங்கள் ${report} தேதியிட்ட கிரெடிட் அறிக்கை, ${lender}-இன் ${statement} தேதியிட்ட கணக்கு அறிக்கை ஆகியவற்றிலிருந்து`,
  intro: ({ report, bureau, loan, account, lender, statement }) =>
    `${tamilAfter(bureau, 'வின்', 'இன்')} ${report} தேதியிட்ட கிரெடிட் அறிக்கை, ${lender}-இல் உள்ள ` +
    `உங்கள் ${loan} கணக்கு ${account}-ஐ ${lender}-இன் சொந்த ${statement} தேதியிட்ட கணக்கு ` +
    'அறிக்கையிலிருந்து வேறுபட்டுக் காட்டுகிறது:',
  columns: (lender) => ['கிரெடிட் அறிக்கையில் உள்ளது', `${lender}-இன் அறிக்கையில் உள்ளது`],
  evidence: 'சான்று',
  evidenceIntro: (lender) =>
    `இந்தக் கடனுக்கான ${lender}-இன் சொந்தக் கணக்கு அறிக்கை — திருத்தம் கோரப்படுவது இந்தப் பதிவின்படியே:`,
  evidenceLabels: {
    file: 'கோப்பு',
    dated: 'தேதி',
    id: 'ஆவண எண்',
    code: 'சரிபார்ப்புக் குறியீடு',
    checkAt: 'உண்மைத்தன்மையைச் சரிபார்க்க',
  },
  evidenceNote:
    'இந்த ஆவண எண்ணும் சரிபார்ப்புக் குறியீடும் கொண்ட கணக்கு அறிக்கை உண்மையானதுதானா என்பதை ' +
    'அந்த முகவரியைத் திறந்து யார் வேண்டுமானாலும் சரிபார்க்கலாம்.',
  whatToAsk: 'என்ன கேட்க வேண்டும்',
  askToCorrect: (bureau, lender, corrections) =>
    `இந்தக் கடன் குறித்த தனது பதிவை ${lender}-இன் கணக்கு அறிக்கைக்கு ஏற்பத் திருத்துமாறு ` +
    `${tamilAfter(bureau, 'விடம்', 'இடம்')} கேட்கவும்: ${corrections.join('; ')}.`,
  rule: (bureau, lender, perDay) =>
    `${TAMIL_CIRCULAR} படி, உங்கள் புகாரிலிருந்து ${BUREAU_RESOLUTION_DAYS} நாட்களுக்குள் ` +
    `ஆட்சேபனை தீர்க்கப்பட வேண்டும். அதன் பிறகு ஒவ்வொரு நாளுக்கும் ${bureau} அல்லது ` +
    `${lender} (தாமதத்துக்குக் காரணமானவர்) உங்களுக்கு ${perDay} இழப்பீடு தர வேண்டும்; ` +
    'அது தீர்வு கிடைத்த ஐந்து வேலை நாட்களுக்குள் உங்கள் வங்கிக் கணக்கில் வரவு வைக்கப்படும்.',
  howToRaise: ({ bureau, loan, lender, lastFour, fileName }) =>
    `எப்படிப் புகார் அளிப்பது: ${tamilAfter(bureau, 'வின்', 'இன்')} இணையதளத்தில் உள்ள ஆட்சேபனைப் ` +
    `படிவத்தைப் பயன்படுத்தவும். ${lender}-இல் உள்ள உங்கள் ${loan} கணக்கைக் (கடைசி நான்கு ` +
    `இலக்கங்கள் ${lastFour}) குறிப்பிட்டு, ${lender}-இன் கணக்கு அறிக்கையையும் (${fileName}) ` +
    'இந்தச் சுருக்கத்தையும் இணைக்கவும்.',
  ombudsman:
    `உங்கள் புகாரிலிருந்து ${BUREAU_RESOLUTION_DAYS} நாட்களுக்குள் தீர்வு கிடைக்காவிட்டால், ` +
    `${ombudsmanScheme('ta')} கீழ் RBI-இன் புகார் இணையதளத்தில் (${COMPLAINTS_PORTAL}) RBI ` +
    'குறைதீர்ப்பாளரிடம் புகார் அளிக்கலாம்.',
  prepared: (bureau, lender) =>
    `கடன்தாரரின் சொந்தப் பதிவுகளிலிருந்து — கிரெடிட் அறிக்கையும் ${lender}-இன் கணக்கு ` +
    `அறிக்கையும் — ${SERVICE_NAME} தயாரித்த சுருக்கம். இதை ${bureau} அல்லது ${lender} ` +
    'வழங்கவில்லை.',
};

const WORDS: Record<DocumentLanguage, SummaryWords> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MARATHI,
  te: TELUGU,
  bn: BENGALI,
  ta: TAMIL,
};

const TITLES: Record<DocumentLanguage, string> = {
  en: 'Credit report dispute summary',
  hi: 'क्रेडिट रिपोर्ट विवाद सारांश',
  mr: 'क्रेडिट रिपोर्ट विवाद सारांश',
  te: 'క్రెడిట్ రిపోర్ట్ వివాద సారాంశం',
  bn: 'ক্রেডিট রিপোর্ট আপত্তির সারাংশ',
  ta: 'கிரெடிட் அறிக்கை ஆட்சேபனைச் சுருக்கம்',
};

/** "Overdue"; a closed loan with its date: "Closed on 03 Oct 2026". */
function statusText(
  words: SummaryWords,
  status: AccountStatus,
  closedOn: string | null,
  language: DocumentLanguage,
): string {
  return status === 'CLOSED' && closedOn
    ? words.closedOn(date(closedOn, language))
    : words.status[status];
}

/** The credit report's value of a mismatch, and the lender's. */
function mismatchValues(
  words: SummaryWords,
  mismatch: RecordMismatch,
  bureauLoan: LoanAccount,
  language: DocumentLanguage,
): [string, string] {
  switch (mismatch.field) {
    case 'status':
      return [
        statusText(words, mismatch.bureau, bureauLoan.closedOn, language),
        statusText(words, mismatch.lender, mismatch.lenderClosedOn, language),
      ];
    case 'outstanding':
      return [money(mismatch.bureauPaise), money(mismatch.lenderPaise)];
    case 'daysPastDue':
      return [String(mismatch.bureau), String(mismatch.lender)];
  }
}

/** One table row per mismatch: what it is, the credit report's value, the lender's. */
export function mismatchRow(
  mismatch: RecordMismatch,
  bureauLoan: LoanAccount,
  language: DocumentLanguage = 'en',
): [string, string, string] {
  const words = WORDS[language];
  return [words.fields[mismatch.field], ...mismatchValues(words, mismatch, bureauLoan, language)];
}

/** The lender's value of a mismatch, as the correction asks for it. */
function correction(
  words: SummaryWords,
  mismatch: RecordMismatch,
  bureauLoan: LoanAccount,
  language: DocumentLanguage,
): string {
  return words.correction(mismatch.field, mismatchValues(words, mismatch, bureauLoan, language)[1]);
}

/** Label and value on one line each, wide enough for a file name or a web address. */
function evidenceTable(rows: readonly (readonly [string, string])[]): Block {
  return termsTable(rows, { widths: [120, '*'] });
}

export function disputeSummaryDocument(input: DisputeSummaryInput): TypesetDocument {
  const { bureauLoan, lenderLoan, mismatches, evidence, issuedOn } = input;
  if (mismatches.length === 0) {
    throw new Error('A dispute summary needs at least one difference between the records');
  }
  const language = input.language ?? 'en';
  const words = WORDS[language];
  const bureauName = input.bureauName ?? words.anyBureau;
  const lender = lenderLoan.bankName;
  const loanName = loanTypeName(bureauLoan.loanType, language);
  const account = maskAccountNumber(bureauLoan.accountNumber);
  const lastFour = bureauLoan.accountNumber.slice(-4);
  const reportDate = date(input.reportDate, language);
  const statementDate = date(evidence.generatedOn, language);
  const perDay = money(DELAYED_CORRECTION_COMPENSATION_PER_DAY_PAISE);

  const [reportColumn, statementColumn] = words.columns(lender);
  const columns: readonly Column[] = [
    { header: '', width: 90 },
    { header: reportColumn, width: '*' },
    { header: statementColumn, width: '*' },
  ];

  return borrowerSummaryDocument(
    {
      borrower: input.borrower,
      issuedOn,
      facts: [
        [words.facts.lender, lender],
        [words.facts.loanAccount, `${loanName} ${account}`],
        [words.facts.reportDated, reportDate],
      ],
      source: words.source(reportDate, lender, statementDate),
      sandbox: input.sandbox,
      language,
    },
    {
      title: TITLES.en,
      hindiTitle: TITLES.hi,
      languageTitle: TITLES[language],
      dated: date(issuedOn, language),
      content: [
        paragraph(
          words.intro({
            report: reportDate,
            bureau: bureauName,
            loan: loanName,
            account,
            lender,
            statement: statementDate,
          }),
        ),
        dataTable(
          columns,
          mismatches.map((mismatch) => mismatchRow(mismatch, bureauLoan, language)),
        ),
        section(words.evidence),
        paragraph(words.evidenceIntro(lender)),
        evidenceTable([
          [words.evidenceLabels.file, evidence.fileName],
          [words.evidenceLabels.dated, statementDate],
          [words.evidenceLabels.id, evidence.documentId],
          [words.evidenceLabels.code, evidence.verificationCode],
          [words.evidenceLabels.checkAt, evidence.verifyUrl],
        ]),
        note(words.evidenceNote, 4),
        section(words.whatToAsk),
        bullets([
          words.askToCorrect(
            bureauName,
            lender,
            mismatches.map((mismatch) => correction(words, mismatch, bureauLoan, language)),
          ),
          words.rule(bureauName, lender, perDay),
          words.howToRaise({
            bureau: bureauName,
            loan: loanName,
            lender,
            lastFour,
            fileName: evidence.fileName,
          }),
          words.ombudsman,
        ]),
        note(words.prepared(bureauName, lender)),
      ],
    },
  );
}
