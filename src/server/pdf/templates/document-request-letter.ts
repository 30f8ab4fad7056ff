import type { DocumentType } from '../../../shared/documents.js';
import type { LoanType } from '../../../shared/loans.js';
import {
  borrowerSummaryDocument,
  type Column,
  type DocumentLanguage,
  dataTable,
  date,
  loanTypeName,
  paragraph,
  SERVICE_NAME,
} from '../layout.js';
import {
  borrowerSignature,
  COMPLAINTS_PORTAL,
  grievanceOfficerAddress,
  OMBUDSMAN_SCHEME,
  ombudsmanScheme,
} from '../letter-parts.js';
import type { LenderLetterhead } from '../loan-document-input.js';
import type { TypesetDocument } from '../typeset/document-model.js';

/**
 * The borrower's letter to the grievance redressal officer of a lender that did not send the
 * documents of a batch after every try: which documents of which loans, asked for when, and a
 * reply within the lender's own grievance timeline and in any case 30 days, the time the RBI's
 * Integrated Ombudsman Scheme gives a lender before a complaint may go to the Ombudsman.
 * Prepared by the service for the borrower to sign and send, not issued by a lender.
 */

export interface RequestedDocumentLine {
  /** As the Document Center names it, e.g. "Interest Certificate FY 2025-26". */
  displayName: string;
  /** What the document is, for its name in the letter's language; absent in older requests. */
  documentType?: DocumentType;
  /** Null for requests made before batches recorded it. */
  loanType: LoanType | null;
  /** "XXXX7890"; null for requests made before batches recorded it. */
  accountMasked: string | null;
}

export interface DocumentRequestLetterInput {
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** The documents the lender did not send; never empty. */
  documents: readonly RequestedDocumentLine[];
  /** ISO date the borrower asked for them through the service. */
  askedOn: string;
  /** How many times the lender was asked. */
  attempts: number;
  /** ISO date the letter is prepared on. */
  issuedOn: string;
  sandbox: boolean;
  /** The borrower's language, the letter's; English when absent. */
  language?: DocumentLanguage;
}

const REPLY_DAYS = 30;

/** The letter's words, with the names, dates and counts it is given. */
interface LetterWords {
  columns: Column[];
  anyLoan: string;
  /** The document as the letter names it. */
  documentName: (document: RequestedDocumentLine) => string;
  tries: (attempts: number) => string;
  facts: {
    lender: string;
    loanAccounts: (count: number) => string;
    askedOn: string;
    asked: string;
  };
  source: (askedOn: string, lender: string) => string;
  subject: (loans: string[], several: boolean) => string;
  dear: string;
  asked: (facts: {
    askedOn: string;
    lender: string;
    loans: number;
    several: boolean;
    tries: string;
  }) => string;
  request: (several: boolean) => string;
  ombudsman: string;
}

const ENGLISH: LetterWords = {
  columns: [
    { header: 'Loan account', width: 170 },
    { header: 'Document', width: '*' },
  ],
  anyLoan: 'Loan',
  documentName: (document) => document.displayName,
  tries: (attempts) => (attempts === 1 ? 'once' : `${attempts} times`),
  facts: {
    lender: 'Lender',
    loanAccounts: (count) => (count === 1 ? 'Loan account' : 'Loan accounts'),
    askedOn: 'Asked for on',
    asked: 'Documents asked for',
  },
  source: (askedOn, lender) => `From your request of ${askedOn} for documents from ${lender}`,
  subject: (loans, several) =>
    `Subject: Request for ${several ? 'documents' : 'a document'} of my ` +
    `${loans.length === 1 ? 'loan account' : 'loan accounts'} ${loans.join(', ')}`,
  dear: 'Dear Sir or Madam,',
  asked: ({ askedOn, lender, loans, several, tries }) =>
    `On ${askedOn}, with my consent, I asked for the following ` +
    `${several ? 'documents' : 'document'} of my ${loans === 1 ? 'loan' : 'loans'} ` +
    `with you through the ${SERVICE_NAME} service. The request was sent to ${lender} ${tries} and ` +
    `${several ? 'the documents were' : 'the document was'} not provided:`,
  request: (several) =>
    `I request you to send me ${several ? 'these documents' : 'this document'}, or to ` +
    'tell me in writing why you cannot, within the time your grievance redressal policy ' +
    `sets and in any case within ${REPLY_DAYS} days of this letter.`,
  ombudsman:
    `If I have no reply within ${REPLY_DAYS} days, or the reply does not resolve this, I ` +
    `may complain to the RBI Ombudsman under the ${OMBUDSMAN_SCHEME} on the RBI’s ` +
    `complaint portal (${COMPLAINTS_PORTAL}).`,
};

