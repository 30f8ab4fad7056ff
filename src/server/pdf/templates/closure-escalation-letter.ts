import { maskAccountNumber } from '../../../shared/format.js';
import { addDays } from '../../bureau/calendar.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import {
  type ClosureTracker,
  DELAY_COMPENSATION_PER_DAY_PAISE,
  SECURITY_RETURN_DAYS,
  type Security,
} from '../../bureau/loan-closure.js';
import {
  borrowerSummaryDocument,
  counted,
  type DocumentLanguage,
  date,
  loanTypeName,
  money,
  paragraph,
  spacedGroup,
  termsTable,
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
 * The borrower's letter to the lender's grievance redressal officer when the original security
 * documents of a repaid loan are due back or late: the RBI's 30 days (circular "Release of
 * movable / immovable property documents", 13 September 2023, in force from 1 December 2023),
 * and ₹5,000 of compensation for each day after them — every date and amount from loan-closure's
 * tracker. Prepared by the service for the borrower to sign and send, not issued by a lender.
 */

export interface ClosureLetterInput {
  loan: LoanAccount;
  tracker: ClosureTracker;
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** ISO date the letter is prepared on, the day the delay is counted to. */
  issuedOn: string;
  sandbox: boolean;
  /** The borrower's language, the letter's; English when absent. */
  language?: DocumentLanguage;
}

/** The letter's words, with the dates and amounts it is given. */
interface LetterWords {
  /** What the documents are, as the subject names them. */
  subject: (security: Security, compensation: boolean) => string;
  subjectLine: (subject: string, loan: string, closedOn: string) => string;
  dear: string;
  rule: (facts: { loan: string; closedOn: string; returnBy: string; perDay: string }) => string;
  waiting: (release: string, returnBy: string, daysLeft: number) => string;
  waitingAccrues: (perDay: string, from: string) => string;
  lateAsOn: (asOn: string, daysLate: number) => string;
  dueBackBy: string;
  daysLateAsOn: (asOn: string) => string;
  perDayLabel: string;
  accruedLabel: (daysLate: number, perDay: string) => string;
  lateRequest: (release: string, accrued: string, perDay: string) => string;
  returnedInTime: (returnedOn: string) => string;
  noCompensation: string;
  returnedLate: (returnedOn: string, returnBy: string, daysLate: number) => string;
  returnedOnLabel: string;
  daysLateLabel: string;
  dueLabel: (daysLate: number, perDay: string) => string;
  returnedRequest: (due: string, daysLate: number) => string;
  ombudsman: string;
  facts: {
    loanAccount: string;
    lender: string;
    closedOn: string;
    returnedOn: string;
    returnDueBy: string;
  };
  source: string;
  enclosure: string;
  /** What releasing the security takes, as the letter asks it of the lender. */
  release: Record<Security, string>;
}

const DOCUMENTS: Record<Security, string> = {
  property: 'property documents',
  vehicle: 'vehicle documents',
};

const CIRCULAR =
  'the Reserve Bank of India’s circular “Responsible Lending Conduct – Release of Movable / ' +
  'Immovable Property Documents on Repayment / Settlement of Personal Loans” of ' +
  '13 September 2023 (in force from 1 December 2023)';

const ENGLISH: LetterWords = {
  subject: (security, compensation) =>
    compensation
      ? `Compensation for the late return of original ${DOCUMENTS[security]}`
      : `Return of original ${DOCUMENTS[security]}`,
  subjectLine: (subject, loan, closedOn) => `Subject: ${subject} — ${loan} closed on ${closedOn}`,
  dear: 'Dear Sir or Madam,',
  rule: ({ loan, closedOn, returnBy, perDay }) =>
    `My ${loan} was repaid in full on ${closedOn}. Under ` +
    `${CIRCULAR}, a lender must release all original documents and remove any charge ` +
    `registered with any registry within ${SECURITY_RETURN_DAYS} days of full repayment — ` +
    `for this loan, by ${returnBy} — and must pay the borrower ${perDay} for each day of ` +
    'delay attributable to it.',
  waiting: (release, returnBy, daysLeft) =>
    `I request you to ${release} by ${returnBy}` +
    (daysLeft === 0
      ? ', which is today.'
      : `, ${counted(daysLeft, 'day', 'days')} from the date of this letter.`) +
    ' Please let me know where I may collect them: the branch where the loan was serviced ' +
    'or another of your offices where the documents are kept.',
  waitingAccrues: (perDay, from) =>
    `If they are not returned by then, compensation of ${perDay} accrues to me for each ` +
    `day of delay from ${from}.`,
  lateAsOn: (asOn, daysLate) =>
    `As on ${asOn}, the documents have not been returned: they are ` +
    `${counted(daysLate, 'day', 'days')} late.`,
  dueBackBy: 'Documents due back by',
  daysLateAsOn: (asOn) => `Days late as on ${asOn}`,
  perDayLabel: 'Compensation for each day of delay',
  accruedLabel: (daysLate, perDay) => `Compensation accrued to date (${daysLate} × ${perDay})`,
  lateRequest: (release, accrued, perDay) =>
    `I request you, without further delay, to ${release}; to credit ` +
    `me the compensation of ${accrued} accrued to date; and ` +
    'to tell me in writing the reasons for the delay. The compensation keeps accruing ' +
    `by ${perDay} for each further day until the documents are returned.`,
  returnedInTime: (returnedOn) =>
    `The documents were returned to me on ${returnedOn}, within the ` +
    `${SECURITY_RETURN_DAYS} days allowed.`,
  noCompensation:
    'No compensation is due. Please confirm that any charge registered over the ' +
    'security has been removed.',
  returnedLate: (returnedOn, returnBy, daysLate) =>
    `The documents were returned to me on ${returnedOn}, ` +
    `${counted(daysLate, 'day', 'days')} after ${returnBy}.`,
  returnedOnLabel: 'Documents returned on',
  daysLateLabel: 'Days late',
  dueLabel: (daysLate, perDay) => `Compensation due (${daysLate} × ${perDay})`,
  returnedRequest: (due, daysLate) =>
    `I request you to credit me the compensation of ${due} ` +
    `for these ${counted(daysLate, 'day', 'days')} of delay.`,
  ombudsman:
    'If this is not resolved within 30 days of this letter, I may complain to the RBI ' +
    `Ombudsman under the ${OMBUDSMAN_SCHEME} (${COMPLAINTS_PORTAL}).`,
  facts: {
    loanAccount: 'Loan account',
    lender: 'Lender',
    closedOn: 'Closed on',
    returnedOn: 'Returned on',
    returnDueBy: 'Return due by',
  },
  source: `From the record of this loan on your credit report, and the RBI’s ${SECURITY_RETURN_DAYS}-day rule`,
  enclosure: 'no-dues certificate or final statement of account (if you have it)',
  release: {
    property:
      'return the original property documents (title deeds) deposited as security and remove ' +
      'any charge registered over the property',
    vehicle:
      'return the original vehicle documents and issue a no-objection certificate (Form 35), so ' +
      'that the hypothecation can be removed from the registration certificate',
  },
};

/** The documents in the oblique plural, as "of the documents" needs them. */
const HINDI_DOCUMENTS: Record<Security, string> = {
  property: 'मूल संपत्ति दस्तावेज़ों',
  vehicle: 'मूल वाहन दस्तावेज़ों',
};

const HINDI_CIRCULAR =
  'भारतीय रिज़र्व बैंक के परिपत्र “Responsible Lending Conduct – Release of Movable / ' +
  'Immovable Property Documents on Repayment / Settlement of Personal Loans” दिनांक ' +
  '13 सितंबर 2023 (1 दिसंबर 2023 से प्रभावी)';

/** "13 दिनों" before a postposition; "1 दिन" alone. */
const hindiDays = (count: number) => counted(count, 'दिन', 'दिनों');

const HINDI: LetterWords = {
  subject: (security, compensation) =>
    compensation
      ? `${HINDI_DOCUMENTS[security]} की वापसी में विलंब के लिए क्षतिपूर्ति`
      : `${HINDI_DOCUMENTS[security]} की वापसी`,
  subjectLine: (subject, loan, closedOn) => `विषय: ${subject} — ${loan}, ${closedOn} को बंद`,
  dear: 'महोदय/महोदया,',
  rule: ({ loan, closedOn, returnBy, perDay }) =>
    `मेरे ${loan} का पूर्ण भुगतान ${closedOn} को कर दिया गया है। ${HINDI_CIRCULAR} के ` +
    `अनुसार, ऋणदाता को पूर्ण भुगतान के ${hindiDays(SECURITY_RETURN_DAYS)} के भीतर — इस ` +
    `ऋण के लिए ${returnBy} तक — सभी मूल दस्तावेज़ लौटाने होते हैं और किसी भी रजिस्ट्री में ` +
    'पंजीकृत प्रभार हटाना होता है, तथा अपनी ओर से हुए विलंब के प्रत्येक दिन के लिए ' +
    `उधारकर्ता को ${perDay} का भुगतान करना होता है।`,
  waiting: (release, returnBy, daysLeft) =>
    `आपसे अनुरोध है कि ${returnBy} तक` +
    (daysLeft === 0
      ? ', जो आज ही है, '
      : `, यानी इस पत्र की तिथि से ${hindiDays(daysLeft)} के भीतर, `) +
    `${release}। कृपया मुझे सूचित करें कि ये दस्तावेज़ कहाँ से प्राप्त किए जा सकते हैं: उस ` +
    'शाखा से जहाँ ऋण खाते का संचालन होता था, या आपके किसी अन्य कार्यालय से जहाँ दस्तावेज़ रखे गए हैं।',
  waitingAccrues: (perDay, from) =>
    'यदि तब तक दस्तावेज़ नहीं लौटाए जाते हैं, तो ' +
    `${from} से विलंब के प्रत्येक दिन के लिए ${perDay} की क्षतिपूर्ति मुझे देय होगी।`,
  lateAsOn: (asOn, daysLate) =>
    `${asOn} तक दस्तावेज़ नहीं लौटाए गए हैं: ${hindiDays(daysLate)} का विलंब हो चुका है।`,
  dueBackBy: 'दस्तावेज़ लौटाने की अंतिम तिथि',
  daysLateAsOn: (asOn) => `${asOn} तक विलंब के दिन`,
  perDayLabel: 'विलंब के प्रत्येक दिन के लिए क्षतिपूर्ति',
  accruedLabel: (daysLate, perDay) => `अब तक देय क्षतिपूर्ति (${daysLate} × ${perDay})`,
  lateRequest: (release, accrued, perDay) =>
    `आपसे अनुरोध है कि बिना और विलंब के ${release}; अब तक देय ${accrued} की क्षतिपूर्ति ` +
    'मेरे खाते में जमा करें; और विलंब के कारण मुझे लिखित रूप में बताएँ। दस्तावेज़ लौटाए ' +
    `जाने तक प्रत्येक अतिरिक्त दिन के लिए ${perDay} की क्षतिपूर्ति जुड़ती रहेगी।`,
  returnedInTime: (returnedOn) =>
    `दस्तावेज़ मुझे ${returnedOn} को, अनुमत ${hindiDays(SECURITY_RETURN_DAYS)} के भीतर, लौटा दिए गए।`,
  noCompensation:
    'कोई क्षतिपूर्ति देय नहीं है। कृपया पुष्टि करें कि प्रतिभूति पर पंजीकृत कोई भी प्रभार हटा दिया गया है।',
  returnedLate: (returnedOn, returnBy, daysLate) =>
    `दस्तावेज़ मुझे ${returnedOn} को लौटाए गए, यानी ${returnBy} के ${daysLate} दिन बाद।`,
  returnedOnLabel: 'दस्तावेज़ लौटाए जाने की तिथि',
  daysLateLabel: 'विलंब के दिन',
  dueLabel: (daysLate, perDay) => `देय क्षतिपूर्ति (${daysLate} × ${perDay})`,
  returnedRequest: (due, daysLate) =>
    `आपसे अनुरोध है कि विलंब के ${daysLate === 1 ? 'इस' : 'इन'} ${hindiDays(daysLate)} ` +
    `के लिए ${due} की क्षतिपूर्ति मेरे खाते में जमा करें।`,
  ombudsman:
    'यदि इस पत्र की तिथि से 30 दिनों के भीतर इसका समाधान नहीं होता है, तो मुझे ' +
    `${ombudsmanScheme('hi')} के अंतर्गत RBI लोकपाल के पास शिकायत दर्ज करने का अधिकार ` +
    `होगा (${COMPLAINTS_PORTAL})।`,
  facts: {
    loanAccount: 'ऋण खाता',
    lender: 'ऋणदाता',
    closedOn: 'बंद होने की तिथि',
    returnedOn: 'लौटाए जाने की तिथि',
    returnDueBy: 'लौटाने की अंतिम तिथि',
  },
  source: `आपकी क्रेडिट रिपोर्ट में इस ऋण के रिकॉर्ड और RBI के ${SECURITY_RETURN_DAYS} दिन के नियम के आधार पर`,
  enclosure: 'अदेयता प्रमाणपत्र या खाते का अंतिम विवरण (यदि उपलब्ध हो)',
  release: {
    property:
      'प्रतिभूति के रूप में जमा किए गए मूल संपत्ति दस्तावेज़ (स्वत्व विलेख) लौटाएँ और संपत्ति ' +
      'पर पंजीकृत कोई भी प्रभार हटाएँ',
    vehicle:
      'मूल वाहन दस्तावेज़ लौटाएँ और अनापत्ति प्रमाणपत्र (फ़ॉर्म 35) जारी करें, ताकि पंजीकरण ' +
      'प्रमाणपत्र से दृष्टिबंधक (हाइपोथिकेशन) हटाया जा सके',
  },
};

/** The documents, as the subject names them. */
const MARATHI_DOCUMENTS: Record<Security, string> = {
  property: 'मालमत्तेची मूळ कागदपत्रे',
  vehicle: 'वाहनाची मूळ कागदपत्रे',
};

const MARATHI_CIRCULAR =
  'भारतीय रिझर्व्ह बँकेच्या 13 सप्टेंबर 2023 रोजीच्या “Responsible Lending Conduct – Release ' +
  'of Movable / Immovable Property Documents on Repayment / Settlement of Personal Loans” या ' +
  'परिपत्रकानुसार (1 डिसेंबर 2023 पासून लागू)';

const MARATHI: LetterWords = {
  subject: (security, compensation) =>
    compensation
      ? `${MARATHI_DOCUMENTS[security]} परत करण्यास झालेल्या विलंबाबद्दल भरपाई`
      : `${MARATHI_DOCUMENTS[security]} परत मिळण्याबाबत`,
  subjectLine: (subject, loan, closedOn) => `विषय: ${subject} — ${loan}, ${closedOn} रोजी बंद`,
  dear: 'महोदय/महोदया,',
  rule: ({ loan, closedOn, returnBy, perDay }) =>
    `माझे ${loan} ${closedOn} रोजी संपूर्ण परतफेड करून बंद झाले आहे. ${MARATHI_CIRCULAR}, ` +
    `कर्जदात्याने संपूर्ण परतफेडीनंतर ${SECURITY_RETURN_DAYS} दिवसांच्या आत — या कर्जासाठी ` +
    `${returnBy} पर्यंत — सर्व मूळ कागदपत्रे परत करणे आणि कोणत्याही नोंदणी कार्यालयात ` +
    'नोंदवलेला बोजा काढून टाकणे बंधनकारक आहे, तसेच स्वतःमुळे झालेल्या विलंबाच्या प्रत्येक ' +
    `दिवसासाठी कर्जदाराला ${perDay} भरपाई देणे बंधनकारक आहे.`,
  waiting: (release, returnBy, daysLeft) =>
    `आपणास विनंती आहे की ${returnBy} पर्यंत` +
    (daysLeft === 0
      ? ', म्हणजे आजच, '
      : `, म्हणजे या पत्राच्या दिनांकापासून ${counted(daysLeft, 'दिवसाच्या', 'दिवसांच्या')} आत, `) +
    `${release}. ही कागदपत्रे मला कोठे मिळतील ते कृपया कळवावे: कर्ज खाते ज्या शाखेत ` +
    'चालवले जात होते ती शाखा, की कागदपत्रे ठेवलेले आपले दुसरे एखादे कार्यालय.',
  waitingAccrues: (perDay, from) =>
    'तोपर्यंत कागदपत्रे परत न मिळाल्यास, ' +
    `${from} पासून विलंबाच्या प्रत्येक दिवसासाठी ${perDay} भरपाई मला देय होईल.`,
  lateAsOn: (asOn, daysLate) =>
    `${asOn} पर्यंत कागदपत्रे परत मिळालेली नाहीत: ` +
    `${counted(daysLate, 'दिवसाचा', 'दिवसांचा')} विलंब झाला आहे.`,
  dueBackBy: 'कागदपत्रे परत करण्याची अंतिम तारीख',
  daysLateAsOn: (asOn) => `${asOn} पर्यंत विलंबाचे दिवस`,
  perDayLabel: 'विलंबाच्या प्रत्येक दिवसासाठी भरपाई',
  accruedLabel: (daysLate, perDay) => `आतापर्यंत देय भरपाई (${daysLate} × ${perDay})`,
  lateRequest: (release, accrued, perDay) =>
    `आपणास विनंती आहे की आणखी विलंब न करता ${release}; आतापर्यंतची ${accrued} भरपाई ` +
    'माझ्या खात्यात जमा करावी; आणि विलंबाची कारणे मला लेखी कळवावीत. कागदपत्रे परत ' +
    `मिळेपर्यंत पुढील प्रत्येक दिवसासाठी ${perDay} भरपाई वाढत राहील.`,
  returnedInTime: (returnedOn) =>
    `कागदपत्रे मला ${returnedOn} रोजी, ठरलेल्या ${SECURITY_RETURN_DAYS} दिवसांच्या आत, परत मिळाली.`,
  noCompensation:
    'कोणतीही भरपाई देय नाही. तारणावर नोंदवलेला कोणताही बोजा काढून टाकला आहे याची कृपया पुष्टी करावी.',
  returnedLate: (returnedOn, returnBy, daysLate) =>
    `कागदपत्रे मला ${returnedOn} रोजी परत मिळाली, म्हणजे ${returnBy} नंतर ` +
    `${counted(daysLate, 'दिवसाने', 'दिवसांनी')}.`,
  returnedOnLabel: 'कागदपत्रे परत मिळाल्याचा दिनांक',
  daysLateLabel: 'विलंबाचे दिवस',
  dueLabel: (daysLate, perDay) => `देय भरपाई (${daysLate} × ${perDay})`,
  returnedRequest: (due, daysLate) =>
    `आपणास विनंती आहे की विलंबाच्या ${counted(daysLate, 'दिवसासाठी', 'दिवसांसाठी')} ` +
    `${due} भरपाई माझ्या खात्यात जमा करावी.`,
  ombudsman:
    'या पत्राच्या दिनांकापासून 30 दिवसांच्या आत याचे निराकरण न झाल्यास, मी ' +
    `${ombudsmanScheme('mr')} अंतर्गत RBI लोकपालाकडे तक्रार दाखल करू शकेन ` +
    `(${COMPLAINTS_PORTAL}).`,
  facts: {
    loanAccount: 'कर्ज खाते',
    lender: 'कर्जदाता',
    closedOn: 'खाते बंद झाल्याचा दिनांक',
    returnedOn: 'परत मिळाल्याचा दिनांक',
    returnDueBy: 'परत करण्याची अंतिम तारीख',
  },
  source: `तुमच्या क्रेडिट रिपोर्टमधील या कर्जाची नोंद आणि RBI च्या ${SECURITY_RETURN_DAYS} दिवसांच्या नियमावरून`,
  enclosure: 'बेबाकी प्रमाणपत्र किंवा अंतिम खाते उतारा (तुमच्याकडे असल्यास)',
  release: {
    property:
      'तारण म्हणून ठेवलेली मालमत्तेची मूळ कागदपत्रे (मालकी हक्काची कागदपत्रे) परत करावीत ' +
      'आणि मालमत्तेवर नोंदवलेला कोणताही बोजा काढून टाकावा',
    vehicle:
      'वाहनाची मूळ कागदपत्रे परत करावीत आणि ना-हरकत प्रमाणपत्र (फॉर्म 35) द्यावे, जेणेकरून ' +
      'नोंदणी प्रमाणपत्रावरील बोजा (हायपोथिकेशन) काढता येईल',
  },
};

/** The documents, as the subject names them. */
const TELUGU_DOCUMENTS: Record<Security, string> = {
  property: 'అసలు ఆస్తి పత్రాలు',
  vehicle: 'అసలు వాహన పత్రాలు',
};

const TELUGU_CIRCULAR =
  'భారతీయ రిజర్వ్ బ్యాంక్ 13 సెప్టెంబర్ 2023 నాటి “Responsible Lending Conduct – Release ' +
  'of Movable / Immovable Property Documents on Repayment / Settlement of Personal Loans” ' +
  'సర్క్యులర్ (1 డిసెంబర్ 2023 నుండి అమలులో ఉంది) ప్రకారం';

const TELUGU: LetterWords = {
  subject: (security, compensation) =>
    compensation
      ? `${TELUGU_DOCUMENTS[security]} తిరిగి ఇవ్వడంలో ఆలస్యానికి పరిహారం`
      : `${TELUGU_DOCUMENTS[security]} తిరిగి ఇవ్వడం గురించి`,
  subjectLine: (subject, loan, closedOn) => `విషయం: ${subject} — ${loan}, ${closedOn} న ముగిసింది`,
  dear: 'అయ్యా/అమ్మా,',
  rule: ({ loan, closedOn, returnBy, perDay }) =>
    `నా ${loan} ${closedOn} న పూర్తిగా తిరిగి చెల్లించబడింది. ${TELUGU_CIRCULAR}, రుణం పూర్తిగా ` +
    `తీరిన ${SECURITY_RETURN_DAYS} రోజులలోపు — ఈ రుణానికి ${returnBy} లోగా — రుణదాత అన్ని అసలు ` +
    'పత్రాలను తిరిగి ఇవ్వాలి, ఏ రిజిస్ట్రీలోనైనా నమోదు చేసిన తనఖా భారాన్ని తొలగించాలి; తన ' +
    `వల్ల జరిగిన ఆలస్యంలో ప్రతి రోజుకు రుణగ్రహీతకు ${perDay} చెల్లించాలి.`,
  waiting: (release, returnBy, daysLeft) =>
    `${returnBy} లోగా` +
    (daysLeft === 0
      ? ', అంటే ఈ రోజే, '
      : `, అంటే ఈ లేఖ తేదీ నుండి ${counted(daysLeft, 'రోజులోపు', 'రోజులలోపు')}, `) +
    `${release} కోరుతున్నాను. వాటిని నేను ఎక్కడ తీసుకోవచ్చో దయచేసి తెలియజేయండి: రుణ ఖాతా ` +
    'నడిచిన శాఖనా, లేక పత్రాలు ఉంచిన మీ మరో కార్యాలయమా.',
  waitingAccrues: (perDay, from) =>
    `అప్పటిలోగా అవి తిరిగి ఇవ్వకపోతే, ${from} నుండి ఆలస్యమైన ప్రతి రోజుకు ${perDay} పరిహారం నాకు చెల్లించవలసి ఉంటుంది.`,
  lateAsOn: (asOn, daysLate) =>
    `${asOn} నాటికి పత్రాలు తిరిగి ఇవ్వలేదు: ` + `${counted(daysLate, 'రోజు', 'రోజులు')} ఆలస్యమైంది.`,
  dueBackBy: 'పత్రాలు తిరిగి ఇవ్వవలసిన గడువు',
  daysLateAsOn: (asOn) => `${asOn} నాటికి ఆలస్యమైన రోజులు`,
  perDayLabel: 'ఆలస్యమైన ప్రతి రోజుకు పరిహారం',
  accruedLabel: (daysLate, perDay) => `ఇప్పటి వరకు జమ అయిన పరిహారం (${daysLate} × ${perDay})`,
  lateRequest: (release, accrued, perDay) =>
    `ఇక ఆలస్యం చేయకుండా ${release}; ఇప్పటి వరకు జమ అయిన ${accrued} పరిహారాన్ని నాకు ` +
    'చెల్లించవలసిందిగా; ఆలస్యానికి కారణాలను రాతపూర్వకంగా తెలియజేయవలసిందిగా కోరుతున్నాను. ' +
    `పత్రాలు తిరిగి అందే వరకు ప్రతి అదనపు రోజుకు ${perDay} చొప్పున పరిహారం పెరుగుతూనే ఉంటుంది.`,
  returnedInTime: (returnedOn) =>
    `పత్రాలు నాకు ${returnedOn} న, అనుమతించిన ${SECURITY_RETURN_DAYS} రోజులలోపే తిరిగి అందాయి.`,
  noCompensation:
    'ఏ పరిహారమూ చెల్లించవలసిన అవసరం లేదు. హామీపై నమోదు చేసిన తనఖా భారం ఏదైనా ఉంటే అది ' + 'తొలగించబడిందని దయచేసి నిర్ధారించండి.',
  returnedLate: (returnedOn, returnBy, daysLate) =>
    `పత్రాలు నాకు ${returnedOn} న తిరిగి అందాయి, అంటే ${returnBy} తర్వాత ` +
    `${counted(daysLate, 'రోజు', 'రోజులు')} ఆలస్యంగా.`,
  returnedOnLabel: 'పత్రాలు తిరిగి అందిన తేదీ',
  daysLateLabel: 'ఆలస్యమైన రోజులు',
  dueLabel: (daysLate, perDay) => `చెల్లించవలసిన పరిహారం (${daysLate} × ${perDay})`,
  returnedRequest: (due, daysLate) =>
    `ఈ ${counted(daysLate, 'రోజు', 'రోజుల')} ఆలస్యానికి ${due} పరిహారాన్ని నాకు చెల్లించవలసిందిగా కోరుతున్నాను.`,
  ombudsman:
    'ఈ లేఖ తేదీ నుండి 30 రోజులలోపు ఇది పరిష్కారం కాకపోతే, ' +
    `${ombudsmanScheme('te')} కింద RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు చేయగలను (${COMPLAINTS_PORTAL}).`,
  facts: {
    loanAccount: 'రుణ ఖాతా',
    lender: 'రుణదాత',
    closedOn: 'ముగిసిన తేదీ',
    returnedOn: 'తిరిగి అందిన తేదీ',
    returnDueBy: 'తిరిగి ఇవ్వవలసిన గడువు',
  },
  source: `మీ క్రెడిట్ రిపోర్ట్‌లోని ఈ రుణం రికార్డు, RBI ${SECURITY_RETURN_DAYS} రోజుల నియమం నుండి`,
  enclosure: 'నో-డ్యూస్ సర్టిఫికెట్ లేదా తుది ఖాతా స్టేట్‌మెంట్ (మీ దగ్గర ఉంటే)',
  release: {
    property:
      'హామీగా ఉంచిన అసలు ఆస్తి పత్రాలను (టైటిల్ డీడ్స్) తిరిగి ఇవ్వవలసిందిగా, ఆస్తిపై నమోదు ' +
      'చేసిన తనఖా భారం ఏదైనా ఉంటే దాన్ని తొలగించవలసిందిగా',
    vehicle:
      'అసలు వాహన పత్రాలను తిరిగి ఇవ్వవలసిందిగా, రిజిస్ట్రేషన్ సర్టిఫికెట్ నుండి హైపోథికేషన్ ' +
      'తొలగించడానికి నిరభ్యంతర పత్రం (ఫారం 35) ఇవ్వవలసిందిగా',
  },
};
const BENGALI_DOCUMENTS: Record<Security, string> = {
  property: 'সম্পত্তির আসল কাগজপত্র',
  vehicle: 'গাড়ির আসল কাগজপত্র',
};

const BENGALI_CIRCULAR =
  'ভারতীয় রিজার্ভ ব্যাংকের 13 সেপ্টেম্বর 2023 তারিখের “Responsible Lending Conduct – Release ' +
  'of Movable / Immovable Property Documents on Repayment / Settlement of Personal Loans” ' +
  'সার্কুলার (1 ডিসেম্বর 2023 থেকে কার্যকর) অনুযায়ী';

const BENGALI: LetterWords = {
  subject: (security, compensation) =>
    compensation
      ? `${BENGALI_DOCUMENTS[security]} ফেরত দিতে দেরির জন্য ক্ষতিপূরণ`
      : `${BENGALI_DOCUMENTS[security]} ফেরত পাওয়া প্রসঙ্গে`,
  subjectLine: (subject, loan, closedOn) => `বিষয়: ${subject} — ${loan}, ${closedOn} তারিখে বন্ধ`,
  dear: 'মহাশয়/মহাশয়া,',
  rule: ({ loan, closedOn, returnBy, perDay }) =>
    `আমার ${loan} ${closedOn} তারিখে সম্পূর্ণ পরিশোধ করে বন্ধ হয়েছে। ${BENGALI_CIRCULAR}, ` +
    `ঋণদাতাকে সম্পূর্ণ পরিশোধের ${SECURITY_RETURN_DAYS} দিনের মধ্যে — এই ঋণের ক্ষেত্রে ` +
    `${returnBy}-এর মধ্যে — সমস্ত আসল কাগজপত্র ফেরত দিতে হবে এবং কোনো রেজিস্ট্রি অফিসে ` +
    'নথিভুক্ত যে কোনো চার্জ তুলে নিতে হবে, আর নিজের কারণে হওয়া দেরির প্রতিটি দিনের জন্য ' +
    `ঋণগ্রহীতাকে ${perDay} ক্ষতিপূরণ দিতে হবে।`,
  waiting: (release, returnBy, daysLeft) =>
    `আপনাদের অনুরোধ করছি, ${returnBy}-এর মধ্যে` +
    (daysLeft === 0
      ? ', অর্থাৎ আজই, '
      : `, অর্থাৎ এই চিঠির তারিখ থেকে ${counted(daysLeft, 'দিনের', 'দিনের')} মধ্যে, `) +
    `${release}। এই কাগজপত্র আমি কোথা থেকে সংগ্রহ করতে পারব, অনুগ্রহ করে জানাবেন: যে শাখায় ` +
    'ঋণ অ্যাকাউন্টটি চলত সেই শাখা, নাকি কাগজপত্র রাখা আছে এমন আপনাদের অন্য কোনো অফিস।',
  waitingAccrues: (perDay, from) =>
    'তার মধ্যে কাগজপত্র ফেরত না পেলে, ' +
    `${from} থেকে দেরির প্রতিটি দিনের জন্য ${perDay} ক্ষতিপূরণ আমার প্রাপ্য হবে।`,
  lateAsOn: (asOn, daysLate) =>
    `${asOn} পর্যন্ত কাগজপত্র ফেরত পাওয়া যায়নি: ` + `${counted(daysLate, 'দিন', 'দিন')} দেরি হয়েছে।`,
  dueBackBy: 'কাগজপত্র ফেরত দেওয়ার শেষ তারিখ',
  daysLateAsOn: (asOn) => `${asOn} পর্যন্ত দেরির দিন`,
  perDayLabel: 'দেরির প্রতিটি দিনের জন্য ক্ষতিপূরণ',
  accruedLabel: (daysLate, perDay) => `এখন পর্যন্ত প্রাপ্য ক্ষতিপূরণ (${daysLate} × ${perDay})`,
  lateRequest: (release, accrued, perDay) =>
    `আপনাদের অনুরোধ করছি, আর দেরি না করে ${release}; এখন পর্যন্ত প্রাপ্য ${accrued} ক্ষতিপূরণ ` +
    'আমার অ্যাকাউন্টে জমা করুন; এবং দেরির কারণ আমাকে লিখিতভাবে জানান। কাগজপত্র ফেরত ' +
    `না পাওয়া পর্যন্ত পরের প্রতিটি দিনের জন্য ক্ষতিপূরণ ${perDay} করে বাড়তে থাকবে।`,
  returnedInTime: (returnedOn) =>
    `কাগজপত্র আমি ${returnedOn} তারিখে, নির্ধারিত ${SECURITY_RETURN_DAYS} দিনের মধ্যেই, ফেরত পেয়েছি।`,
  noCompensation:
    'কোনো ক্ষতিপূরণ প্রাপ্য নয়। জামানতের উপর নথিভুক্ত যে কোনো চার্জ তুলে নেওয়া হয়েছে, অনুগ্রহ করে তা নিশ্চিত করুন।',
  returnedLate: (returnedOn, returnBy, daysLate) =>
    `কাগজপত্র আমি ${returnedOn} তারিখে ফেরত পেয়েছি, অর্থাৎ ${returnBy}-এর ` +
    `${counted(daysLate, 'দিন', 'দিন')} পরে।`,
  returnedOnLabel: 'কাগজপত্র ফেরত পাওয়ার তারিখ',
  daysLateLabel: 'দেরির দিন',
  dueLabel: (daysLate, perDay) => `প্রাপ্য ক্ষতিপূরণ (${daysLate} × ${perDay})`,
  returnedRequest: (due, daysLate) =>
    `আপনাদের অনুরোধ করছি, দেরির ${counted(daysLate, 'দিনের', 'দিনের')} জন্য ` +
    `${due} ক্ষতিপূরণ আমার অ্যাকাউন্টে জমা করুন।`,
  ombudsman:
    'এই চিঠির তারিখ থেকে 30 দিনের মধ্যে বিষয়টির নিষ্পত্তি না হলে, আমি ' +
    `${ombudsmanScheme('bn')}-এর অধীনে RBI ন্যায়পালের কাছে অভিযোগ জানাতে পারি ` +
    `(${COMPLAINTS_PORTAL})।`,
  facts: {
    loanAccount: 'ঋণ অ্যাকাউন্ট',
    lender: 'ঋণদাতা',
    closedOn: 'অ্যাকাউন্ট বন্ধের তারিখ',
    returnedOn: 'ফেরত পাওয়ার তারিখ',
    returnDueBy: 'ফেরত দেওয়ার শেষ তারিখ',
  },
  source: `আপনার ক্রেডিট রিপোর্টে এই ঋণের তথ্য ও RBI-এর ${SECURITY_RETURN_DAYS} দিনের নিয়ম থেকে`,
  enclosure: 'নো-ডিউজ শংসাপত্র বা শেষ অ্যাকাউন্ট স্টেটমেন্ট (আপনার কাছে থাকলে)',
  release: {
    property:
      'বন্ধক হিসেবে রাখা সম্পত্তির আসল কাগজপত্র (মালিকানার দলিল) ফেরত দিন ' +
      'এবং সম্পত্তির উপর নথিভুক্ত যে কোনো চার্জ তুলে নিন',
    vehicle:
      'গাড়ির আসল কাগজপত্র ফেরত দিন এবং অনাপত্তি শংসাপত্র (ফর্ম 35) দিন, যাতে ' +
      'রেজিস্ট্রেশন সার্টিফিকেট থেকে হাইপোথিকেশন তুলে দেওয়া যায়',
  },
};
const TAMIL_DOCUMENTS: Record<Security, string> = {
  property: 'சொத்தின் அசல் ஆவணங்கள்',
  vehicle: 'வாகனத்தின் அசல் ஆவணங்கள்',
};

const TAMIL_CIRCULAR =
  'இந்திய ரிசர்வ் வங்கியின் 13 செப்டம்பர் 2023 தேதியிட்ட “Responsible Lending Conduct – ' +
  'Release of Movable / Immovable Property Documents on Repayment / Settlement of Personal ' +
  'Loans” சுற்றறிக்கையின்படி (1 டிசம்பர் 2023 முதல் நடைமுறையில்)';

const tamilDays = (count: number) => counted(count, 'நாள்', 'நாட்கள்');

const TAMIL: LetterWords = {
  subject: (security, compensation) =>
    compensation
      ? `${TAMIL_DOCUMENTS[security]} தாமதமாகத் திருப்பித் தரப்பட்டதற்கான இழப்பீடு`
      : `${TAMIL_DOCUMENTS[security]} திருப்பித் தருதல்`,
  subjectLine: (subject, loan, closedOn) =>
    `பொருள்: ${subject} — ${loan}, ${closedOn} அன்று முடிக்கப்பட்டது`,
  dear: 'ஐயா/அம்மையீர்,',
  rule: ({ loan, closedOn, returnBy, perDay }) =>
    `என் ${loan} ${closedOn} அன்று முழுமையாகத் திருப்பிச் செலுத்தப்பட்டது. ${TAMIL_CIRCULAR}, ` +
    `கடன் முழுமையாகச் செலுத்தப்பட்ட ${SECURITY_RETURN_DAYS} நாட்களுக்குள் — இந்தக் கடனுக்கு ` +
    `${returnBy}-க்குள் — கடன் வழங்குநர் எல்லா அசல் ஆவணங்களையும் திருப்பித் தந்து, எந்தப் ` +
    'பதிவகத்திலும் பதிவுசெய்யப்பட்ட அடமானப் பொறுப்பை நீக்க வேண்டும்; தன்னால் ஏற்படும் ' +
    `ஒவ்வொரு நாள் தாமதத்துக்கும் கடன்தாரருக்கு ${perDay} இழப்பீடு வழங்க வேண்டும்.`,
  waiting: (release, returnBy, daysLeft) =>
    `${returnBy}-க்குள்` +
    (daysLeft === 0
      ? ', அதாவது இன்றே, '
      : `, அதாவது இந்தக் கடிதத்தின் தேதியிலிருந்து ${counted(daysLeft, 'நாளுக்குள்', 'நாட்களுக்குள்')}, `) +
    `${release} கேட்டுக்கொள்கிறேன். இந்த ஆவணங்களை எங்கே பெற்றுக்கொள்ளலாம் என்பதைத் ` +
    'தெரிவிக்கவும்: கடன் கணக்கு பராமரிக்கப்பட்ட கிளையா, அல்லது ஆவணங்கள் வைக்கப்பட்டுள்ள ' +
    'தங்களின் வேறோர் அலுவலகமா.',
  waitingAccrues: (perDay, from) =>
    'அதற்குள் ஆவணங்கள் திருப்பித் தரப்படாவிட்டால், ' +
    `${from} முதல் ஒவ்வொரு நாள் தாமதத்துக்கும் ${perDay} இழப்பீடு எனக்குச் சேரும்.`,
  lateAsOn: (asOn, daysLate) =>
    `${asOn} வரை ஆவணங்கள் திருப்பித் தரப்படவில்லை: ${tamilDays(daysLate)} தாமதம் ஆகியுள்ளது.`,
  dueBackBy: 'ஆவணங்களைத் திருப்பித் தர வேண்டிய கடைசித் தேதி',
  daysLateAsOn: (asOn) => `${asOn} வரை தாமதமான நாட்கள்`,
  perDayLabel: 'ஒவ்வொரு நாள் தாமதத்துக்குமான இழப்பீடு',
  accruedLabel: (daysLate, perDay) => `இதுவரை சேர்ந்த இழப்பீடு (${daysLate} × ${perDay})`,
  lateRequest: (release, accrued, perDay) =>
    `மேலும் தாமதமின்றி ${release}ம்; இதுவரை சேர்ந்த ${accrued} இழப்பீட்டை என் கணக்கில் ` +
    'வரவு வைக்குமாறும்; தாமதத்துக்கான காரணங்களை எனக்கு எழுத்துமூலம் தெரிவிக்குமாறும் ' +
    'கேட்டுக்கொள்கிறேன். ஆவணங்கள் திருப்பித் தரப்படும் வரை, கூடுதல் ஒவ்வொரு நாளுக்கும் ' +
    `${perDay} இழப்பீடு சேர்ந்துகொண்டே இருக்கும்.`,
  returnedInTime: (returnedOn) =>
    `அனுமதிக்கப்பட்ட ${SECURITY_RETURN_DAYS} நாட்களுக்குள், ${returnedOn} அன்று ஆவணங்கள் ` +
    'எனக்குத் திருப்பித் தரப்பட்டன.',
  noCompensation:
    'இழப்பீடு எதுவும் செலுத்த வேண்டியதில்லை. பிணையின் மீது பதிவுசெய்யப்பட்ட அடமானப் பொறுப்பு ' +
    'நீக்கப்பட்டுவிட்டதை உறுதிப்படுத்தவும்.',
  returnedLate: (returnedOn, returnBy, daysLate) =>
    `ஆவணங்கள் எனக்கு ${returnedOn} அன்று, அதாவது ${returnBy}-க்குப் பிறகு ` +
    `${tamilDays(daysLate)} கழித்து, திருப்பித் தரப்பட்டன.`,
  returnedOnLabel: 'ஆவணங்கள் திருப்பித் தரப்பட்ட தேதி',
  daysLateLabel: 'தாமதமான நாட்கள்',
  dueLabel: (daysLate, perDay) => `செலுத்த வேண்டிய இழப்பீடு (${daysLate} × ${perDay})`,
  returnedRequest: (due, daysLate) =>
    `இந்த ${tamilDays(daysLate)} தாமதத்துக்கான ${due} இழப்பீட்டை என் கணக்கில் வரவு ` +
    'வைக்குமாறு கேட்டுக்கொள்கிறேன்.',
  ombudsman:
    'இந்தக் கடிதத்தின் தேதியிலிருந்து 30 நாட்களுக்குள் இது தீர்க்கப்படாவிட்டால், ' +
    `${ombudsmanScheme('ta')} கீழ் RBI குறைதீர்ப்பாளரிடம் புகார் அளிக்க எனக்கு உரிமை ` +
    `உண்டு (${COMPLAINTS_PORTAL}).`,
  facts: {
    loanAccount: 'கடன் கணக்கு',
    lender: 'கடன் வழங்குநர்',
    closedOn: 'கணக்கு முடிக்கப்பட்ட தேதி',
    returnedOn: 'திருப்பித் தரப்பட்ட தேதி',
    returnDueBy: 'திருப்பித் தர வேண்டிய கடைசித் தேதி',
  },
  source: `உங்கள் கிரெடிட் அறிக்கையில் உள்ள இந்தக் கடனின் பதிவு, RBI-இன் ${SECURITY_RETURN_DAYS} நாள் விதி ஆகியவற்றிலிருந்து`,
  enclosure: 'நிலுவையின்மைச் சான்றிதழ் அல்லது இறுதிக் கணக்கு அறிக்கை (உங்களிடம் இருந்தால்)',
  release: {
    property:
      'பிணையாக வைக்கப்பட்ட சொத்தின் அசல் ஆவணங்களை (உரிமைப் பத்திரங்கள்) திருப்பித் தந்து, ' +
      'சொத்தின் மீது பதிவுசெய்யப்பட்ட அடமானப் பொறுப்பை நீக்குமாறு',
    vehicle:
      'வாகனத்தின் அசல் ஆவணங்களைத் திருப்பித் தந்து, பதிவுச் சான்றிதழிலிருந்து அடமானக் ' +
      'குறிப்பை (hypothecation) நீக்குவதற்கான தடையில்லாச் சான்றிதழை (படிவம் 35) வழங்குமாறு',
  },
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
  en: 'Letter to the grievance officer',
  hi: 'शिकायत निवारण अधिकारी को पत्र',
  mr: 'तक्रार निवारण अधिकाऱ्यास पत्र',
  te: 'ఫిర్యాదుల పరిష్కార అధికారికి లేఖ',
  bn: 'অভিযোগ নিষ্পত্তি আধিকারিককে চিঠি',
  ta: 'குறைதீர்ப்பு அதிகாரிக்குக் கடிதம்',
};

/** The word "account", plain and where the sentence needs it oblique ("आवास ऋण खाते XXXX5432"). */
const ACCOUNT_WORDS: Record<DocumentLanguage, { plain: string; oblique: string }> = {
  en: { plain: 'account', oblique: 'account' },
  hi: { plain: 'खाता', oblique: 'खाते' },
  mr: { plain: 'खाते', oblique: 'खाते' },
  te: { plain: 'ఖాతా', oblique: 'ఖాతా' },
  bn: { plain: 'অ্যাকাউন্ট', oblique: 'অ্যাকাউন্ট' },
  ta: { plain: 'கணக்கு', oblique: 'கணக்கு' },
};

/** "Home Loan account XXXX5432"; "आवास ऋण खाते XXXX5432" where Hindi needs it oblique. */
function loanAccountText(loan: LoanAccount, language: DocumentLanguage, oblique: boolean): string {
  const account = maskAccountNumber(loan.accountNumber);
  const word = ACCOUNT_WORDS[language][oblique ? 'oblique' : 'plain'];
  return `${loanTypeName(loan.loanType, language)} ${word} ${account}`;
}

export function closureEscalationLetter(input: ClosureLetterInput): TypesetDocument {
  const { loan, tracker, borrower, lender, issuedOn } = input;
  const language = input.language ?? 'en';
  const words = WORDS[language];
  const loanName = loanTypeName(loan.loanType, language);
  const account = maskAccountNumber(loan.accountNumber);
  const release = words.release[tracker.security];
  const perDay = money(DELAY_COMPENSATION_PER_DAY_PAISE);
  const returnBy = date(tracker.returnBy, language);

  const subject = words.subject(
    tracker.security,
    tracker.stage === 'returned' && tracker.daysLate > 0,
  );

  const rule = paragraph(
    words.rule({
      loan: loanAccountText(loan, language, true),
      closedOn: date(tracker.closedOn, language),
      returnBy,
      perDay,
    }),
  );

  const request: Block[] = [];
  switch (tracker.stage) {
    case 'waiting':
      request.push(
        paragraph(words.waiting(release, returnBy, tracker.daysLeft)),
        paragraph(words.waitingAccrues(perDay, date(addDays(tracker.returnBy, 1), language))),
      );
      break;
    case 'late':
      request.push(
        paragraph(words.lateAsOn(date(issuedOn, language), tracker.daysLate)),
        termsTable(
          [
            [words.dueBackBy, returnBy],
            [words.daysLateAsOn(date(issuedOn, language)), String(tracker.daysLate)],
            [words.perDayLabel, perDay],
            [words.accruedLabel(tracker.daysLate, perDay), money(tracker.compensationPaise)],
          ],
          { emphasiseLast: true, valueAlignment: 'right' },
        ),
        afterTable(paragraph(words.lateRequest(release, money(tracker.compensationPaise), perDay))),
      );
      break;
    case 'returned': {
      const returnedOn = date(tracker.returnedOn ?? issuedOn, language);
      if (tracker.daysLate === 0) {
        request.push(paragraph(words.returnedInTime(returnedOn)), paragraph(words.noCompensation));
        break;
      }
      request.push(
        paragraph(words.returnedLate(returnedOn, returnBy, tracker.daysLate)),
        termsTable(
          [
            [words.dueBackBy, returnBy],
            [words.returnedOnLabel, returnedOn],
            [words.daysLateLabel, String(tracker.daysLate)],
            [words.dueLabel(tracker.daysLate, perDay), money(tracker.compensationPaise)],
          ],
          { emphasiseLast: true, valueAlignment: 'right' },
        ),
        afterTable(
          paragraph(words.returnedRequest(money(tracker.compensationPaise), tracker.daysLate)),
        ),
      );
      break;
    }
  }

  const ombudsman =
    tracker.stage === 'returned' && tracker.daysLate === 0 ? [] : [paragraph(words.ombudsman)];

  return borrowerSummaryDocument(
    {
      borrower,
      issuedOn,
      facts: [
        [words.facts.loanAccount, `${loanName} ${account}`],
        [words.facts.lender, lender.name],
        [words.facts.closedOn, date(tracker.closedOn, language)],
        tracker.returnedOn
          ? [words.facts.returnedOn, date(tracker.returnedOn, language)]
          : [words.facts.returnDueBy, returnBy],
      ],
      source: words.source,
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
        paragraph({
          text: words.subjectLine(
            subject,
            loanAccountText(loan, language, false),
            date(tracker.closedOn, language),
          ),
          bold: true,
        }),
        paragraph(words.dear),
        rule,
        ...request,
        ...ombudsman,
        borrowerSignature({ borrower, lender, enclosure: words.enclosure, language }),
      ],
    },
  );
}

/** A paragraph after a table, set apart from it. */
function afterTable(content: Block): Block {
  return spacedGroup([content]);
}
