import { maskAccountNumber } from '../../../shared/format.js';
import type { ChargeProblem, FlaggedCharge } from '../../bureau/charges-check.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  borrowerSummaryDocument,
  type Column,
  type DocumentLanguage,
  dataTable,
  date,
  loanTypeName,
  money,
  paragraph,
  rateText,
  spacedGroup,
} from '../layout.js';
import {
  borrowerSignature,
  COMPLAINTS_PORTAL,
  grievanceOfficerAddress,
  OMBUDSMAN_SCHEME,
  ombudsmanScheme,
} from '../letter-parts.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { Block, TypesetDocument } from '../typeset/document-model.js';

/**
 * The borrower's letter to the lender's grievance redressal officer asking for the charges the
 * charges check flagged to be refunded: each charge with its day, wording and amount as the
 * lender's statement of account shows them, why it should not have been charged (a prepayment
 * charge the RBI does not allow on a floating-rate loan; a charge the Key Fact Statement never
 * listed), the total, a reply within 30 days, and the RBI Ombudsman after that. Prepared by the
 * service for the borrower to sign and send, not issued by a lender.
 */

export interface ChargesLetterInput {
  /** The lender's record of the loan, from its newest statement of account. */
  loan: LoanAccount;
  /** chargesCheck(loan); never empty. */
  flagged: readonly FlaggedCharge[];
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** The statement of account the charges are read from, enclosed with the letter. */
  statement: { generatedOn: string; verificationCode: string };
  /** ISO date the letter is prepared on. */
  issuedOn: string;
  sandbox: boolean;
  /** The borrower's language, the letter's; English when absent. */
  language?: DocumentLanguage;
}

/** Loans sanctioned from this day are under the Key Facts Statement circular of 15 April 2024. */
const KFS_CIRCULAR_FROM = '2024-10-01';
/** Loans sanctioned from this day are under the Pre-payment Charges Directions of 2 July 2025. */
const PREPAYMENT_DIRECTIONS_FROM = '2026-01-01';

/** The letter's words, with the dates, counts and amounts it is given. */
interface LetterWords {
  /** Why a charge should not have been charged, in a word, for the table. */
  shortReasons: Record<ChargeProblem, string>;
  /** The rule a floating-rate loan's prepayment charge breaks, by when the loan was sanctioned. */
  prepaymentRule: (underDirections: boolean) => string;
  notAllowed: (rule: string) => string;
  notInKfs: (sanctionedOn: string, count: number) => string;
  kfsCircular: string;
  and: string;
  columns: Column[];
  chargesOf: (days: string, count: number) => string;
  facts: {
    loanAccount: string;
    lender: string;
    rate: string;
    sanctionedOn: string;
    statement: string;
    refund: string;
  };
  source: (lender: string, statement: string) => string;
  subject: (loan: string, account: string, several: boolean) => string;
  dear: string;
  intro: (statement: string, loan: string, account: string, several: boolean) => string;
  total: (several: boolean) => string;
  request: (total: string, several: boolean) => string;
  enclosure: (statement: string, code: string) => string;
}

const ENGLISH: LetterWords = {
  shortReasons: {
    'not-allowed': 'Not allowed on a floating-rate loan (RBI)',
    'not-in-kfs': 'Not in the Key Fact Statement',
  },
  prepaymentRule: (underDirections) =>
    underDirections
      ? 'the Reserve Bank of India (Pre-payment Charges on Loans) Directions, 2025 (2 July 2025)'
      : 'the Reserve Bank of India’s instructions on foreclosure charges and pre-payment ' +
        'penalties on floating-rate term loans (for banks, circular ' +
        'DBOD.Dir.BC.No.110/13.03.00/2013-14 of 7 May 2014; the same rule applies to NBFCs and ' +
        'housing finance companies)',
  notAllowed: (rule) =>
    'This loan carries a floating rate of interest and was sanctioned to me, an individual, ' +
    `for purposes other than business. Under ${rule}, no ` +
    'foreclosure charge or pre-payment penalty may be levied on such a loan.',
  notInKfs: (sanctionedOn, count) =>
    `The Key Fact Statement of my sanction letter of ${sanctionedOn} does not ` +
    `list ${count === 1 ? 'this charge' : 'these charges'}, and I did not agree to ` +
    `${count === 1 ? 'it' : 'them'}.`,
  kfsCircular:
    ' Under the Reserve Bank of India’s circular “Key Facts Statement (KFS) for Loans & ' +
    'Advances” of 15 April 2024, a charge not mentioned in the Key Fact Statement cannot ' +
    'be charged at any stage of the loan without the borrower’s explicit consent.',
  and: 'and',
  columns: [
    { header: 'Date', width: 'auto' },
    { header: 'Charge, as the statement words it', width: '*' },
    { header: 'Amount (GST incl.)', width: 78, alignment: 'right' },
    { header: 'Why it should not have been charged', width: 150 },
  ],
  chargesOf: (days, count) => `The ${count === 1 ? 'charge' : 'charges'} of ${days}: `,
  facts: {
    loanAccount: 'Loan account',
    lender: 'Lender',
    rate: 'Interest rate',
    sanctionedOn: 'Sanctioned on',
    statement: 'Statement of account',
    refund: 'Refund asked for',
  },
  source: (lender, statement) =>
    `From ${lender}’s statement of account of ${statement}, checked against your sanction letter’s Key Fact Statement`,
  subject: (loan, account, several) =>
    `Subject: Refund of ${several ? 'charges' : 'a charge'} debited to ${loan} account ${account}`,
  dear: 'Dear Sir or Madam,',
  intro: (statement, loan, account, several) =>
    `Your statement of account of ${statement} for my ${loan} account ${account} ` +
    `shows the following ${several ? 'charges' : 'charge'} debited to it, which ` +
    `${several ? 'were' : 'was'} not agreed when the loan was sanctioned or ` +
    `${several ? 'are' : 'is'} not allowed by the Reserve Bank of India:`,
  total: (several) => (several ? 'Total' : 'Amount to refund'),
  request: (total, several) =>
    `I request you to reverse ${several ? 'these charges' : 'this charge'}, refund ` +
    `${total} to my loan account, and confirm it to me in writing within 30 ` +
    'days of this letter. If I have no reply within 30 days, or the reply does not ' +
    `resolve this, I may complain to the RBI Ombudsman under the ${OMBUDSMAN_SCHEME} on ` +
    `the RBI’s complaint portal (${COMPLAINTS_PORTAL}).`,
  enclosure: (statement, code) =>
    `statement of account of ${statement} (verification code ` +
    `${code}); sanction letter with its Key Fact Statement`,
};