/**
 * A document named in the letter's language, with the lender's own English name in brackets so
 * its staff find the document by it.
 */
function translatedName(names: Record<DocumentType, string>): LetterWords['documentName'] {
  return (document) =>
    document.documentType
      ? `${names[document.documentType]} (${document.displayName})`
      : document.displayName;
}

const HINDI_DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'खाता विवरण',
  repayment_schedule: 'पुनर्भुगतान शेड्यूल',
  sanction_letter: 'स्वीकृति पत्र',
  foreclosure_letter: 'फ़ोरक्लोज़र पत्र',
  interest_certificate: 'ब्याज प्रमाणपत्र',
  no_dues_certificate: 'अदेयता प्रमाणपत्र',
  documents_held: 'धारित दस्तावेज़ों की सूची',
};

const HINDI: LetterWords = {
  columns: [
    { header: 'ऋण खाता', width: 170 },
    { header: 'दस्तावेज़', width: '*' },
  ],
  anyLoan: 'ऋण',
  documentName: translatedName(HINDI_DOCUMENT_NAMES),
  tries: (attempts) => (attempts === 1 ? 'एक बार' : `${attempts} बार`),
  facts: {
    lender: 'ऋणदाता',
    loanAccounts: (count) => (count === 1 ? 'ऋण खाता' : 'ऋण खाते'),
    askedOn: 'अनुरोध की तिथि',
    asked: 'माँगे गए दस्तावेज़',
  },
  source: (askedOn, lender) => `${lender} से दस्तावेज़ों के लिए आपके ${askedOn} के अनुरोध से`,
  subject: (loans, several) =>
    `विषय: ${several ? 'ऋण दस्तावेज़ों' : 'ऋण दस्तावेज़'} के लिए अनुरोध — ${loans.join(', ')}`,
  dear: 'महोदय/महोदया,',
  asked: ({ askedOn, lender, loans, several, tries }) =>
    `${askedOn} को, अपनी सहमति से, मैंने ${SERVICE_NAME} सेवा के माध्यम से आपसे लिए गए ` +
    `अपने ${loans === 1 ? 'ऋण' : 'ऋणों'} ${several ? 'के' : 'का'} निम्नलिखित दस्तावेज़ ` +
    `${several ? 'माँगे थे' : 'माँगा था'}। यह अनुरोध ${lender} को ${tries} भेजा गया, फिर भी ` +
    `${several ? 'दस्तावेज़ उपलब्ध नहीं कराए गए' : 'दस्तावेज़ उपलब्ध नहीं कराया गया'}:`,
  request: (several) =>
    `आपसे अनुरोध है कि ${several ? 'ये दस्तावेज़' : 'यह दस्तावेज़'} मुझे भेजें, या यदि आप ` +
    `${several ? 'इन्हें' : 'इसे'} नहीं भेज सकते तो इसका कारण मुझे लिखित रूप में बताएँ — ` +
    'आपकी शिकायत निवारण नीति में निर्धारित समय के भीतर, और हर स्थिति में इस पत्र की तिथि ' +
    `से ${REPLY_DAYS} दिनों के भीतर।`,
  ombudsman:
    `यदि ${REPLY_DAYS} दिनों के भीतर मुझे कोई उत्तर नहीं मिलता, या उत्तर से इसका समाधान नहीं ` +
    `होता, तो मुझे ${ombudsmanScheme('hi')} के अंतर्गत RBI के शिकायत पोर्टल ` +
    `(${COMPLAINTS_PORTAL}) पर RBI लोकपाल के पास शिकायत दर्ज करने का अधिकार होगा।`,
};

