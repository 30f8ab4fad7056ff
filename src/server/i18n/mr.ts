import type { ConsentPurpose } from '../../shared/consents.js';
import type { DocumentType } from '../../shared/documents.js';
import type { PanHolderTypeCode } from '../../shared/pan.js';
import type { SentenceTable } from './english.js';
import { listInWords, plural } from './words.js';

/**
 * The API's sentences in Marathi (keys and parameters: ./english.ts). Standard Marathi as banks
 * in Maharashtra write it: कर्ज for a loan, दस्तऐवज for a document, a full stop (not the danda)
 * at the end of a sentence; a bank's name takes its postposition after a space ("HDFC Bank कडून").
 */

const HOLDER_TYPES: Record<PanHolderTypeCode, string> = {
  P: 'व्यक्ती',
  C: 'कंपनी',
  H: 'हिंदू अविभक्त कुटुंब (HUF)',
  F: 'फर्म',
  A: 'व्यक्तींचा संघ (AOP)',
  T: 'ट्रस्ट',
  B: 'व्यक्तींचा समूह (BOI)',
  L: 'स्थानिक प्राधिकरण',
  J: 'कृत्रिम न्यायिक व्यक्ती',
  G: 'सरकारी संस्था',
};

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'खाते उतारा (स्टेटमेंट)',
  repayment_schedule: 'परतफेडीचे वेळापत्रक',
  sanction_letter: 'मंजुरी पत्र',
  foreclosure_letter: 'मुदतपूर्व कर्जफेड पत्र',
  interest_certificate: 'व्याज प्रमाणपत्र',
  no_dues_certificate: 'बेबाकी प्रमाणपत्र',
  documents_held: 'बँकेकडील दस्तऐवजांची यादी',
};

const PURPOSES: Record<ConsentPurpose, string> = {
  'bureau-report': 'तुमच्या कर्जांची यादी करण्यासाठी तुमचा क्रेडिट रिपोर्ट पाहणे',
  'batch-documents': 'तुम्ही निवडलेले कर्ज दस्तऐवज तुमच्या बँकांकडून मिळवणे',
  'lender-documents': 'एका कर्जाचे दस्तऐवज त्याच्या बँकेकडून मिळवणे',
};