const HINDI: LetterWords = {
  shortReasons: {
    'not-allowed': 'फ़्लोटिंग दर वाले ऋण पर अनुमत नहीं (RBI)',
    'not-in-kfs': 'मुख्य तथ्य विवरण (KFS) में नहीं',
  },
  prepaymentRule: (underDirections) =>
    underDirections
      ? 'भारतीय रिज़र्व बैंक (ऋणों पर पूर्व-भुगतान प्रभार) निदेश, 2025 (2 जुलाई 2025)'
      : 'फ़्लोटिंग दर वाले सावधि ऋणों पर फ़ोरक्लोज़र प्रभार और पूर्व-भुगतान दंड के संबंध में ' +
        'भारतीय रिज़र्व बैंक के निर्देशों (बैंकों के लिए परिपत्र ' +
        'DBOD.Dir.BC.No.110/13.03.00/2013-14 दिनांक 7 मई 2014; यही नियम NBFC और आवास वित्त ' +
        'कंपनियों पर भी लागू होता है)',
  notAllowed: (rule) =>
    'यह ऋण फ़्लोटिंग ब्याज दर पर है और मुझे, एक व्यक्ति के रूप में, व्यवसाय से भिन्न ' +
    `प्रयोजनों के लिए स्वीकृत किया गया था। ${rule} के अनुसार, ऐसे ऋण पर कोई फ़ोरक्लोज़र ` +
    'प्रभार या पूर्व-भुगतान दंड नहीं लगाया जा सकता।',
  notInKfs: (sanctionedOn, count) =>
    count === 1
      ? `मेरे ${sanctionedOn} के स्वीकृति पत्र के मुख्य तथ्य विवरण में यह शुल्क शामिल नहीं है, ` +
        'और मैंने इसके लिए सहमति नहीं दी थी।'
      : `मेरे ${sanctionedOn} के स्वीकृति पत्र के मुख्य तथ्य विवरण में ये शुल्क शामिल नहीं हैं, ` +
        'और मैंने इनके लिए सहमति नहीं दी थी।',
  kfsCircular:
    ' भारतीय रिज़र्व बैंक के परिपत्र “Key Facts Statement (KFS) for Loans & Advances” दिनांक ' +
    '15 अप्रैल 2024 के अनुसार, मुख्य तथ्य विवरण में उल्लिखित न किया गया कोई भी शुल्क ' +
    'उधारकर्ता की स्पष्ट सहमति के बिना ऋण के किसी भी चरण में नहीं लगाया जा सकता।',
  and: 'और',
  columns: [
    { header: 'दिनांक', width: 'auto' },
    { header: 'शुल्क, जैसा विवरण में लिखा है', width: '*' },
    { header: 'राशि (GST सहित)', width: 78, alignment: 'right' },
    { header: 'यह शुल्क क्यों नहीं लगना चाहिए था', width: 150 },
  ],
  chargesOf: (days, count) => `${days} ${count === 1 ? 'का शुल्क' : 'के शुल्क'}: `,
  facts: {
    loanAccount: 'ऋण खाता',
    lender: 'ऋणदाता',
    rate: 'ब्याज दर',
    sanctionedOn: 'स्वीकृति की तिथि',
    statement: 'खाता विवरण',
    refund: 'माँगी गई वापसी',
  },
  source: (lender, statement) =>
    `${lender} के ${statement} के खाता विवरण से, आपके स्वीकृति पत्र के मुख्य तथ्य विवरण से मिलान करके`,
  subject: (loan, account, several) =>
    `विषय: ${loan} खाता ${account} में डेबिट किए गए ${several ? 'शुल्कों' : 'शुल्क'} की वापसी`,
  dear: 'महोदय/महोदया,',
  intro: (statement, loan, account, several) =>
    `आपके ${statement} के खाता विवरण के अनुसार मेरे ${loan} खाते ${account} में ` +
    (several
      ? 'निम्नलिखित शुल्क डेबिट किए गए हैं, जिन पर ऋण स्वीकृत होते समय सहमति नहीं हुई थी या ' +
        'जिनकी भारतीय रिज़र्व बैंक अनुमति नहीं देता:'
      : 'निम्नलिखित शुल्क डेबिट किया गया है, जिस पर ऋण स्वीकृत होते समय सहमति नहीं हुई थी या ' +
        'जिसकी भारतीय रिज़र्व बैंक अनुमति नहीं देता:'),
  total: (several) => (several ? 'कुल' : 'वापसी योग्य राशि'),
  request: (total, several) =>
    `आपसे अनुरोध है कि ${several ? 'इन शुल्कों' : 'इस शुल्क'} को रिवर्स करें, ${total} मेरे ` +
    'ऋण खाते में वापस जमा करें, और इस पत्र की तिथि से 30 दिनों के भीतर मुझे लिखित रूप में ' +
    'इसकी पुष्टि करें। यदि 30 दिनों के भीतर मुझे कोई उत्तर नहीं मिलता, या उत्तर से इसका ' +
    `समाधान नहीं होता, तो मुझे ${ombudsmanScheme('hi')} के अंतर्गत RBI के शिकायत पोर्टल ` +
    `(${COMPLAINTS_PORTAL}) पर RBI लोकपाल के पास शिकायत दर्ज करने का अधिकार होगा।`,
  enclosure: (statement, code) =>
    `${statement} का खाता विवरण (सत्यापन कोड ${code}); मुख्य तथ्य विवरण सहित स्वीकृति पत्र`,
};