const MARATHI_DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'खाते उतारा',
  repayment_schedule: 'परतफेडीचे वेळापत्रक',
  sanction_letter: 'मंजुरी पत्र',
  foreclosure_letter: 'मुदतपूर्व कर्जफेड पत्र',
  interest_certificate: 'व्याज प्रमाणपत्र',
  no_dues_certificate: 'बेबाकी प्रमाणपत्र',
  documents_held: 'बँकेकडे असलेल्या दस्तऐवजांची यादी',
};

const MARATHI: LetterWords = {
  columns: [
    { header: 'कर्ज खाते', width: 170 },
    { header: 'दस्तऐवज', width: '*' },
  ],
  anyLoan: 'कर्ज',
  documentName: translatedName(MARATHI_DOCUMENT_NAMES),
  tries: (attempts) => (attempts === 1 ? 'एकदा' : `${attempts} वेळा`),
  facts: {
    lender: 'कर्जदाता',
    loanAccounts: (count) => (count === 1 ? 'कर्ज खाते' : 'कर्ज खाती'),
    askedOn: 'विनंतीचा दिनांक',
    asked: 'मागितलेले दस्तऐवज',
  },
  source: (askedOn, lender) =>
    `${lender} कडून दस्तऐवज मिळवण्यासाठी तुम्ही ${askedOn} रोजी केलेल्या विनंतीवरून`,
  subject: (loans, several) =>
    `विषय: ${several ? 'कर्ज दस्तऐवजांसाठी' : 'कर्ज दस्तऐवजासाठी'} विनंती — ${loans.join(', ')}`,
  dear: 'महोदय/महोदया,',
  asked: ({ askedOn, lender, loans, several, tries }) =>
    `${askedOn} रोजी, माझ्या संमतीने, मी ${SERVICE_NAME} सेवेमार्फत आपल्याकडील माझ्या ` +
    `${loans === 1 ? 'कर्जा' : 'कर्जां'}${several ? 'चे' : 'चा'} पुढील दस्तऐवज ` +
    `${several ? 'मागितले होते' : 'मागितला होता'}. ही विनंती ${lender} कडे ${tries} पाठवण्यात ` +
    `आली, तरीही ${several ? 'ते दस्तऐवज मिळाले नाहीत' : 'तो दस्तऐवज मिळाला नाही'}:`,
  request: (several) =>
    `आपणास विनंती आहे की ${several ? 'हे दस्तऐवज मला पाठवावेत' : 'हा दस्तऐवज मला पाठवावा'}, ` +
    `किंवा ${several ? 'ते' : 'तो'} पाठवता येत नसल्यास त्याचे कारण मला लेखी कळवावे — आपल्या ` +
    'तक्रार निवारण धोरणात ठरवलेल्या मुदतीत, आणि कोणत्याही परिस्थितीत या पत्राच्या ' +
    `दिनांकापासून ${REPLY_DAYS} दिवसांच्या आत.`,
  ombudsman:
    `${REPLY_DAYS} दिवसांच्या आत मला उत्तर न मिळाल्यास, किंवा उत्तराने या प्रश्नाचे निराकरण न ` +
    `झाल्यास, मी ${ombudsmanScheme('mr')} अंतर्गत RBI च्या तक्रार पोर्टलवर ` +
    `(${COMPLAINTS_PORTAL}) RBI लोकपालाकडे तक्रार दाखल करू शकेन.`,
};

// As the API's sentences name them (i18n/te.ts), so the screens, the messages and the letter agree.
const TELUGU_DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'ఖాతా స్టేట్‌మెంట్',
  repayment_schedule: 'తిరిగి చెల్లింపు షెడ్యూల్',
  sanction_letter: 'మంజూరు లేఖ',
  foreclosure_letter: 'ముందస్తు ముగింపు లేఖ',
  interest_certificate: 'వడ్డీ సర్టిఫికెట్',
  no_dues_certificate: 'నో-డ్యూస్ సర్టిఫికెట్',
  documents_held: 'బ్యాంకు వద్ద ఉన్న పత్రాల జాబితా',
};