export const mr: SentenceTable = {
  // Any route
  notFound: () => 'सापडले नाही.',
  tooManyRequests: () => 'खूप वेळा प्रयत्न झाले. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
  tooManyRequestsFor: ({ seconds }) => `खूप वेळा प्रयत्न झाले. कृपया ${seconds} सेकंद थांबून पुन्हा प्रयत्न करा.`,
  internal: () => 'आमच्याकडून काहीतरी चूक झाली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  invalidJson: () => 'विनंतीतील डेटा योग्य JSON नाही.',
  unsupportedMediaType: () => 'हा कंटेंट प्रकार येथे स्वीकारला जात नाही.',
  requestTooLarge: ({ limit }) => `विनंती खूप मोठी आहे. जास्तीत जास्त ${limit} ची परवानगी आहे.`,
  badRequest: () => 'विनंती समजू शकली नाही.',
  requestNotValid: () => 'विनंती वैध नाही.',
  idNotValid: () =>
    'ही लिंक किंवा संदर्भ आम्ही दिलेला नाही. ती पूर्ण कॉपी झाली आहे का ते तपासा, किंवा मागे जाऊन पुन्हा सुरुवात करा.',
  controlCharacters: () => 'विनंतीत टाइप करता न येणारी अक्षरे आहेत (उदा. NUL). ती काढून पुन्हा प्रयत्न करा.',
  uploadBroken: () => 'फोटो पूर्ण पोहोचला नाही. कृपया तो पुन्हा निवडून परत प्रयत्न करा.',

  // Request bodies that do not fit their schema (field names are the API's own)
  fieldRequired: ({ field }) => `${field} आवश्यक आहे.`,
  fieldWrongType: ({ field, type }) => `${field} चा प्रकार ${type} असायला हवा.`,
  fieldsUnexpected: ({ fields }) => `अनपेक्षित फील्ड: ${fields}.`,
  fieldTooLong: ({ field, maximum }) => `${field} खूप मोठे आहे (जास्तीत जास्त ${maximum} अक्षरे).`,
  fieldTooShort: ({ field, minimum }) => `${field} खूप लहान आहे (किमान ${minimum} अक्षरे).`,
  fieldTooManyItems: ({ field, maximum }) =>
    `${field} मध्ये खूप जास्त घटक आहेत (जास्तीत जास्त ${maximum}).`,
  fieldTooFewItems: ({ field, minimum }) => `${field} मध्ये किमान ${minimum} घटक असायला हवेत.`,
  fieldTooBig: ({ field, maximum }) => `${field} जास्तीत जास्त ${maximum} असू शकते.`,
  fieldTooSmall: ({ field, minimum }) => `${field} किमान ${minimum} असायला हवे.`,
  fieldNotOneOf: ({ field, values }) => `${field} यांपैकी एक असायला हवे: ${values}.`,
  fieldBadFormat: ({ field }) => `${field} अपेक्षित स्वरूपात नाही.`,

  // Sessions and consent
  consentRequired: () => 'पुढे जाण्यासाठी कृपया तुमची संमती पडताळून द्या.',
  sessionExpired: () => 'तुमचे सत्र संपले आहे. कृपया तुमची संमती पुन्हा पडताळून द्या.',
  consentNotFound: () => 'ही संमती विनंती सापडली नाही. कृपया नवीन OTP मागवा.',
  consentVerified: () => 'संमती यशस्वीरीत्या पडताळली गेली.',
  foreignOrigin: () => 'ही विनंती Loan Documents ॲपमधून आलेली नाही. कृपया ॲप उघडून पुन्हा प्रयत्न करा.',
  signedIn: () => 'तुम्ही साइन इन केले आहे.',
  signedOut: () => 'तुम्ही साइन आउट केले आहे.',
  signedOutEverywhere: () => 'तुम्ही सर्व डिव्हाइसवरून साइन आउट केले आहे.',
  bureauConsentNeeded: () => 'तुमची कर्जे पाहण्यासाठी कृपया आधी क्रेडिट रिपोर्ट तपासणीसाठी संमती द्या.',

  // OTPs
  otpSent: ({ phone }) => `OTP ${phone} वर पाठवला`,
  lenderOtpSent: ({ phone, bank }) =>
    `${bank} कडे केलेल्या तुमच्या विनंतीला मंजुरी देण्यासाठी OTP ${phone} वर पाठवला`,
  invalidMobile: () => 'कृपया 10 अंकी योग्य मोबाइल नंबर टाका',
  invalidOtp: () => 'कृपया 6 अंकी योग्य OTP टाका',
  invalidLegacyOtp: () => 'कृपया योग्य OTP टाका',
  otpNotSent: () => 'कृपया आधी OTP मागवा.',
  lenderOtpNotSent: () => 'कृपया आधी या कर्जासाठी OTP मागवा.',
  otpIncorrect: ({ attemptsLeft }) =>
    attemptsLeft <= 0
      ? 'चुकीचा OTP. तुमचा एकही प्रयत्न शिल्लक नाही. कृपया नवीन OTP मागवा.'
      : `चुकीचा OTP. तुमचे ${attemptsLeft} ${plural(attemptsLeft, 'प्रयत्न शिल्लक आहे', 'प्रयत्न शिल्लक आहेत')}.`,
  otpExpired: () => 'या OTP ची मुदत संपली आहे. कृपया नवीन OTP मागवा.',
  otpLocked: () => 'खूप वेळा चुकीचे प्रयत्न झाले. कृपया नवीन OTP मागवा.',
  otpUsed: () => 'हा OTP आधीच वापरला गेला आहे. कृपया नवीन OTP मागवा.',
  otpReplaced: () => 'नवीन OTP पाठवला आहे. कृपया सर्वात नवीन कोड टाका.',
  otpNotValid: () => 'हा OTP या विनंतीसाठी वैध नाही. कृपया नवीन OTP मागवा.',
  otpCooldown: ({ seconds }) => `नवीन OTP मागवण्यापूर्वी कृपया ${seconds} सेकंद थांबा.`,
  otpHourlyLimit: ({ time }) =>
    `या मोबाइल नंबरवर खूप OTP पाठवले गेले आहेत. कृपया ${time} नंतर पुन्हा प्रयत्न करा.`,
  smsNotSent: () => 'आम्ही आत्ता OTP पाठवू शकलो नाही. कृपया एक मिनिटाने पुन्हा प्रयत्न करा.',
  mobileNotOnRecord: ({ phone }) =>
    `हा तुमच्या क्रेडिट नोंदीतील मोबाइल नंबर नाही. क्रेडिट ब्युरोकडे या PAN साठी ${phone} नोंदवलेला आहे: कृपया तोच नंबर वापरा. तुमचा नंबर बदलला असल्यास, तुमचे कर्ज देणाऱ्या बँकेकडून किंवा क्रेडिट ब्युरोकडून तो अपडेट करून घ्या.`,
  noMobileOnRecord: () =>
    'क्रेडिट ब्युरोकडे या PAN साठी कोणताही मोबाइल नंबर नोंदवलेला नाही, त्यामुळे आम्ही OTP पाठवू शकत नाही. कृपया तुमचे कर्ज देणाऱ्या बँकेकडे किंवा क्रेडिट ब्युरोकडे तुमचा मोबाइल नंबर नोंदवा, मग पुन्हा प्रयत्न करा.',
  bureauUnreachableForOtp: () =>
    'OTP पाठवण्यासाठी क्रेडिट ब्युरोशी संपर्क होऊ शकला नाही. कृपया एक मिनिटाने पुन्हा प्रयत्न करा.',

  // DigiLocker
  digilockerSaved: ({ folder }) =>
    `तुमच्या DigiLocker मध्ये जतन केले: Uploaded Documents / loan-documents / ${folder}.`,
  digilockerAllow: () =>
    'Loan Documents ला तुमच्या DigiLocker मध्ये फाइल जतन करण्याची परवानगी द्या, मग आम्ही हा दस्तऐवज तिथे जतन करू.',
  digilockerUnavailable: () =>
    'आम्ही आत्ता हा दस्तऐवज DigiLocker मध्ये जतन करू शकलो नाही. कृपया एक मिनिटाने पुन्हा प्रयत्न करा.',
  digilockerNotConfigured: () => 'येथे DigiLocker मध्ये जतन करण्याची सुविधा उपलब्ध नाही.',
  activityDocumentSavedToDigiLocker: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) DigiLocker मध्ये जतन केले`,

  // PAN
  panVerified: () => 'PAN यशस्वीरीत्या पडताळला गेला',
  panLength: () => 'PAN क्रमांक 10 अक्षरांचा असायला हवा',
  panLetters: () => 'PAN ची पहिली पाच अक्षरे इंग्रजी वर्ण (A–Z) असायला हवीत.',
  panDigits: () => 'PAN मधील 6 ते 9 क्रमांकाची अक्षरे अंक असायला हवीत.',
  panLastLetter: () => 'PAN चे शेवटचे अक्षर इंग्रजी वर्ण (A–Z) असायला हवे.',
  panHolderType: ({ letter }) =>
    `हा वैध PAN नाही: त्याचे चौथे अक्षर "${letter}" हा PAN धारकाचा कोणताही प्रकार नाही (व्यक्तींसाठी P, कंपन्यांसाठी C, किंवा H, F, A, T, B, L, J, G).`,
  panNotIndividual: ({ holderType }) =>
    `हा PAN ${HOLDER_TYPES[holderType]} प्रकारचा आहे (त्याचे चौथे अक्षर ${holderType} आहे). ही सेवा वैयक्तिक कर्जदारांसाठी आहे: कृपया तुमचा स्वतःचा PAN टाका, ज्याचे चौथे अक्षर P असते.`,
  panNotIndividualForReport: ({ holderType }) =>
    `हा PAN ${HOLDER_TYPES[holderType]} प्रकारचा आहे. येथे क्रेडिट रिपोर्ट फक्त व्यक्तींसाठी आहेत: कृपया तुमचा स्वतःचा PAN वापरा.`,
  nameMismatch: () =>
    'हे नाव या PAN च्या नोंदीशी जुळत नाही. कृपया तुमच्या PAN कार्डवर छापलेले नाव जसेच्या तसे टाका.',
  nameFormat: () =>
    'कृपया तुमच्या PAN कार्डवर छापलेले नाव जसेच्या तसे, फक्त अक्षरे आणि मोकळ्या जागा वापरून टाका.',
  panRegistryUnavailable: () => 'आम्ही आत्ता PAN पडताळू शकत नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
  imageWrongType: () => 'कृपया इमेज फाइल अपलोड करा (jpg, png, webp)',
  imageTooLarge: () => 'फाइल खूप मोठी आहे. जास्तीत जास्त 5MB ची परवानगी आहे.',
  imageMissing: () => 'कृपया अपलोड करण्यासाठी तुमच्या PAN कार्डची इमेज निवडा',
  imageUnreadable: () =>
    'या फोटोवरून PAN वाचता आला नाही. कृपया PAN स्वतः टाका किंवा अधिक स्पष्ट फोटो अपलोड करा.',
  imageUndecodable: () =>
    'ही इमेज उघडता आली नाही. कृपया तुमच्या PAN कार्डचा स्पष्ट फोटो अपलोड करा (jpg, png, webp).',
  ocrUnavailable: () =>
    'आम्ही आत्ता तुमचा फोटो वाचू शकलो नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा, किंवा तुमचा PAN स्वतः टाका.',

  // Credit report and loans
  reportNotFound: () => 'या PAN साठी कोणताही क्रेडिट रिपोर्ट सापडला नाही.',
  bureauUnavailable: () =>
    'आम्ही आत्ता तुमचा क्रेडिट रिपोर्ट मिळवू शकलो नाही. कृपया एक मिनिटाने पुन्हा प्रयत्न करा.',
  loanNotFound: () =>
    'हे कर्ज तुमच्या क्रेडिट रिपोर्टमध्ये सापडले नाही. कृपया तुमची कर्जे रिफ्रेश करून पुन्हा प्रयत्न करा.',
  loanJustApproved: () => 'या कर्जाला नुकतीच मंजुरी मिळाली आहे. कृपया त्याचे दस्तऐवज पुन्हा मागवा.',
  selectLoan: () => 'कृपया किमान एक कर्ज निवडा',
  selectDocument: () => 'कृपया किमान एक दस्तऐवज निवडा',
  oneLoanAtATime: () => 'कृपया एका वेळी एकाच कर्जाचे दस्तऐवज मागवा.',
  tooManyLoans: ({ maximum }) => `तुम्ही एका वेळी जास्तीत जास्त ${maximum} कर्जांचे दस्तऐवज मागवू शकता.`,
  loanNotInReport: ({ loanId }) =>
    `कर्ज ${loanId} तुमच्या क्रेडिट रिपोर्टमध्ये नाही. कृपया तुमची कर्जे रिफ्रेश करून पुन्हा निवडा.`,
  loanSelectedTwice: ({ loanId }) =>
    `कर्ज ${loanId} एकापेक्षा जास्त वेळा निवडले आहे. कृपया प्रत्येक कर्ज एकदाच निवडा.`,
  noDuesForRunningLoan: ({ bank, account }) =>
    `बेबाकी प्रमाणपत्र (नो-ड्यूज) कर्ज पूर्ण फेडल्यानंतरच मिळते, आणि तुमचे ${bank} कर्ज ${account} अजून चालू आहे. कृपया ते काढून पुढे जा.`,
  documentsHeldNotOffered: ({ bank, account }) =>
    `बँकेकडील दस्तऐवजांची यादी (बँकेने ठेवून घेतलेल्या कागदपत्रांची यादी) फक्त चालू गृहकर्ज किंवा वाहन कर्जासाठी मिळते, ज्याची कागदपत्रे बँक स्वतःकडे ठेवते, आणि तुमचे ${bank} कर्ज ${account} तसे नाही. कृपया ते काढून पुढे जा.`,
  foreclosureForRepaidLoan: ({ bank, account }) =>
    `तुमचे ${bank} कर्ज ${account} आधीच फेडले गेले आहे, त्यामुळे मुदतपूर्व बंद करण्यासारखे काही नाही. कृपया मुदतपूर्व कर्जफेड पत्र काढून पुढे जा.`,
  lenderAccountNotFound: ({ bank }) =>
    `${bank} ला हे कर्ज खाते सापडले नाही. कृपया ${bank} कडे चौकशी करा आणि नंतर पुन्हा प्रयत्न करा.`,
  lenderAddressUnknown: ({ bank }) =>
    `आमच्याकडे ${bank} चा तक्रार पत्ता नाही, त्यामुळे आम्ही हे पत्र तयार करू शकत नाही. कृपया ${bank} च्या वेबसाइटवरून किंवा एखाद्या शाखेमार्फत त्यांना लिहा.`,
  lenderUnavailable: ({ bank }) =>
    `${bank} कडून आत्ता प्रतिसाद मिळत नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.`,
  documentsRetrieved: ({ count, bank }) => `${bank} कडून ${count} दस्तऐवज मिळाले`,

  // Document requests (batches)
  batchCreated: ({ documents, banks }) =>
    `${banks} ${plural(banks, 'बँकेकडून', 'बँकांकडून')} ${documents} ${plural(documents, 'दस्तऐवजाची', 'दस्तऐवजांची')} विनंती तयार झाली आहे. कृपया OTP ने तिला मंजुरी द्या.`,
  batchNotFound: () => 'ही दस्तऐवज विनंती सापडली नाही. कृपया तुमचे दस्तऐवज पुन्हा निवडा.',
  batchAlreadyApproved: () => 'या दस्तऐवज विनंतीला आधीच मंजुरी मिळाली आहे. तुमचे दस्तऐवज तयार होत आहेत.',
  batchApproved: () => 'OTP पडताळला गेला. आम्ही तुमच्या बँकांकडून तुमचे दस्तऐवज मिळवत आहोत.',
  stageConsentPending: () => 'तुमच्या संमतीची प्रतीक्षा आहे',
  stageOtpVerification: () => 'तुमचा OTP पडताळला जात आहे',
  stageProcessingStarted: () => 'तुमच्या बँकांशी संपर्क सुरू होत आहे',
  stageFetchingDocuments: () => 'तुमच्या बँकांकडून दस्तऐवज मिळवले जात आहेत',
  stageGeneratingDocuments: () => 'तुमचे PDF दस्तऐवज तयार होत आहेत',
  batchAllDone: () => 'सगळे झाले — तुमचे दस्तऐवज तयार आहेत',
  batchNothingProduced: () =>
    'आम्ही तुमच्या बँकांकडून एकही दस्तऐवज मिळवू शकलो नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
  batchSomeBanksFailed: ({ banks, ready, total }) =>
    `${total} पैकी ${ready} ${plural(ready, 'बँक', 'बँका')} तयार. ${listInWords(banks, 'आणि')} कडून दस्तऐवज मिळू शकले नाहीत: पुन्हा मागवण्यासाठी "पुन्हा प्रयत्न करा" निवडा.`,
  batchSomeBanksStillFailing: ({ banks, ready, total }) =>
    `${total} पैकी ${ready} ${plural(ready, 'बँक', 'बँका')} तयार. ${listInWords(banks, 'आणि')} कडून दस्तऐवज मिळू शकले नाहीत: त्यासाठी आम्ही काय करू शकतो किंवा करत आहोत, ते खाली पाहा.`,
  bankNotFailed: () => 'ही बँक पुन्हा प्रयत्नासाठी थांबलेली नाही. तिचे दस्तऐवज तयार आहेत किंवा येत आहेत.',
  bankNotInBatch: () => 'ही बँक या दस्तऐवज विनंतीत समाविष्ट नाही.',
  requestLetterBankNotFailed: ({ bank }) =>
    `विनंती पत्र अशा बँकेसाठी आहे जिने प्रत्येक प्रयत्नानंतरही तुमचे दस्तऐवज पाठवले नाहीत. ${bank} चे दस्तऐवज तयार आहेत किंवा येत आहेत.`,
  batchConsentEnded: () =>
    'या दस्तऐवजांसाठी तुमची संमती संपली आहे, त्यामुळे आम्ही या बँकेकडे पुन्हा मागणी करू शकत नाही. कृपया तुमच्या कर्जांमधून नवीन विनंती सुरू करा.',
  bankRetryStarted: ({ bank }) => `${bank} कडे पुन्हा मागणी करत आहोत. तुम्ही हे याच स्क्रीनवर पाहू शकता.`,
  bankTriesSpent: ({ bank, tries }) =>
    `तुम्ही ${bank} कडे आधीच ${tries} वेळा पुन्हा मागणी केली आहे. "माझ्यासाठी प्रयत्न करत राहा" निवडा, आम्ही तुमच्यासाठी मागणी करत राहू.`,
  keepTryingTryAgainFirst: ({ bank }) =>
    `तुम्ही अजूनही ${bank} कडे स्वतः पुन्हा मागणी करू शकता: आधी "पुन्हा प्रयत्न करा" निवडा. "माझ्यासाठी प्रयत्न करत राहा" त्यानंतर येते.`,
  keepTryingAlready: ({ bank }) => `आम्ही तुमच्यासाठी ${bank} कडे आधीपासूनच पुन्हा मागणी करत आहोत.`,
  keepTryingEnded: ({ bank }) =>
    `आम्ही ${bank} कडे मागणी करणे थांबवले आहे: आम्ही मागणी करत राहूनही तिने तुमचे दस्तऐवज पाठवले नाहीत. कृपया ${bank} शी थेट संपर्क साधा.`,
  keepTryingStarted: ({ bank, next, until }) =>
    `आम्ही तुमच्यासाठी ${bank} कडे मागणी करत राहू: पुढचा प्रयत्न ${next} ला, ${until} पर्यंत. तुम्ही ही स्क्रीन बंद करू शकता.`,
  keepTryingNotOn: () => 'आम्ही सध्या तुमच्यासाठी या बँकेकडे मागणी करत नाही, त्यामुळे थांबवण्यासारखे काही नाही.',
  keepTryingStopped: ({ bank }) => `आम्ही तुमच्यासाठी ${bank} कडे मागणी करणे थांबवले आहे.`,

  // Financial years: interest certificates and tax summaries
  financialYearFormat: () => 'कृपया 2025-26 (एप्रिल 2025 ते मार्च 2026) असे एखादे आर्थिक वर्ष निवडा.',
  financialYearOutOfRange: ({ earliest, latest }) =>
    `कृपया ${earliest} ते ${latest} यांमधील एखादे आर्थिक वर्ष निवडा: चालू वर्ष किंवा त्याआधीच्या आठ वर्षांपैकी एक.`,
  financialYearNotForDocument: () => 'आर्थिक वर्ष फक्त व्याज प्रमाणपत्रासाठी निवडता येते.',
  interestCertificateTwice: () => 'कृपया प्रत्येक कर्जाच्या व्याज प्रमाणपत्रासाठी एकच आर्थिक वर्ष निवडा.',
  closureLoanNotFound: () =>
    'हे कर्ज तुमच्या क्रेडिट रिपोर्टमध्ये नाही. कृपया तुमची कर्जे रिफ्रेश करून पुन्हा प्रयत्न करा.',
  balanceTransferRepaidLoan: ({ bank }) =>
    `तुमचे ${bank} कर्ज आधीच फेडले गेले आहे, त्यामुळे दुसऱ्या बँकेत नेण्यासारखे काही नाही.`,
  balanceTransferNotReady: ({ documentType, bank }) =>
    `तुमच्या ${bank} कर्जाचा ${DOCUMENT_NAMES[documentType]} अजून तयार नाही. कृपया किटमधील दस्तऐवज मागवा, किंवा ते तयार होईपर्यंत थांबा, आणि पुन्हा प्रयत्न करा.`,
  balanceTransferTooManyLinks: ({ documentType, bank, maximum }) =>
    `तुमच्या ${bank} कर्जाचा ${DOCUMENT_NAMES[documentType]} आधीच ${maximum} चालू लिंकमध्ये आहे. कृपया आता गरज नसलेला एखादा पॅक किंवा शेअर लिंक रद्द करा आणि पुन्हा प्रयत्न करा.`,
  closureNothingToAsk: () =>
    'मूळ कागदपत्रे परत मागण्याचे पत्र अशाच फेडलेल्या गृहकर्जासाठी किंवा वाहन कर्जासाठी आहे, ज्याची कागदपत्रे बँकेने अजून वेळेत परत केलेली नाहीत.',
  cersaiNotRepaidHomeLoan: () =>
    'CERSAI मध्ये बोजा उतरवल्याची (satisfaction of charge) नोंद करण्याचे पत्र फक्त फेडलेल्या गृहकर्जासाठी आहे.',
  form35NotRepaidVehicleLoan: () =>
    'फॉर्म 35, ज्याने नोंदणी प्रमाणपत्रावरील हायपोथिकेशन काढले जाते, फक्त फेडलेल्या वाहन कर्जासाठी आहे.',
  returnDateFormat: () => 'कृपया तुमची कागदपत्रे परत मिळाल्याची तारीख द्या, उदा. 2026-11-24.',
  returnNotTracked: () =>
    'फक्त फेडलेल्या गृहकर्जाची किंवा वाहन कर्जाची कागदपत्रे ट्रॅक केली जातात. कृपया तुमची कर्जे रिफ्रेश करा.',
  returnDateOutOfRange: ({ closedOn, today }) =>
    `कागदपत्रे परत मिळाल्याची तारीख कर्ज बंद झाल्याच्या तारखेपासून (${closedOn}) आजपर्यंतची (${today}) असायला हवी.`,
  disputeNeedsStatement: ({ bank }) =>
    `तुमची क्रेडिट नोंद तपासण्यासाठी कृपया आधी ${bank} कडून या कर्जाचा खाते उतारा (स्टेटमेंट) मागवा: रिपोर्ट त्याच्याशीच जुळवून पाहिला जातो.`,
  chargesNeedStatement: ({ bank }) =>
    `या कर्जावरील शुल्के तपासण्यासाठी कृपया आधी ${bank} कडून त्याचा खाते उतारा (स्टेटमेंट) मागवा: शुल्के त्यातूनच वाचली जातात.`,
  chargesNothingToQuestion: ({ bank }) =>
    `या कर्जाच्या ${bank} च्या उताऱ्यातील प्रत्येक शुल्क तुमच्या मंजुरी पत्रात ठरलेले होते, त्यामुळे परत मागण्यासारखे काही नाही.`,
  disputeNothingToDispute: ({ bank }) =>
    `या कर्जासाठी तुमचा क्रेडिट रिपोर्ट ${bank} च्या उताऱ्याशी जुळतो, त्यामुळे विवादासारखे काही नाही.`,
  disputeAgainst: () => 'कृपया सांगा की तुम्ही विवाद कोणाकडे नोंदवला: क्रेडिट ब्युरो, कर्जदाता, की दोघांकडे.',
  disputeDateFormat: () => 'कृपया तुम्ही विवाद नोंदवल्याची तारीख द्या, उदा. 2026-11-24.',
  disputeDateInFuture: ({ today }) =>
    `विवाद नोंदवल्याची तारीख आजच्या (${today}) नंतरची असू शकत नाही. कृपया विवाद नोंदवल्यानंतरच तो येथे लिहा.`,
  disputeDateBeforeLoan: ({ openedOn }) =>
    `विवाद नोंदवल्याची तारीख कर्ज सुरू होण्याच्या (${openedOn}) आधीची असू शकत नाही.`,
  disputeAlreadyOpen: ({ bank, filedOn }) =>
    `तुमच्या ${bank} कर्जावर ${filedOn} रोजी नोंदवलेला एक विवाद आधीच खुला आहे. दुसरा नोंदवण्यापूर्वी तो सुटला म्हणून खूण करा.`,
  disputeNotOpen: ({ bank }) =>
    `तुमच्या ${bank} कर्जावर कोणताही खुला विवाद नाही. आधी तुम्ही नोंदवलेला विवाद येथे लिहा.`,
  disputeStillDifferent: ({ bank, reportDate }) =>
    `तुमचा ${reportDate} रोजीचा क्रेडिट रिपोर्ट अजूनही हे कर्ज ${bank} च्या उताऱ्यापेक्षा वेगळे दाखवतो, त्यामुळे विवाद खुला राहील. ब्युरोने दुरुस्तीची पुष्टी केल्यावर तुमचा क्रेडिट रिपोर्ट रिफ्रेश करा आणि पुन्हा 'सुटला' दाबा.`,
  disputeLetterNotDue: ({ bank }) =>
    `हे पत्र तुमच्या ${bank} कर्जावरील अशा विवादासाठी आहे ज्याची मुदत दुरुस्तीशिवाय संपली आहे. याची मुदत अजून संपलेली नाही.`,
  taxSummaryConsentNeeded: () =>
    'तुमचा कर सारांश तयार करण्यासाठी कृपया आधी क्रेडिट रिपोर्ट तपासणीसाठी संमती द्या: तुमची कर्जे त्यातूनच घेतली जातात.',
  taxSummaryNoLoans: () =>
    'तुमच्या क्रेडिट रिपोर्टमध्ये एकही कर्ज नाही, त्यामुळे कर सारांश तयार करण्यासारखे काही नाही.',
  taxSummaryNothingInYear: ({ year }) =>
    `आर्थिक वर्ष ${year} मध्ये तुमच्या कोणत्याही कर्जाचा एकही हप्ता देय नव्हता. कृपया दुसरे वर्ष निवडा.`,

  // Documents and share links
  fileNotAvailable: () => 'फाइल डाउनलोडसाठी उपलब्ध नाही.',
  documentDataNotKept: () =>
    'हा दस्तऐवज अशा वेळी तयार झाला जेव्हा दस्तऐवज डेटा स्वरूपात ठेवले जात नव्हते. तो डेटा स्वरूपात डाउनलोड करण्यासाठी पुन्हा मागवा.',
  documentNotFound: () => 'हा दस्तऐवज सापडला नाही. कृपया तुमचे दस्तऐवज रिफ्रेश करून पुन्हा प्रयत्न करा.',
  documentsNotFound: () => 'या PAN साठी एकही दस्तऐवज सापडला नाही.',
  downloadLinkExpired: () => 'या डाउनलोड लिंकची मुदत संपली आहे. डॉक्युमेंट सेंटरवर परत जाऊन पुन्हा प्रयत्न करा.',
  shareLinkDead: () =>
    'या लिंकची मुदत संपली आहे किंवा ती मागे घेतली गेली आहे. कृपया पाठवणाऱ्याकडे नवीन लिंक मागा.',
  shareHasSeveralDocuments: ({ count, page }) =>
    `या लिंकमध्ये ${count} दस्तऐवज आहेत. प्रत्येक दस्तऐवज पाहण्यासाठी किंवा डाउनलोड करण्यासाठी ${page} उघडा.`,
  sharedDocumentNotInLink: () =>
    'हा दस्तऐवज या लिंकमध्ये नाही. लिंक पुन्हा उघडा आणि त्यातील एखादा दस्तऐवज निवडा.',
  documentNotReadyToShare: ({ documentType, bank }) =>
    `${bank} चा ${DOCUMENT_NAMES[documentType]} शेअर करण्यासाठी तयार नाही. कृपया तो काढून पुन्हा प्रयत्न करा.`,
  tooManySharedDocuments: () =>
    'एका लिंकमध्ये जास्तीत जास्त 20 दस्तऐवज असू शकतात. कृपया कमी दस्तऐवज निवडा आणि पुन्हा प्रयत्न करा.',
  documentTwice: () => 'एक दस्तऐवज दोनदा निवडला आहे. कृपया प्रत्येक दस्तऐवज एकदाच निवडा.',
  shareLinkUnknown: () => 'ही शेअर लिंक सापडली नाही.',
  shareLinkRevoked: () => 'ही शेअर लिंक आता चालत नाही.',
  documentNotShareable: () => 'हा दस्तऐवज आता शेअर करता येत नाही.',
  documentStillProcessing: () => 'हा दस्तऐवज अजून तयार होत आहे. तयार झाल्यावर तो शेअर करा.',
  tooManyShareLinks: ({ maximum }) =>
    `या दस्तऐवजाच्या आधीच ${maximum} चालू शेअर लिंक आहेत. कृपया एक रद्द करा आणि पुन्हा प्रयत्न करा.`,
  verificationCodeUnknown: () =>
    'या कोडचा कोणताही दस्तऐवज सापडला नाही. दस्तऐवजावर छापलेला कोड तपासा आणि पुन्हा प्रयत्न करा.',
  dataDeleted: () =>
    'तुमचे दस्तऐवज, शेअर लिंक आणि क्रेडिट रिपोर्ट हटवले आहेत. तुमच्या संमतीची ओळख लपवलेली नोंद एक वर्ष ठेवली जाते.',

  // Consent records
  consentPurpose: ({ purpose }) => PURPOSES[purpose],
  dataCreditScore: () => 'तुमचा क्रेडिट स्कोअर',
  dataLoanAccounts: () => 'क्रेडिट ब्युरोकडे नोंदवलेली तुमची कर्ज खाती',
  dataDocument: ({ documentType, bank, account, year }) =>
    `${DOCUMENT_NAMES[documentType]}${year ? ` (आर्थिक वर्ष ${year})` : ''} — ${bank}, कर्ज ${account}`,
  providerBureau: () => 'क्रेडिट ब्युरो',
  documentOfBank: ({ documentType, bank }) => `${DOCUMENT_NAMES[documentType]} — ${bank}`,
  consentNotFound404: () => 'ही संमती सापडली नाही. कृपया यादी रिफ्रेश करून पुन्हा प्रयत्न करा.',
  consentNotActive: () =>
    'ही संमती आता सक्रिय नाही, त्यामुळे मागे घेण्यासारखे काही नाही. तिच्या आधारे मिळवलेला डेटा 30 दिवस पूर्ण झाल्यावर हटवला जातो.',
  consentWithdrawn: ({ documents, reports }) =>
    `संमती मागे घेतली. तिच्या आधारे मिळवलेले ${documents} दस्तऐवज आणि ${reports} क्रेडिट रिपोर्ट आम्ही हटवले.`,

  // The activity log
  activityReportFetched: () => 'क्रेडिट ब्युरोकडून क्रेडिट रिपोर्ट मिळवला',
  activityDocumentsFetched: ({ count, bank }) => `${bank} कडून ${count} दस्तऐवज मिळवले`,
  activityBankRetried: ({ bank }) => `तुम्ही ${bank} कडे तुमचे दस्तऐवज पुन्हा मागितले`,
  activityKeepTryingStarted: ({ bank }) => `तुम्ही आम्हाला ${bank} कडे तुमचे दस्तऐवज मागत राहण्यास सांगितले`,
  activityKeepTryingStopped: ({ bank }) => `तुम्ही आम्हाला ${bank} कडे मागणी करणे थांबवण्यास सांगितले`,
  activityKeepTryingRecovered: ({ count, bank }) =>
    `आम्ही ${bank} कडे मागणी करत राहिलो आणि तिने प्रतिसाद दिला: ${count} दस्तऐवज तुमच्या डॉक्युमेंट सेंटरमध्ये तयार आहेत`,
  activityKeepTryingGaveUp: ({ bank }) =>
    `आम्ही ${bank} कडे मागणी करणे थांबवले: आम्ही मागणी करत राहूनही तिने तुमचे दस्तऐवज पाठवले नाहीत. कृपया ${bank} शी थेट संपर्क साधा — तिच्या तक्रार विभागाचा ईमेल आणि फोन तुमच्या विनंतीच्या स्क्रीनवर आहे`,
  activityDocumentDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) डाउनलोड केले`,
  activityDocumentDataDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) डेटा (JSON) स्वरूपात डाउनलोड केले`,
  activityDocumentViewed: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) पाहिले`,
  activityShareCreated: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) साठी शेअर लिंक तयार केली`,
  activityBalanceTransferPack: ({ bank, count }) =>
    `तुमच्या ${bank} कर्जासाठी बॅलन्स ट्रान्सफर पॅक तयार केला: ${count} दस्तऐवजांसाठी एक लिंक`,
  activityShareCreatedSeveral: ({ count }) => `${count} दस्तऐवजांसाठी शेअर लिंक तयार केली`,
  activityShareOpened: ({ documentType, bank }) =>
    `शेअर लिंक उघडली: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevoked: ({ documentType, bank }) =>
    `शेअर लिंक रद्द केली: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevokedSeveral: ({ count }) => `${count} दस्तऐवजांची शेअर लिंक रद्द केली`,
  activityConsentGiven: ({ purpose }) => `संमती दिली: ${PURPOSES[purpose]}`,
  activityConsentWithdrawn: ({ purpose }) => `संमती मागे घेतली: ${PURPOSES[purpose]}`,
  activityTaxSummary: ({ year }) => `आर्थिक वर्ष ${year} चा कर सारांश डाउनलोड केला`,
  activityClosureLetter: ({ bank }) =>
    `तुमच्या कर्जाच्या कागदपत्रांबाबत ${bank} च्या तक्रार निवारण अधिकाऱ्यास पत्र डाउनलोड केले`,
  activityCersaiLetter: ({ bank }) =>
    `CERSAI मध्ये बोजा उतरवल्याची नोंद करण्यासाठी ${bank} च्या तक्रार निवारण अधिकाऱ्यास पत्र डाउनलोड केले`,
  activityForm35: ({ bank }) => `तुमच्या ${bank} वाहन कर्जाचा फॉर्म 35 डाउनलोड केला`,
  activityChargesLetter: ({ bank }) =>
    `शुल्क परताव्यासाठी ${bank} च्या तक्रार निवारण अधिकाऱ्यास पत्र डाउनलोड केले`,
  activityRequestLetter: ({ bank }) =>
    `तुमचे दस्तऐवज मागण्यासाठी ${bank} च्या तक्रार निवारण अधिकाऱ्यास पत्र डाउनलोड केले`,
  activityDisputeSummary: ({ bank }) =>
    `तुमच्या ${bank} कर्जासाठी क्रेडिट रिपोर्ट विवाद सारांश डाउनलोड केला`,
  activityDisputeRecorded: ({ bank }) => `तुमच्या ${bank} कर्जाच्या क्रेडिट नोंदीवर विवाद नोंदवला`,
  activityDisputeResolved: ({ bank }) => `तुमच्या ${bank} कर्जाच्या क्रेडिट नोंदीचा विवाद सुटला`,
  activityDisputeLetter: ({ bank, to }) =>
    to === 'ombudsman'
      ? `तुमच्या ${bank} कर्जाच्या क्रेडिट नोंदीबाबत RBI लोकपालाकडे करायची तक्रार डाउनलोड केली`
      : to === 'bureau'
        ? `तुमच्या ${bank} कर्जाबाबत क्रेडिट ब्युरोच्या नोडल अधिकाऱ्यास पत्र डाउनलोड केले`
        : `तुमच्या क्रेडिट नोंदीबाबत ${bank} च्या नोडल अधिकाऱ्यास पत्र डाउनलोड केले`,
  activityDataDeleted: () => 'तुमचा सर्व डेटा हटवला',
  activityDataExported: ({ count }) => `तुमच्या सर्व डेटाची एक प्रत डाउनलोड केली (${count} दस्तऐवज)`,
  activitySignedIn: () => 'साइन इन केले',
  activitySignedOut: ({ everywhere }) =>
    everywhere ? 'सर्व डिव्हाइसवरून साइन आउट केले' : 'साइन आउट केले',

  // Sandbox
  sandboxInvalidPhone: () => '6, 7, 8 किंवा 9 ने सुरू होणारा 10 अंकी मोबाइल नंबर, +91 शिवाय, टाका.',
};