const MARATHI: LetterWords = {
  shortReasons: {
    'not-allowed': 'फ्लोटिंग दराच्या कर्जावर परवानगी नाही (RBI)',
    'not-in-kfs': 'महत्त्वाच्या तथ्यांच्या विवरणात (KFS) नाही',
  },
  prepaymentRule: (underDirections) =>
    underDirections
      ? 'भारतीय रिझर्व्ह बँक (कर्जांवरील मुदतपूर्व परतफेड शुल्क) निर्देश, 2025 (2 जुलै 2025)'
      : 'फ्लोटिंग दराच्या मुदत कर्जांवरील मुदतपूर्व कर्जबंदी शुल्क आणि मुदतपूर्व परतफेड दंड ' +
        'यांबाबत भारतीय रिझर्व्ह बँकेच्या सूचना (बँकांसाठी परिपत्रक ' +
        'DBOD.Dir.BC.No.110/13.03.00/2013-14, दिनांक 7 मे 2014; हाच नियम NBFC आणि गृहवित्त ' +
        'कंपन्यांनाही लागू आहे)',
  notAllowed: (rule) =>
    'हे कर्ज फ्लोटिंग व्याजदराचे आहे आणि ते मला, एक व्यक्ती म्हणून, व्यवसायाव्यतिरिक्त ' +
    `इतर कारणांसाठी मंजूर झाले होते. ${rule} नुसार अशा कर्जावर कोणतेही मुदतपूर्व ` +
    'कर्जबंदी शुल्क किंवा मुदतपूर्व परतफेड दंड आकारता येत नाही.',
  notInKfs: (sanctionedOn, count) =>
    count === 1
      ? `माझ्या ${sanctionedOn} रोजीच्या मंजुरी पत्रातील महत्त्वाच्या तथ्यांच्या विवरणात हे ` +
        'शुल्क नमूद नाही, आणि मी त्याला संमती दिली नव्हती.'
      : `माझ्या ${sanctionedOn} रोजीच्या मंजुरी पत्रातील महत्त्वाच्या तथ्यांच्या विवरणात हे ` +
        'शुल्क नमूद नाहीत, आणि मी त्यांना संमती दिली नव्हती.',
  kfsCircular:
    ' भारतीय रिझर्व्ह बँकेच्या 15 एप्रिल 2024 रोजीच्या “Key Facts Statement (KFS) for ' +
    'Loans & Advances” या परिपत्रकानुसार, महत्त्वाच्या तथ्यांच्या विवरणात नमूद नसलेले ' +
    'कोणतेही शुल्क कर्जदाराच्या स्पष्ट संमतीशिवाय कर्जाच्या कोणत्याही टप्प्यावर आकारता येत नाही.',
  and: 'आणि',
  columns: [
    { header: 'दिनांक', width: 'auto' },
    { header: 'शुल्क, उताऱ्यात लिहिल्याप्रमाणे', width: '*' },
    { header: 'रक्कम (GST सह)', width: 78, alignment: 'right' },
    { header: 'हे शुल्क का आकारायला नको होते', width: 150 },
  ],
  chargesOf: (days, count) => `${days} ${count === 1 ? 'रोजीचे शुल्क' : 'रोजीची शुल्के'}: `,
  facts: {
    loanAccount: 'कर्ज खाते',
    lender: 'कर्जदाता',
    rate: 'व्याजदर',
    sanctionedOn: 'मंजुरीचा दिनांक',
    statement: 'खाते उतारा',
    refund: 'मागितलेला परतावा',
  },
  source: (lender, statement) =>
    `${lender} च्या ${statement} रोजीच्या खाते उताऱ्यावरून, तुमच्या मंजुरी पत्रातील महत्त्वाच्या तथ्यांच्या विवरणाशी पडताळून`,
  subject: (loan, account, several) =>
    `विषय: ${loan} खाते ${account} ला नावे टाकलेल्या ${several ? 'शुल्कांचा' : 'शुल्काचा'} परतावा`,
  dear: 'महोदय/महोदया,',
  intro: (statement, loan, account, several) =>
    `आपल्या ${statement} रोजीच्या खाते उताऱ्यानुसार माझ्या ${loan} खाते ${account} ला ` +
    (several
      ? 'पुढील शुल्के नावे टाकण्यात आली आहेत, जी कर्ज मंजूर करताना ठरलेली नव्हती किंवा ' +
        'ज्यांना भारतीय रिझर्व्ह बँक परवानगी देत नाही:'
      : 'पुढील शुल्क नावे टाकण्यात आले आहे, जे कर्ज मंजूर करताना ठरलेले नव्हते किंवा ' +
        'ज्याला भारतीय रिझर्व्ह बँक परवानगी देत नाही:'),
  total: (several) => (several ? 'एकूण' : 'परत करायची रक्कम'),
  request: (total, several) =>
    `आपणास विनंती आहे की ${several ? 'ही शुल्के' : 'हे शुल्क'} रद्द करून ${total} माझ्या ` +
    'कर्ज खात्यात परत जमा करावेत, आणि या पत्राच्या दिनांकापासून 30 दिवसांच्या आत मला ' +
    'त्याची लेखी पुष्टी द्यावी. 30 दिवसांच्या आत मला उत्तर न मिळाल्यास, किंवा उत्तराने या ' +
    `प्रश्नाचे निराकरण न झाल्यास, मी ${ombudsmanScheme('mr')} अंतर्गत RBI च्या तक्रार ` +
    `पोर्टलवर (${COMPLAINTS_PORTAL}) RBI लोकपालाकडे तक्रार दाखल करू शकेन.`,
  enclosure: (statement, code) =>
    `${statement} रोजीचा खाते उतारा (पडताळणी कोड ${code}); महत्त्वाच्या तथ्यांच्या विवरणासह मंजुरी पत्र`,
};