const TELUGU: LetterWords = {
  columns: [
    { header: 'రుణ ఖాతా', width: 170 },
    { header: 'పత్రం', width: '*' },
  ],
  anyLoan: 'రుణం',
  documentName: translatedName(TELUGU_DOCUMENT_NAMES),
  tries: (attempts) => (attempts === 1 ? 'ఒకసారి' : `${attempts} సార్లు`),
  facts: {
    lender: 'రుణదాత',
    loanAccounts: (count) => (count === 1 ? 'రుణ ఖాతా' : 'రుణ ఖాతాలు'),
    askedOn: 'అభ్యర్థన తేదీ',
    asked: 'కోరిన పత్రాలు',
  },
  source: (askedOn, lender) => `${lender} నుండి పత్రాల కోసం మీరు ${askedOn} న చేసిన అభ్యర్థన నుండి`,
  subject: (loans, several) =>
    `విషయం: ${several ? 'రుణ పత్రాల' : 'రుణ పత్రం'} కోసం అభ్యర్థన — ${loans.join(', ')}`,
  dear: 'అయ్యా/అమ్మా,',
  asked: ({ askedOn, lender, loans, several, tries }) =>
    `${askedOn} న, నా సమ్మతితో, ${SERVICE_NAME} సేవ ద్వారా మీ వద్ద ఉన్న నా ` +
    `${loans === 1 ? 'రుణానికి' : 'రుణాలకు'} సంబంధించిన ` +
    `${several ? 'కింది పత్రాలను' : 'కింది పత్రాన్ని'} కోరాను. ఈ అభ్యర్థన ${lender} కు ${tries} ` +
    `పంపబడింది, అయినా ${several ? 'ఆ పత్రాలు అందలేదు' : 'ఆ పత్రం అందలేదు'}:`,
  request: (several) =>
    `${several ? 'ఈ పత్రాలను' : 'ఈ పత్రాన్ని'} నాకు పంపవలసిందిగా, లేదా ` +
    `${several ? 'వాటిని' : 'దాన్ని'} పంపలేకపోతే దానికి కారణాన్ని రాతపూర్వకంగా తెలియజేయవలసిందిగా ` +
    'కోరుతున్నాను — మీ ఫిర్యాదుల పరిష్కార విధానం నిర్ణయించిన గడువులోగా, ఏ సందర్భంలోనైనా ఈ లేఖ ' +
    `తేదీ నుండి ${REPLY_DAYS} రోజులలోపు.`,
  ombudsman:
    `${REPLY_DAYS} రోజులలోపు నాకు సమాధానం రాకపోతే, లేదా సమాధానంతో ఇది పరిష్కారం కాకపోతే, ` +
    `${ombudsmanScheme('te')} కింద RBI ఫిర్యాదుల పోర్టల్‌లో (${COMPLAINTS_PORTAL}) RBI ` +
    'అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయగలను.',
};
const BENGALI_DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'অ্যাকাউন্ট স্টেটমেন্ট',
  repayment_schedule: 'পরিশোধের সময়সূচি',
  sanction_letter: 'ঋণ অনুমোদন পত্র',
  foreclosure_letter: 'মেয়াদপূর্ব পরিশোধ পত্র',
  interest_certificate: 'সুদের শংসাপত্র',
  no_dues_certificate: 'নো-ডিউজ শংসাপত্র',
  documents_held: 'ব্যাংকের কাছে রাখা নথির তালিকা',
};