const TELUGU: LetterWords = {
  shortReasons: {
    'not-allowed': 'ఫ్లోటింగ్ రేటు రుణంపై అనుమతి లేదు (RBI)',
    'not-in-kfs': 'కీ ఫ్యాక్ట్ స్టేట్‌మెంట్ (KFS) లో లేదు',
  },
  prepaymentRule: (underDirections) =>
    underDirections
      ? 'భారతీయ రిజర్వ్ బ్యాంక్ (రుణాలపై ముందస్తు చెల్లింపు ఛార్జీలు) ఆదేశాలు, 2025 (2 జూలై 2025)'
      : 'ఫ్లోటింగ్ రేటు టర్మ్ రుణాలపై ముందస్తు ముగింపు ఛార్జీలు, ముందస్తు చెల్లింపు జరిమానాల ' +
        'గురించి భారతీయ రిజర్వ్ బ్యాంక్ సూచనలు (బ్యాంకులకు సర్క్యులర్ ' +
        'DBOD.Dir.BC.No.110/13.03.00/2013-14, తేదీ 7 మే 2014; ఇదే నియమం NBFCలకు, గృహ రుణ ' +
        'సంస్థలకు కూడా వర్తిస్తుంది)',
  notAllowed: (rule) =>
    'ఈ రుణం ఫ్లోటింగ్ వడ్డీ రేటుపై ఉంది, వ్యాపారేతర అవసరాల కోసం వ్యక్తిగా నాకు మంజూరు ' +
    `చేయబడింది. ${rule} ప్రకారం అలాంటి రుణంపై ఎలాంటి ముందస్తు ముగింపు ఛార్జీ గానీ ముందస్తు ` +
    'చెల్లింపు జరిమానా గానీ వసూలు చేయకూడదు.',
  notInKfs: (sanctionedOn, count) =>
    count === 1
      ? `${sanctionedOn} నాటి నా మంజూరు లేఖలోని కీ ఫ్యాక్ట్ స్టేట్‌మెంట్‌లో ఈ ఛార్జీ పేర్కొనబడలేదు, దానికి నేను అంగీకరించలేదు.`
      : `${sanctionedOn} నాటి నా మంజూరు లేఖలోని కీ ఫ్యాక్ట్ స్టేట్‌మెంట్‌లో ఈ ఛార్జీలు ` +
        'పేర్కొనబడలేదు, వాటికి నేను అంగీకరించలేదు.',
  kfsCircular:
    ' భారతీయ రిజర్వ్ బ్యాంక్ 15 ఏప్రిల్ 2024 నాటి “Key Facts Statement (KFS) for ' +
    'Loans & Advances” సర్క్యులర్ ప్రకారం, కీ ఫ్యాక్ట్ స్టేట్‌మెంట్‌లో పేర్కొనని ఏ ఛార్జీనీ ' +
    'రుణగ్రహీత స్పష్టమైన సమ్మతి లేకుండా రుణం ఏ దశలోనూ వసూలు చేయకూడదు.',
  and: 'మరియు',
  columns: [
    { header: 'తేదీ', width: 'auto' },
    { header: 'ఛార్జీ, స్టేట్‌మెంట్‌లో ఉన్నట్లు', width: '*' },
    { header: 'మొత్తం (GST తో)', width: 78, alignment: 'right' },
    { header: 'ఈ ఛార్జీ ఎందుకు వేయకూడదు', width: 150 },
  ],
  chargesOf: (days, count) => `${days} ${count === 1 ? 'నాటి ఛార్జీ' : 'నాటి ఛార్జీలు'}: `,
  facts: {
    loanAccount: 'రుణ ఖాతా',
    lender: 'రుణదాత',
    rate: 'వడ్డీ రేటు',
    sanctionedOn: 'మంజూరు తేదీ',
    statement: 'ఖాతా స్టేట్‌మెంట్',
    refund: 'కోరిన వాపసు',
  },
  source: (lender, statement) =>
    `${lender} ${statement} నాటి ఖాతా స్టేట్‌మెంట్ నుండి, మీ మంజూరు లేఖలోని కీ ఫ్యాక్ట్ స్టేట్‌మెంట్‌తో పోల్చి`,
  subject: (loan, account, several) =>
    `విషయం: ${loan} ఖాతా ${account} కు డెబిట్ చేసిన ${several ? 'ఛార్జీల' : 'ఛార్జీ'} వాపసు`,
  dear: 'అయ్యా/అమ్మా,',
  intro: (statement, loan, account, several) =>
    `మీ ${statement} నాటి ఖాతా స్టేట్‌మెంట్ ప్రకారం నా ${loan} ఖాతా ${account} కు ` +
    (several
      ? 'కింది ఛార్జీలు డెబిట్ చేయబడ్డాయి; ఇవి రుణం మంజూరు చేసినప్పుడు అంగీకరించినవి కావు, ' +
        'లేదా భారతీయ రిజర్వ్ బ్యాంక్ వీటిని అనుమతించదు:'
      : 'కింది ఛార్జీ డెబిట్ చేయబడింది; ఇది రుణం మంజూరు చేసినప్పుడు అంగీకరించినది కాదు, ' +
        'లేదా భారతీయ రిజర్వ్ బ్యాంక్ దీన్ని అనుమతించదు:'),
  total: (several) => (several ? 'మొత్తం' : 'వాపసు చేయవలసిన మొత్తం'),
  request: (total, several) =>
    `${several ? 'ఈ ఛార్జీలను' : 'ఈ ఛార్జీని'} రద్దు చేసి, ${total} నా రుణ ఖాతాలో తిరిగి జమ ` +
    'చేయవలసిందిగా, ఈ లేఖ తేదీ నుండి 30 రోజులలోపు నాకు రాతపూర్వకంగా నిర్ధారించవలసిందిగా ' +
    'కోరుతున్నాను. 30 రోజులలోపు నాకు సమాధానం రాకపోతే, లేదా సమాధానంతో ఇది పరిష్కారం ' +
    `కాకపోతే, ${ombudsmanScheme('te')} కింద RBI ఫిర్యాదుల పోర్టల్‌లో (${COMPLAINTS_PORTAL}) ` +
    'RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయగలను.',
  enclosure: (statement, code) =>
    `${statement} నాటి ఖాతా స్టేట్‌మెంట్ (ధ్రువీకరణ కోడ్ ${code}); కీ ఫ్యాక్ట్ స్టేట్‌మెంట్‌తో కూడిన మంజూరు లేఖ`,
};
const BENGALI: LetterWords = {
  shortReasons: {
    'not-allowed': 'ফ্লোটিং হারের ঋণে অনুমোদিত নয় (RBI)',
    'not-in-kfs': 'মূল তথ্য বিবরণীতে (KFS) নেই',
  },
  prepaymentRule: (underDirections) =>
    underDirections
      ? 'ভারতীয় রিজার্ভ ব্যাংক (ঋণের আগাম পরিশোধ চার্জ) নির্দেশাবলি, 2025 (2 জুলাই 2025)'
      : 'ফ্লোটিং হারের মেয়াদি ঋণে মেয়াদপূর্ব পরিশোধ চার্জ ও আগাম পরিশোধ জরিমানা ' +
        'সম্পর্কে ভারতীয় রিজার্ভ ব্যাংকের নির্দেশ (ব্যাংকের জন্য সার্কুলার ' +
        'DBOD.Dir.BC.No.110/13.03.00/2013-14, তারিখ 7 মে 2014; একই নিয়ম NBFC ও গৃহঋণ ' +
        'সংস্থাগুলির ক্ষেত্রেও প্রযোজ্য)',
  notAllowed: (rule) =>
    'এই ঋণটি ফ্লোটিং সুদের হারে এবং এটি আমাকে, একজন ব্যক্তি হিসেবে, ব্যবসা ছাড়া ' +
    `অন্য উদ্দেশ্যে অনুমোদিত হয়েছিল। ${rule} অনুযায়ী এমন ঋণে কোনো মেয়াদপূর্ব ` +
    'পরিশোধ চার্জ বা আগাম পরিশোধ জরিমানা নেওয়া যায় না।',
  notInKfs: (sanctionedOn, count) =>
    count === 1
      ? `আমার ${sanctionedOn} তারিখের ঋণ অনুমোদন পত্রের মূল তথ্য বিবরণীতে এই চার্জের ` +
        'উল্লেখ নেই, এবং আমি এতে সম্মতি দিইনি।'
      : `আমার ${sanctionedOn} তারিখের ঋণ অনুমোদন পত্রের মূল তথ্য বিবরণীতে এই চার্জগুলির ` +
        'উল্লেখ নেই, এবং আমি এগুলিতে সম্মতি দিইনি।',
  kfsCircular:
    ' ভারতীয় রিজার্ভ ব্যাংকের 15 এপ্রিল 2024 তারিখের “Key Facts Statement (KFS) for ' +
    'Loans & Advances” সার্কুলার অনুযায়ী, মূল তথ্য বিবরণীতে উল্লেখ না থাকা কোনো চার্জ ' +
    'ঋণগ্রহীতার স্পষ্ট সম্মতি ছাড়া ঋণের কোনো পর্যায়েই নেওয়া যায় না।',
  and: 'ও',
  columns: [
    { header: 'তারিখ', width: 'auto' },
    { header: 'চার্জ, স্টেটমেন্টে যেমন লেখা', width: '*' },
    { header: 'পরিমাণ (GST সহ)', width: 78, alignment: 'right' },
    { header: 'এই চার্জ কেন নেওয়া উচিত হয়নি', width: 150 },
  ],
  chargesOf: (days, count) => `${days} তারিখের ${count === 1 ? 'চার্জ' : 'চার্জগুলি'}: `,
  facts: {
    loanAccount: 'ঋণ অ্যাকাউন্ট',
    lender: 'ঋণদাতা',
    rate: 'সুদের হার',
    sanctionedOn: 'অনুমোদনের তারিখ',
    statement: 'অ্যাকাউন্ট স্টেটমেন্ট',
    refund: 'যে টাকা ফেরত চাওয়া হয়েছে',
  },
  source: (lender, statement) =>
    `${lender}-এর ${statement} তারিখের অ্যাকাউন্ট স্টেটমেন্ট থেকে, আপনার ঋণ অনুমোদন পত্রের মূল তথ্য বিবরণীর সঙ্গে মিলিয়ে`,
  subject: (loan, account, several) =>
    `বিষয়: ${loan} অ্যাকাউন্ট ${account}-এ ডেবিট করা ${several ? 'চার্জগুলি' : 'চার্জ'} ফেরতের অনুরোধ`,
  dear: 'মহাশয়/মহাশয়া,',
  intro: (statement, loan, account, several) =>
    `আপনাদের ${statement} তারিখের অ্যাকাউন্ট স্টেটমেন্ট অনুযায়ী আমার ${loan} অ্যাকাউন্ট ${account}-এ ` +
    (several
      ? 'নিচের চার্জগুলি ডেবিট করা হয়েছে, যা ঋণ অনুমোদনের সময় স্থির হয়নি অথবা ' +
        'ভারতীয় রিজার্ভ ব্যাংক যার অনুমতি দেয় না:'
      : 'নিচের চার্জটি ডেবিট করা হয়েছে, যা ঋণ অনুমোদনের সময় স্থির হয়নি অথবা ' +
        'ভারতীয় রিজার্ভ ব্যাংক যার অনুমতি দেয় না:'),
  total: (several) => (several ? 'মোট' : 'ফেরতযোগ্য পরিমাণ'),
  request: (total, several) =>
    `আপনাদের অনুরোধ করছি, ${several ? 'এই চার্জগুলি' : 'এই চার্জটি'} বাতিল করে ${total} আমার ` +
    'ঋণ অ্যাকাউন্টে ফেরত জমা করুন, এবং এই চিঠির তারিখ থেকে 30 দিনের মধ্যে আমাকে ' +
    'লিখিতভাবে তা নিশ্চিত করুন। 30 দিনের মধ্যে উত্তর না পেলে, অথবা উত্তরে বিষয়টির ' +
    `নিষ্পত্তি না হলে, আমি ${ombudsmanScheme('bn')}-এর অধীনে RBI-এর অভিযোগ ` +
    `পোর্টালে (${COMPLAINTS_PORTAL}) RBI ন্যায়পালের কাছে অভিযোগ জানাতে পারি।`,
  enclosure: (statement, code) =>
    `${statement} তারিখের অ্যাকাউন্ট স্টেটমেন্ট (যাচাই কোড ${code}); মূল তথ্য বিবরণী সহ ঋণ অনুমোদন পত্র`,
};
const TAMIL: LetterWords = {
  shortReasons: {
    'not-allowed': 'மாறுபடும் வட்டிக் கடனுக்கு அனுமதி இல்லை (RBI)',
    'not-in-kfs': 'முக்கிய விவரங்கள் அறிக்கையில் (KFS) இல்லை',
  },
  prepaymentRule: (underDirections) =>
    underDirections
      ? 'இந்திய ரிசர்வ் வங்கி (கடன்களுக்கான முன்கூட்டியே செலுத்தும் கட்டணங்கள்) வழிகாட்டுதல்கள், 2025 (2 ஜூலை 2025)'
      : 'மாறுபடும் வட்டி கொண்ட காலக் கடன்களுக்கான முன்கூட்டிய முடிப்புக் கட்டணங்கள், முன்கூட்டியே ' +
        'செலுத்துவதற்கான அபராதங்கள் குறித்த இந்திய ரிசர்வ் வங்கியின் அறிவுறுத்தல்கள் (வங்கிகளுக்கு, ' +
        'சுற்றறிக்கை DBOD.Dir.BC.No.110/13.03.00/2013-14, தேதி 7 மே 2014; இதே விதி NBFC-களுக்கும் ' +
        'வீட்டு வசதி நிதி நிறுவனங்களுக்கும் பொருந்தும்)',
  notAllowed: (rule) =>
    'இந்தக் கடன் மாறுபடும் வட்டி விகிதம் கொண்டது; தனிநபரான எனக்கு வணிகம் அல்லாத ' +
    `நோக்கங்களுக்காக அனுமதிக்கப்பட்டது. ${rule} படி, இத்தகைய கடனுக்கு முன்கூட்டிய ` +
    'முடிப்புக் கட்டணமோ முன்கூட்டியே செலுத்துவதற்கான அபராதமோ விதிக்கக் கூடாது.',
  notInKfs: (sanctionedOn, count) =>
    `${sanctionedOn} தேதியிட்ட என் கடன் அனுமதிக் கடிதத்தின் முக்கிய விவரங்கள் அறிக்கையில் ` +
    (count === 1
      ? 'இந்தக் கட்டணம் குறிப்பிடப்படவில்லை; இதற்கு நான் ஒப்புதல் தரவும் இல்லை.'
      : 'இந்தக் கட்டணங்கள் குறிப்பிடப்படவில்லை; இவற்றுக்கு நான் ஒப்புதல் தரவும் இல்லை.'),
  kfsCircular:
    ' இந்திய ரிசர்வ் வங்கியின் 15 ஏப்ரல் 2024 தேதியிட்ட “Key Facts Statement (KFS) for ' +
    'Loans & Advances” சுற்றறிக்கையின்படி, முக்கிய விவரங்கள் அறிக்கையில் குறிப்பிடப்படாத ' +
    'எந்தக் கட்டணத்தையும் கடன்தாரரின் வெளிப்படையான ஒப்புதல் இல்லாமல் கடனின் எந்தக் ' +
    'கட்டத்திலும் வசூலிக்கக் கூடாது.',
  and: 'மற்றும்',
  columns: [
    { header: 'தேதி', width: 'auto' },
    { header: 'கட்டணம், அறிக்கையில் உள்ளபடி', width: '*' },
    { header: 'தொகை (GST உட்பட)', width: 78, alignment: 'right' },
    { header: 'இது ஏன் வசூலிக்கப்பட்டிருக்கக் கூடாது', width: 150 },
  ],
  chargesOf: (days, count) => `${days} ${count === 1 ? 'தேதியிட்ட கட்டணம்' : 'தேதியிட்ட கட்டணங்கள்'}: `,
  facts: {
    loanAccount: 'கடன் கணக்கு',
    lender: 'கடன் வழங்குநர்',
    rate: 'வட்டி விகிதம்',
    sanctionedOn: 'அனுமதிக்கப்பட்ட தேதி',
    statement: 'கணக்கு அறிக்கை',
    refund: 'கோரப்படும் திருப்பித் தொகை',
  },
  source: (lender, statement) =>
    `${lender}-இன் ${statement} தேதியிட்ட கணக்கு அறிக்கையிலிருந்து, உங்கள் கடன் அனுமதிக் கடிதத்தின் முக்கிய விவரங்கள் அறிக்கையுடன் ஒப்பிட்டு`,
  subject: (loan, account, several) =>
    `பொருள்: ${loan} கணக்கு ${account}-இல் பற்று வைக்கப்பட்ட ${several ? 'கட்டணங்களைத்' : 'கட்டணத்தைத்'} திருப்பித் தருதல்`,
  dear: 'ஐயா/அம்மையீர்,',
  intro: (statement, loan, account, several) =>
    `தங்களின் ${statement} தேதியிட்ட கணக்கு அறிக்கையின்படி, என் ${loan} கணக்கு ${account}-இல் ` +
    (several
      ? 'பின்வரும் கட்டணங்கள் பற்று வைக்கப்பட்டுள்ளன; இவை கடன் அனுமதிக்கப்பட்டபோது ' +
        'ஒப்புக்கொள்ளப்படாதவை, அல்லது இந்திய ரிசர்வ் வங்கி அனுமதிக்காதவை:'
      : 'பின்வரும் கட்டணம் பற்று வைக்கப்பட்டுள்ளது; இது கடன் அனுமதிக்கப்பட்டபோது ' +
        'ஒப்புக்கொள்ளப்படாதது, அல்லது இந்திய ரிசர்வ் வங்கி அனுமதிக்காதது:'),
  total: (several) => (several ? 'மொத்தம்' : 'திருப்பித் தர வேண்டிய தொகை'),
  request: (total, several) =>
    `${several ? 'இந்தக் கட்டணங்களை' : 'இந்தக் கட்டணத்தை'} ரத்துசெய்து, ${total} தொகையை என் ` +
    'கடன் கணக்கில் திருப்பி வரவு வைத்து, இந்தக் கடிதத்தின் தேதியிலிருந்து 30 நாட்களுக்குள் ' +
    'அதை எனக்கு எழுத்துமூலம் உறுதிப்படுத்துமாறு கேட்டுக்கொள்கிறேன். 30 நாட்களுக்குள் எனக்குப் ' +
    'பதில் கிடைக்காவிட்டால், அல்லது பதிலால் இது தீர்க்கப்படாவிட்டால், ' +
    `${ombudsmanScheme('ta')} கீழ் RBI-இன் புகார் இணையதளத்தில் (${COMPLAINTS_PORTAL}) ` +
    'RBI குறைதீர்ப்பாளரிடம் புகார் அளிக்க எனக்கு உரிமை உண்டு.',
  enclosure: (statement, code) =>
    `${statement} தேதியிட்ட கணக்கு அறிக்கை (சரிபார்ப்புக் குறியீடு ${code}); முக்கிய விவரங்கள் அறிக்கையுடன் கடன் அனுமதிக் கடிதம்`,
};

const WORDS: Record<DocumentLanguage, LetterWords> = {
  en: ENGLISH,
  hi: HINDI,
  mr: MARATHI,
  te: TELUGU,
  bn: BENGALI,
  ta: TAMIL,
};

const TITLES: Record<DocumentLanguage, string> = {
  en: 'Letter asking for a refund of charges',
  hi: 'शुल्क वापसी के लिए अनुरोध पत्र',
  mr: 'शुल्क परताव्यासाठी विनंती पत्र',
  te: 'ఛార్జీల వాపసు కోరుతూ లేఖ',
  bn: 'চার্জ ফেরতের জন্য অনুরোধ পত্র',
  ta: 'கட்டணங்களைத் திருப்பித் தரக் கோரும் கடிதம்',
};

/** Why the charges with this problem should not have been charged, in full, with the rule. */
export function chargeObjection(
  problem: ChargeProblem,
  loan: Pick<LoanAccount, 'sanctionedOn'>,
  count: number,
  language: DocumentLanguage = 'en',
): string {
  const words = WORDS[language];
  switch (problem) {
    case 'not-allowed':
      return words.notAllowed(
        words.prepaymentRule(loan.sanctionedOn >= PREPAYMENT_DIRECTIONS_FROM),
      );
    case 'not-in-kfs':
      return (
        words.notInKfs(date(loan.sanctionedOn, language), count) +
        (loan.sanctionedOn >= KFS_CIRCULAR_FROM ? words.kfsCircular : '')
      );
  }
}