const BENGALI: LetterWords = {
  columns: [
    { header: 'ঋণ অ্যাকাউন্ট', width: 170 },
    { header: 'নথি', width: '*' },
  ],
  anyLoan: 'ঋণ',
  documentName: translatedName(BENGALI_DOCUMENT_NAMES),
  tries: (attempts) => (attempts === 1 ? 'একবার' : `${attempts} বার`),
  facts: {
    lender: 'ঋণদাতা',
    loanAccounts: (count) => (count === 1 ? 'ঋণ অ্যাকাউন্ট' : 'ঋণ অ্যাকাউন্টগুলি'),
    askedOn: 'অনুরোধের তারিখ',
    asked: 'যে নথি চাওয়া হয়েছে',
  },
  source: (askedOn, lender) =>
    `${lender}-এর কাছ থেকে নথি আনার জন্য ${askedOn} তারিখে আপনার করা অনুরোধ থেকে`,
  subject: (loans, several) =>
    `বিষয়: ${several ? 'ঋণের নথিগুলির' : 'ঋণের নথির'} জন্য অনুরোধ — ${loans.join(', ')}`,
  dear: 'মহাশয়/মহাশয়া,',
  asked: ({ askedOn, lender, loans, several, tries }) =>
    `${askedOn} তারিখে, আমার সম্মতিতে, আমি ${SERVICE_NAME} পরিষেবার মাধ্যমে আপনাদের কাছে থাকা আমার ` +
    `${loans === 1 ? 'ঋণের' : 'ঋণগুলির'} নিচের ${several ? 'নথিগুলি' : 'নথিটি'} চেয়েছিলাম। ` +
    `অনুরোধটি ${lender}-এর কাছে ${tries} পাঠানো হয়েছিল, তবুও ` +
    `${several ? 'নথিগুলি' : 'নথিটি'} পাওয়া যায়নি:`,
  request: (several) =>
    `আপনাদের অনুরোধ করছি, ${several ? 'এই নথিগুলি' : 'এই নথিটি'} আমাকে পাঠিয়ে দিন, ` +
    `অথবা পাঠানো সম্ভব না হলে তার কারণ আমাকে লিখিতভাবে জানান — আপনাদের ` +
    'অভিযোগ নিষ্পত্তি নীতিতে নির্ধারিত সময়ের মধ্যে, এবং যে কোনো ক্ষেত্রে এই চিঠির ' +
    `তারিখ থেকে ${REPLY_DAYS} দিনের মধ্যে।`,
  ombudsman:
    `${REPLY_DAYS} দিনের মধ্যে উত্তর না পেলে, অথবা উত্তরে বিষয়টির নিষ্পত্তি না ` +
    `হলে, আমি ${ombudsmanScheme('bn')}-এর অধীনে RBI-এর অভিযোগ পোর্টালে ` +
    `(${COMPLAINTS_PORTAL}) RBI ন্যায়পালের কাছে অভিযোগ জানাতে পারি।`,
};
const TAMIL_DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'கணக்கு அறிக்கை',
  repayment_schedule: 'திருப்பிச் செலுத்தும் அட்டவணை',
  sanction_letter: 'கடன் அனுமதிக் கடிதம்',
  foreclosure_letter: 'முன்கூட்டியே கடன் முடிப்புக் கடிதம்',
  interest_certificate: 'வட்டிச் சான்றிதழ்',
  no_dues_certificate: 'நிலுவையின்மைச் சான்றிதழ்',
  documents_held: 'வங்கியிடம் உள்ள ஆவணங்களின் பட்டியல்',
};

const TAMIL: LetterWords = {
  columns: [
    { header: 'கடன் கணக்கு', width: 170 },
    { header: 'ஆவணம்', width: '*' },
  ],
  anyLoan: 'கடன்',
  documentName: translatedName(TAMIL_DOCUMENT_NAMES),
  tries: (attempts) => (attempts === 1 ? 'ஒரு முறை' : `${attempts} முறை`),
  facts: {
    lender: 'கடன் வழங்குநர்',
    loanAccounts: (count) => (count === 1 ? 'கடன் கணக்கு' : 'கடன் கணக்குகள்'),
    askedOn: 'கோரிய தேதி',
    asked: 'கோரிய ஆவணங்கள்',
  },
  source: (askedOn, lender) =>
    `${lender}-இடமிருந்து ஆவணங்களைப் பெற நீங்கள் ${askedOn} அன்று செய்த கோரிக்கையிலிருந்து`,
  subject: (loans, several) =>
    `பொருள்: ${several ? 'கடன் ஆவணங்களுக்கான' : 'கடன் ஆவணத்துக்கான'} கோரிக்கை — ${loans.join(', ')}`,
  dear: 'ஐயா/அம்மையீர்,',
  asked: ({ askedOn, lender, loans, several, tries }) =>
    `${askedOn} அன்று, என் ஒப்புதலுடன், ${SERVICE_NAME} சேவை மூலம் தங்களிடம் உள்ள என் ` +
    `${loans === 1 ? 'கடனின்' : 'கடன்களின்'} பின்வரும் ${several ? 'ஆவணங்களைக்' : 'ஆவணத்தைக்'} ` +
    `கோரியிருந்தேன். இந்தக் கோரிக்கை ${lender}-க்கு ${tries} அனுப்பப்பட்டும், ` +
    `${several ? 'அந்த ஆவணங்கள் வழங்கப்படவில்லை' : 'அந்த ஆவணம் வழங்கப்படவில்லை'}:`,
  request: (several) =>
    `${several ? 'இந்த ஆவணங்களை' : 'இந்த ஆவணத்தை'} எனக்கு அனுப்புமாறு, அல்லது அனுப்ப ` +
    'இயலாவிட்டால் அதற்கான காரணத்தை எனக்கு எழுத்துமூலம் தெரிவிக்குமாறு கேட்டுக்கொள்கிறேன் — ' +
    'தங்கள் குறைதீர்ப்புக் கொள்கையில் குறிப்பிட்டுள்ள காலத்துக்குள், எப்படியிருந்தாலும் இந்தக் ' +
    `கடிதத்தின் தேதியிலிருந்து ${REPLY_DAYS} நாட்களுக்குள்.`,
  ombudsman:
    `${REPLY_DAYS} நாட்களுக்குள் எனக்குப் பதில் கிடைக்காவிட்டால், அல்லது பதிலால் இது ` +
    `தீர்க்கப்படாவிட்டால், ${ombudsmanScheme('ta')} கீழ் RBI-இன் புகார் இணையதளத்தில் ` +
    `(${COMPLAINTS_PORTAL}) RBI குறைதீர்ப்பாளரிடம் புகார் அளிக்க எனக்கு உரிமை உண்டு.`,
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
  en: 'Request for loan documents',
  hi: 'ऋण दस्तावेज़ों के लिए अनुरोध पत्र',
  mr: 'कर्ज दस्तऐवजांसाठी विनंती पत्र',
  te: 'రుణ పత్రాల కోసం అభ్యర్థన లేఖ',
  bn: 'ঋণের নথির জন্য অনুরোধ পত্র',
  ta: 'கடன் ஆவணங்களுக்கான கோரிக்கைக் கடிதம்',
};

function loanText(document: RequestedDocumentLine, language: DocumentLanguage): string {
  const type = document.loanType
    ? loanTypeName(document.loanType, language)
    : WORDS[language].anyLoan;
  return document.accountMasked ? `${type} ${document.accountMasked}` : type;
}

export function documentRequestLetter(input: DocumentRequestLetterInput): TypesetDocument {
  const { borrower, lender, documents, askedOn, attempts, issuedOn } = input;
  if (documents.length === 0) throw new Error('A request letter needs a document to ask for');
  const language = input.language ?? 'en';
  const words = WORDS[language];
  const loans = [...new Set(documents.map((document) => loanText(document, language)))];
  const several = documents.length > 1;

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        [words.facts.lender, lender.name],
        [words.facts.loanAccounts(loans.length), loans.join(', ')],
        [words.facts.askedOn, date(askedOn, language)],
        [words.facts.asked, String(documents.length)],
      ],
      source: words.source(date(askedOn, language), lender.name),
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
        paragraph({ text: words.subject(loans, several), bold: true }),
        paragraph(words.dear),
        paragraph(
          words.asked({
            askedOn: date(askedOn, language),
            lender: lender.name,
            loans: loans.length,
            several,
            tries: words.tries(attempts),
          }),
        ),
        dataTable(
          words.columns,
          documents.map((document) => [loanText(document, language), words.documentName(document)]),
        ),
        paragraph(words.request(several), { spaceAbove: 8 }),
        paragraph(words.ombudsman),
        borrowerSignature({ borrower, lender, language }),
      ],
    },
  );
}