/** "A", "A and B", "A, B and C", with the language's "and". */
function inWords(items: readonly string[], and: string): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function chargesLetter(input: ChargesLetterInput): TypesetDocument {
  const { loan, flagged, borrower, lender, statement, issuedOn } = input;
  if (flagged.length === 0) throw new Error('A charges letter needs a charge to question');
  const language = input.language ?? 'en';
  const words = WORDS[language];
  const loanName = loanTypeName(loan.loanType, language);
  const account = maskAccountNumber(loan.accountNumber);
  const statementDate = date(statement.generatedOn, language);
  const totalPaise = flagged.reduce((sum, charge) => sum + charge.amountPaise, 0);
  const several = flagged.length > 1;
  const problems = (['not-allowed', 'not-in-kfs'] as const).filter((problem) =>
    flagged.some((charge) => charge.problem === problem),
  );

  // Each reason once, after the charges it is for.
  const objections: Block[] = problems.map((problem) => {
    const charges = flagged.filter((charge) => charge.problem === problem);
    const days = inWords(
      charges.map((charge) => date(charge.on, language)),
      words.and,
    );
    return paragraph([
      { text: words.chargesOf(days, charges.length), bold: true },
      chargeObjection(problem, loan, charges.length, language),
    ]);
  });

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        [words.facts.loanAccount, `${loanName} ${account}`],
        [words.facts.lender, lender.name],
        [words.facts.rate, rateText(loan.annualRatePercent, loan.rateType, language)],
        [words.facts.sanctionedOn, date(loan.sanctionedOn, language)],
        [words.facts.statement, statementDate],
        [words.facts.refund, money(totalPaise)],
      ],
      source: words.source(lender.name, statementDate),
      sandbox: input.sandbox,
      language,
    },
    {
      title: TITLES.en,
      hindiTitle: TITLES.hi,
      languageTitle: TITLES[language],
      dated: date(issuedOn, language),
      content: [
        grievanceOfficerAddress(lender, language),
        paragraph({ text: words.subject(loanName, account, several), bold: true }),
        paragraph(words.dear),
        paragraph(words.intro(statementDate, loanName, account, several)),
        dataTable(
          words.columns,
          flagged.map((charge) => [
            date(charge.on, language),
            charge.description,
            money(charge.amountPaise),
            words.shortReasons[charge.problem],
          ]),
          ['', words.total(several), money(totalPaise), ''],
        ),
        spacedGroup(objections),
        paragraph(words.request(money(totalPaise), several)),
        borrowerSignature({
          borrower,
          lender,
          enclosure: words.enclosure(statementDate, statement.verificationCode),
          language,
        }),
      ],
    },
  );
}
