import type { ConsentPurpose } from '../../shared/consents.js';
import type { DocumentType } from '../../shared/documents.js';
import type { PanHolderTypeCode } from '../../shared/pan.js';
import type { SentenceTable } from './english.js';
import { listInWords, plural } from './words.js';

/** The API's sentences in Hindi (keys and parameters: ./english.ts). */

const HOLDER_TYPES: Record<PanHolderTypeCode, string> = {
  P: 'व्यक्ति',
  C: 'कंपनी',
  H: 'हिंदू अविभाजित परिवार (HUF)',
  F: 'फ़र्म',
  A: 'व्यक्तियों का संघ (AOP)',
  T: 'ट्रस्ट',
  B: 'व्यक्तियों का निकाय (BOI)',
  L: 'स्थानीय प्राधिकरण',
  J: 'कृत्रिम न्यायिक व्यक्ति',
  G: 'सरकारी एजेंसी',
};

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'खाते का विवरण (स्टेटमेंट)',
  repayment_schedule: 'पुनर्भुगतान शेड्यूल',
  sanction_letter: 'मंज़ूरी पत्र',
  foreclosure_letter: 'फ़ोरक्लोज़र पत्र',
  interest_certificate: 'ब्याज प्रमाणपत्र',
  no_dues_certificate: 'अदेयता प्रमाणपत्र',
  documents_held: 'धारित दस्तावेज़ सूची',
};

const PURPOSES: Record<ConsentPurpose, string> = {
  'bureau-report': 'आपके लोन की सूची के लिए आपकी क्रेडिट रिपोर्ट देखना',
  'batch-documents': 'आपके चुने हुए लोन दस्तावेज़ आपके बैंकों से लाना',
  'lender-documents': 'एक लोन के दस्तावेज़ उसके बैंक से लाना',
};

export const hi: SentenceTable = {
  // Any route
  notFound: () => 'नहीं मिला।',
  tooManyRequests: () => 'बहुत अधिक प्रयास हो गए। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  tooManyRequestsFor: ({ seconds }) =>
    `बहुत अधिक प्रयास हो गए। कृपया ${seconds} सेकंड रुककर फिर से कोशिश करें।`,
  internal: () => 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  invalidJson: () => 'अनुरोध का डेटा सही JSON नहीं है।',
  unsupportedMediaType: () => 'यह कंटेंट टाइप यहाँ स्वीकार नहीं किया जाता।',
  requestTooLarge: ({ limit }) => `अनुरोध बहुत बड़ा है। अधिकतम ${limit} की अनुमति है।`,
  badRequest: () => 'अनुरोध समझा नहीं जा सका।',
  requestNotValid: () => 'अनुरोध मान्य नहीं है।',
  idNotValid: () =>
    'यह लिंक या संदर्भ हमारा दिया हुआ नहीं है। जाँच लें कि यह पूरा कॉपी हुआ है, या वापस जाकर फिर से शुरू करें।',
  controlCharacters: () =>
    'अनुरोध में ऐसे अक्षर हैं जो टाइप नहीं किए जा सकते (जैसे NUL)। उन्हें हटाकर फिर से कोशिश करें।',
  uploadBroken: () => 'फ़ोटो पूरी नहीं पहुँची। कृपया उसे फिर से चुनें और दोबारा कोशिश करें।',

  // Request bodies that do not fit their schema (field names are the API's own)
  fieldRequired: ({ field }) => `${field} ज़रूरी है।`,
  fieldWrongType: ({ field, type }) => `${field} का प्रकार ${type} होना चाहिए।`,
  fieldsUnexpected: ({ fields }) => `अनपेक्षित फ़ील्ड: ${fields}।`,
  fieldTooLong: ({ field, maximum }) => `${field} बहुत लंबा है (अधिकतम ${maximum} अक्षर)।`,
  fieldTooShort: ({ field, minimum }) => `${field} बहुत छोटा है (कम से कम ${minimum} अक्षर)।`,
  fieldTooManyItems: ({ field, maximum }) => `${field} में बहुत अधिक आइटम हैं (अधिकतम ${maximum})।`,
  fieldTooFewItems: ({ field, minimum }) => `${field} में कम से कम ${minimum} आइटम होने चाहिए।`,
  fieldTooBig: ({ field, maximum }) => `${field} अधिकतम ${maximum} हो सकता है।`,
  fieldTooSmall: ({ field, minimum }) => `${field} कम से कम ${minimum} होना चाहिए।`,
  fieldNotOneOf: ({ field, values }) => `${field} इनमें से एक होना चाहिए: ${values}।`,
  fieldBadFormat: ({ field }) => `${field} अपेक्षित प्रारूप में नहीं है।`,

  // Sessions and consent
  consentRequired: () => 'आगे बढ़ने के लिए कृपया अपनी सहमति सत्यापित करें।',
  sessionExpired: () => 'आपका सत्र समाप्त हो गया है। कृपया अपनी सहमति फिर से सत्यापित करें।',
  consentNotFound: () => 'यह सहमति अनुरोध नहीं मिला। कृपया नया OTP मँगाएँ।',
  consentVerified: () => 'सहमति सफलतापूर्वक सत्यापित हो गई।',
  foreignOrigin: () => 'यह अनुरोध Loan Documents ऐप से नहीं आया। कृपया ऐप खोलकर फिर से कोशिश करें।',
  signedIn: () => 'आपने साइन इन कर लिया है।',
  signedOut: () => 'आपने साइन आउट कर लिया है।',
  signedOutEverywhere: () => 'आपने हर डिवाइस से साइन आउट कर लिया है।',
  bureauConsentNeeded: () => 'अपने लोन देखने के लिए कृपया पहले क्रेडिट रिपोर्ट की जाँच के लिए सहमति दें।',

  // OTPs
  otpSent: ({ phone }) => `OTP ${phone} पर भेजा गया`,
  lenderOtpSent: ({ phone, bank }) =>
    `${bank} को आपका अनुरोध स्वीकृत करने के लिए OTP ${phone} पर भेजा गया`,
  invalidMobile: () => 'कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें',
  invalidOtp: () => 'कृपया 6 अंकों का सही OTP दर्ज करें',
  invalidLegacyOtp: () => 'कृपया सही OTP दर्ज करें',
  otpNotSent: () => 'कृपया पहले OTP मँगाएँ।',
  lenderOtpNotSent: () => 'कृपया पहले इस लोन के लिए OTP मँगाएँ।',
  otpIncorrect: ({ attemptsLeft }) =>
    attemptsLeft <= 0
      ? 'गलत OTP। आपके पास कोई प्रयास नहीं बचा है। कृपया नया OTP मँगाएँ।'
      : `गलत OTP। आपके पास ${attemptsLeft} ${plural(attemptsLeft, 'प्रयास बचा है', 'प्रयास बचे हैं')}।`,
  otpExpired: () => 'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP मँगाएँ।',
  otpLocked: () => 'बहुत अधिक गलत प्रयास हो गए। कृपया नया OTP मँगाएँ।',
  otpUsed: () => 'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  otpReplaced: () => 'एक नया OTP भेजा गया है। कृपया सबसे नया कोड दर्ज करें।',
  otpNotValid: () => 'यह OTP इस अनुरोध के लिए मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  otpCooldown: ({ seconds }) => `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`,
  otpHourlyLimit: ({ time }) =>
    `इस मोबाइल नंबर पर बहुत अधिक OTP भेजे जा चुके हैं। कृपया ${time} के बाद फिर से कोशिश करें।`,
  smsNotSent: () => 'हम अभी OTP नहीं भेज सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  mobileNotOnRecord: ({ phone }) =>
    `यह आपके क्रेडिट रिकॉर्ड वाला मोबाइल नंबर नहीं है। क्रेडिट ब्यूरो के पास इस PAN के लिए ${phone} दर्ज है: कृपया वही नंबर इस्तेमाल करें। अगर आपका नंबर बदल गया है, तो अपने लोन देने वाले बैंक या क्रेडिट ब्यूरो से उसे अपडेट करवाएँ।`,
  noMobileOnRecord: () =>
    'क्रेडिट ब्यूरो के पास इस PAN के लिए कोई मोबाइल नंबर दर्ज नहीं है, इसलिए हम OTP नहीं भेज सकते। कृपया अपने लोन देने वाले बैंक या क्रेडिट ब्यूरो से अपना मोबाइल नंबर जुड़वाएँ, फिर दोबारा कोशिश करें।',
  bureauUnreachableForOtp: () =>
    'OTP भेजने के लिए क्रेडिट ब्यूरो से संपर्क नहीं हो सका। कृपया एक मिनट बाद फिर से कोशिश करें।',

  // DigiLocker
  digilockerSaved: ({ folder }) =>
    `आपके DigiLocker में सहेजा गया: अपलोड किए गए दस्तावेज़ / loan-documents / ${folder}।`,
  digilockerAllow: () =>
    'Loan Documents को अपने DigiLocker में फ़ाइलें सहेजने की अनुमति दें, फिर हम यह दस्तावेज़ वहाँ सहेज देंगे।',
  digilockerUnavailable: () =>
    'हम अभी यह दस्तावेज़ DigiLocker में सहेज नहीं सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  digilockerNotConfigured: () => 'यहाँ DigiLocker में सहेजने की सुविधा उपलब्ध नहीं है।',
  activityDocumentSavedToDigiLocker: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) DigiLocker में सहेजा गया`,

  // PAN
  panVerified: () => 'PAN सफलतापूर्वक सत्यापित हो गया',
  panLength: () => 'PAN नंबर 10 अक्षरों का होना चाहिए',
  panLetters: () => 'PAN के पहले पाँच अक्षर अंग्रेज़ी वर्ण (A–Z) होने चाहिए।',
  panDigits: () => 'PAN के 6 से 9 तक के अक्षर अंक होने चाहिए।',
  panLastLetter: () => 'PAN का आखिरी अक्षर अंग्रेज़ी वर्ण (A–Z) होना चाहिए।',
  panHolderType: ({ letter }) =>
    `यह मान्य PAN नहीं है: इसका चौथा अक्षर "${letter}" PAN धारक का कोई प्रकार नहीं है (व्यक्तियों के लिए P, कंपनियों के लिए C, या H, F, A, T, B, L, J, G)।`,
  panNotIndividual: ({ holderType }) =>
    `यह PAN एक ${HOLDER_TYPES[holderType]} का है (इसका चौथा अक्षर ${holderType} है)। यह सेवा व्यक्तिगत उधारकर्ताओं के लिए है: कृपया अपना निजी PAN दर्ज करें, जिसका चौथा अक्षर P होता है।`,
  panNotIndividualForReport: ({ holderType }) =>
    `यह PAN एक ${HOLDER_TYPES[holderType]} का है। यहाँ क्रेडिट रिपोर्ट केवल व्यक्तियों के लिए हैं: कृपया अपना निजी PAN इस्तेमाल करें।`,
  nameMismatch: () =>
    'यह नाम इस PAN के रिकॉर्ड से मेल नहीं खाता। कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है।',
  nameFormat: () =>
    'कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है, केवल अक्षरों और रिक्त स्थानों के साथ।',
  panRegistryUnavailable: () =>
    'हम अभी PAN सत्यापित नहीं कर पा रहे हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  imageWrongType: () => 'कृपया इमेज फ़ाइल अपलोड करें (jpg, png, webp)',
  imageTooLarge: () => 'फ़ाइल बहुत बड़ी है। अधिकतम 5MB की अनुमति है।',
  imageMissing: () => 'कृपया अपलोड करने के लिए अपने PAN कार्ड की इमेज चुनें',
  imageUnreadable: () =>
    'इस फ़ोटो से PAN नहीं पढ़ा जा सका। कृपया PAN खुद दर्ज करें या ज़्यादा साफ़ फ़ोटो अपलोड करें।',
  imageUndecodable: () =>
    'यह इमेज खोली नहीं जा सकी। कृपया अपने PAN कार्ड की साफ़ फ़ोटो अपलोड करें (jpg, png, webp)।',
  ocrUnavailable: () =>
    'हम अभी आपकी फ़ोटो नहीं पढ़ सके। कृपया थोड़ी देर बाद फिर से कोशिश करें, या अपना PAN खुद दर्ज करें।',

  // Credit report and loans
  reportNotFound: () => 'इस PAN के लिए कोई क्रेडिट रिपोर्ट नहीं मिली।',
  bureauUnavailable: () => 'हम अभी आपकी क्रेडिट रिपोर्ट नहीं ला सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  loanNotFound: () => 'यह लोन आपकी क्रेडिट रिपोर्ट में नहीं मिला। कृपया अपने लोन रीफ़्रेश करके फिर से कोशिश करें।',
  loanJustApproved: () => 'इस लोन को अभी-अभी स्वीकृति मिली है। कृपया इसके दस्तावेज़ फिर से मँगाएँ।',
  selectLoan: () => 'कृपया कम से कम एक लोन चुनें',
  selectDocument: () => 'कृपया कम से कम एक दस्तावेज़ चुनें',
  oneLoanAtATime: () => 'कृपया एक बार में एक ही लोन के दस्तावेज़ मँगाएँ।',
  tooManyLoans: ({ maximum }) => `आप एक बार में अधिकतम ${maximum} लोन के दस्तावेज़ माँग सकते हैं।`,
  loanNotInReport: ({ loanId }) =>
    `लोन ${loanId} आपकी क्रेडिट रिपोर्ट में नहीं है। कृपया अपने लोन रीफ़्रेश करके फिर से चुनें।`,
  loanSelectedTwice: ({ loanId }) =>
    `लोन ${loanId} एक से अधिक बार चुना गया है। कृपया हर लोन एक ही बार चुनें।`,
  noDuesForRunningLoan: ({ bank, account }) =>
    `अदेयता प्रमाणपत्र (नो-ड्यूज़) लोन चुक जाने पर ही मिलता है, और आपका ${bank} लोन ${account} अभी चल रहा है। कृपया इसे हटाकर आगे बढ़ें।`,
  documentsHeldNotOffered: ({ bank, account }) =>
    `धारित दस्तावेज़ सूची (बैंक के पास रखे काग़ज़ों की सूची) केवल चल रहे होम या वाहन लोन के लिए मिलती है, जिसके काग़ज़ बैंक अपने पास रखता है, और आपका ${bank} लोन ${account} ऐसा नहीं है। कृपया इसे हटाकर आगे बढ़ें।`,
  foreclosureForRepaidLoan: ({ bank, account }) =>
    `आपका ${bank} लोन ${account} पहले ही चुका दिया गया है, इसलिए फ़ोरक्लोज़र के लिए कुछ नहीं है। कृपया फ़ोरक्लोज़र पत्र हटाकर आगे बढ़ें।`,
  lenderAccountNotFound: ({ bank }) =>
    `${bank} को यह लोन खाता नहीं मिला। कृपया ${bank} से पता करें और बाद में फिर से कोशिश करें।`,
  lenderAddressUnknown: ({ bank }) =>
    `हमारे पास ${bank} का शिकायत पता नहीं है, इसलिए हम यह पत्र नहीं बना सकते। कृपया ${bank} की वेबसाइट या किसी शाखा के ज़रिए उन्हें लिखें।`,
  lenderUnavailable: ({ bank }) => `${bank} अभी जवाब नहीं दे रहा है। कृपया कुछ मिनट बाद फिर से कोशिश करें।`,
  documentsRetrieved: ({ count, bank }) => `${bank} से ${count} दस्तावेज़ प्राप्त हुए`,

  // Document requests (batches)
  batchCreated: ({ documents, banks }) =>
    `${banks} ${plural(banks, 'बैंक', 'बैंकों')} से ${documents} ${plural(documents, 'दस्तावेज़', 'दस्तावेज़ों')} का अनुरोध बना दिया गया है। कृपया इसे OTP से स्वीकृत करें।`,
  batchNotFound: () => 'यह दस्तावेज़ अनुरोध नहीं मिला। कृपया अपने दस्तावेज़ फिर से चुनें।',
  batchAlreadyApproved: () => 'यह दस्तावेज़ अनुरोध पहले ही स्वीकृत हो चुका है। आपके दस्तावेज़ तैयार किए जा रहे हैं।',
  batchApproved: () => 'OTP सत्यापित हो गया। हम आपके बैंकों से आपके दस्तावेज़ ला रहे हैं।',
  stageConsentPending: () => 'आपकी सहमति की प्रतीक्षा है',
  stageOtpVerification: () => 'आपका OTP सत्यापित किया जा रहा है',
  stageProcessingStarted: () => 'आपके बैंकों से संपर्क शुरू किया जा रहा है',
  stageFetchingDocuments: () => 'आपके बैंकों से दस्तावेज़ लाए जा रहे हैं',
  stageGeneratingDocuments: () => 'आपके PDF दस्तावेज़ तैयार किए जा रहे हैं',
  batchAllDone: () => 'सब हो गया — आपके दस्तावेज़ तैयार हैं',
  batchNothingProduced: () => 'हम आपके बैंकों से कोई दस्तावेज़ नहीं ला सके। कृपया बाद में फिर से कोशिश करें।',
  batchSomeBanksFailed: ({ banks, ready, total }) =>
    `${total} में से ${ready} बैंक तैयार। ${listInWords(banks, 'और')} से दस्तावेज़ नहीं मिल सके: दोबारा माँगने के लिए "फिर से कोशिश करें" चुनें।`,
  batchSomeBanksStillFailing: ({ banks, ready, total }) =>
    `${total} में से ${ready} बैंक तैयार। ${listInWords(banks, 'और')} से दस्तावेज़ नहीं मिल सके: हम इसके लिए क्या कर सकते हैं या कर रहे हैं, नीचे देखें।`,
  bankNotFailed: () => 'यह बैंक दोबारा कोशिश के लिए नहीं रुका है। इसके दस्तावेज़ तैयार हैं या आ रहे हैं।',
  bankNotInBatch: () => 'यह बैंक इस दस्तावेज़ अनुरोध में शामिल नहीं है।',
  requestLetterBankNotFailed: ({ bank }) =>
    `अनुरोध पत्र उस बैंक के लिए है जिसने हर कोशिश के बाद भी आपके दस्तावेज़ नहीं भेजे। ${bank} के दस्तावेज़ तैयार हैं या आ रहे हैं।`,
  batchConsentEnded: () =>
    'इन दस्तावेज़ों के लिए आपकी सहमति समाप्त हो चुकी है, इसलिए हम इस बैंक से दोबारा नहीं माँग सकते। कृपया अपने लोन से नया अनुरोध शुरू करें।',
  bankRetryStarted: ({ bank }) => `${bank} से दोबारा माँग रहे हैं। आप इसे इसी स्क्रीन पर देख सकते हैं।`,
  bankTriesSpent: ({ bank, tries }) =>
    `आप ${bank} से पहले ही ${tries} बार दोबारा माँग चुके हैं। "मेरे लिए कोशिश करते रहें" चुनें, हम आपके लिए माँगते रहेंगे।`,
  keepTryingTryAgainFirst: ({ bank }) =>
    `आप अभी भी ${bank} से खुद दोबारा माँग सकते हैं: पहले "फिर से कोशिश करें" चुनें। "मेरे लिए कोशिश करते रहें" उसके बाद आता है।`,
  keepTryingAlready: ({ bank }) => `हम आपके लिए ${bank} से पहले से ही दोबारा माँग रहे हैं।`,
  keepTryingEnded: ({ bank }) =>
    `हमने ${bank} से माँगना बंद कर दिया है: हमारे माँगते रहने पर भी उसने आपके दस्तावेज़ नहीं भेजे। कृपया ${bank} से सीधे संपर्क करें।`,
  keepTryingStarted: ({ bank, next, until }) =>
    `हम आपके लिए ${bank} से माँगते रहेंगे: अगली कोशिश ${next} पर, ${until} तक। आप यह स्क्रीन बंद कर सकते हैं।`,
  keepTryingNotOn: () => 'हम अभी आपके लिए इस बैंक से नहीं माँग रहे हैं, इसलिए रोकने के लिए कुछ नहीं है।',
  keepTryingStopped: ({ bank }) => `हमने आपके लिए ${bank} से माँगना बंद कर दिया है।`,

  // Financial years: interest certificates and tax summaries
  financialYearFormat: () => 'कृपया 2025-26 (अप्रैल 2025 से मार्च 2026) जैसा कोई वित्त वर्ष चुनें।',
  financialYearOutOfRange: ({ earliest, latest }) =>
    `कृपया ${earliest} से ${latest} तक का कोई वित्त वर्ष चुनें: चालू वर्ष या उससे पहले के आठ वर्षों में से कोई।`,
  financialYearNotForDocument: () => 'वित्त वर्ष केवल ब्याज प्रमाणपत्र के लिए चुना जा सकता है।',
  interestCertificateTwice: () => 'कृपया हर लोन के ब्याज प्रमाणपत्र के लिए एक ही वित्त वर्ष चुनें।',
  closureLoanNotFound: () =>
    'यह लोन आपकी क्रेडिट रिपोर्ट में नहीं है। कृपया अपने लोन रीफ़्रेश करके फिर से कोशिश करें।',
  balanceTransferRepaidLoan: ({ bank }) =>
    `आपका ${bank} लोन पहले ही चुका दिया गया है, इसलिए दूसरे बैंक में ले जाने के लिए कुछ नहीं है।`,
  balanceTransferNotReady: ({ documentType, bank }) =>
    `आपके ${bank} लोन का ${DOCUMENT_NAMES[documentType]} अभी तैयार नहीं है। कृपया किट के दस्तावेज़ माँगें, या उनके बनने तक रुकें, और फिर से कोशिश करें।`,
  balanceTransferTooManyLinks: ({ documentType, bank, maximum }) =>
    `आपके ${bank} लोन का ${DOCUMENT_NAMES[documentType]} पहले से ${maximum} चालू लिंक में है। कृपया कोई पैक या शेयर लिंक जिसकी अब ज़रूरत नहीं है, रद्द करें और फिर से कोशिश करें।`,
  closureNothingToAsk: () =>
    'मूल दस्तावेज़ वापस माँगने का पत्र उसी चुकाए गए होम या वाहन लोन के लिए है जिसके दस्तावेज़ बैंक ने अभी समय पर वापस नहीं किए हैं।',
  cersaiNotRepaidHomeLoan: () =>
    'CERSAI में चार्ज की संतुष्टि दर्ज कराने का पत्र केवल चुकाए गए होम लोन के लिए है।',
  form35NotRepaidVehicleLoan: () =>
    'फ़ॉर्म 35, जिससे रजिस्ट्रेशन सर्टिफ़िकेट से हाइपोथिकेशन हटता है, केवल चुकाए गए वाहन लोन के लिए है।',
  returnDateFormat: () => 'कृपया वह तारीख दें जब आपके दस्तावेज़ वापस मिले, जैसे 2026-11-24।',
  returnNotTracked: () =>
    'केवल चुकाए गए होम या वाहन लोन के दस्तावेज़ ट्रैक किए जाते हैं। कृपया अपने लोन रीफ़्रेश करें।',
  returnDateOutOfRange: ({ closedOn, today }) =>
    `दस्तावेज़ वापस मिलने की तारीख लोन बंद होने (${closedOn}) और आज (${today}) के बीच होनी चाहिए।`,
  disputeNeedsStatement: ({ bank }) =>
    `अपना क्रेडिट रिकॉर्ड जाँचने के लिए कृपया पहले ${bank} से इस लोन का खाते का विवरण (स्टेटमेंट) मँगवाएँ: रिपोर्ट उसी से मिलाई जाती है।`,
  chargesNeedStatement: ({ bank }) =>
    `इस लोन के शुल्क जाँचने के लिए कृपया पहले ${bank} से इसका खाते का विवरण (स्टेटमेंट) मँगवाएँ: शुल्क उसी से पढ़े जाते हैं।`,
  chargesNothingToQuestion: ({ bank }) =>
    `इस लोन के ${bank} के स्टेटमेंट का हर शुल्क आपके मंज़ूरी पत्र में तय था, इसलिए वापस माँगने के लिए कुछ नहीं है।`,
  disputeNothingToDispute: ({ bank }) =>
    `इस लोन के लिए आपकी क्रेडिट रिपोर्ट ${bank} के स्टेटमेंट से मेल खाती है, इसलिए विवाद के लिए कुछ नहीं है।`,
  disputeAgainst: () => 'कृपया बताएँ कि आपने विवाद किसके पास दर्ज किया: क्रेडिट ब्यूरो, लेंडर, या दोनों।',
  disputeDateFormat: () => 'कृपया वह तारीख दें जब आपने विवाद दर्ज किया, जैसे 2026-11-24।',
  disputeDateInFuture: ({ today }) =>
    `विवाद दर्ज करने की तारीख आज (${today}) के बाद की नहीं हो सकती। कृपया विवाद दर्ज करने के बाद ही इसे यहाँ लिखें।`,
  disputeDateBeforeLoan: ({ openedOn }) =>
    `विवाद दर्ज करने की तारीख लोन खुलने (${openedOn}) से पहले की नहीं हो सकती।`,
  disputeAlreadyOpen: ({ bank, filedOn }) =>
    `आपके ${bank} लोन पर ${filedOn} को दर्ज किया गया एक विवाद पहले से खुला है। दूसरा दर्ज करने से पहले उसे सुलझा हुआ चिह्नित करें।`,
  disputeNotOpen: ({ bank }) =>
    `आपके ${bank} लोन पर कोई खुला विवाद नहीं है। पहले अपना दर्ज किया हुआ विवाद यहाँ लिखें।`,
  disputeStillDifferent: ({ bank, reportDate }) =>
    `${reportDate} की आपकी क्रेडिट रिपोर्ट अब भी इस लोन को ${bank} के स्टेटमेंट से अलग दिखाती है, इसलिए विवाद खुला रहेगा। ब्यूरो के सुधार की पुष्टि करने पर अपनी क्रेडिट रिपोर्ट रीफ़्रेश करें और फिर से 'सुलझ गया' दबाएँ।`,
  disputeLetterNotDue: ({ bank }) =>
    `यह पत्र आपके ${bank} लोन के उस विवाद के लिए है जिसकी समय-सीमा बिना सुधार के बीत चुकी है। इसकी समय-सीमा अभी नहीं बीती है।`,
  taxSummaryConsentNeeded: () =>
    'अपना टैक्स सारांश बनाने के लिए कृपया पहले क्रेडिट रिपोर्ट की जाँच के लिए सहमति दें: आपके लोन उसी से लिए जाते हैं।',
  taxSummaryNoLoans: () =>
    'आपकी क्रेडिट रिपोर्ट में कोई लोन नहीं है, इसलिए टैक्स सारांश बनाने के लिए कुछ नहीं है।',
  taxSummaryNothingInYear: ({ year }) =>
    `वित्त वर्ष ${year} में आपके किसी भी लोन की कोई किस्त देय नहीं थी। कृपया कोई दूसरा वर्ष चुनें।`,

  // Documents and share links
  fileNotAvailable: () => 'फ़ाइल डाउनलोड के लिए उपलब्ध नहीं है।',
  documentDataNotKept: () =>
    'यह दस्तावेज़ तब बना था जब दस्तावेज़ डेटा के रूप में नहीं रखे जाते थे। इसे डेटा के रूप में डाउनलोड करने के लिए दोबारा मँगाएँ।',
  documentNotFound: () => 'यह दस्तावेज़ नहीं मिला। कृपया अपने दस्तावेज़ रीफ़्रेश करके फिर से कोशिश करें।',
  documentsNotFound: () => 'इस PAN के लिए कोई दस्तावेज़ नहीं मिला।',
  downloadLinkExpired: () =>
    'इस डाउनलोड लिंक की समय-सीमा समाप्त हो गई है। डॉक्यूमेंट सेंटर पर वापस जाकर फिर से कोशिश करें।',
  shareLinkDead: () =>
    'इस लिंक की समय-सीमा समाप्त हो गई है या इसे वापस ले लिया गया है। कृपया भेजने वाले से नया लिंक माँगें।',
  shareHasSeveralDocuments: ({ count, page }) =>
    `इस लिंक में ${count} दस्तावेज़ हैं। हर दस्तावेज़ देखने या डाउनलोड करने के लिए ${page} खोलें।`,
  sharedDocumentNotInLink: () => 'यह दस्तावेज़ इस लिंक में नहीं है। लिंक फिर से खोलें और उसमें से कोई दस्तावेज़ चुनें।',
  documentNotReadyToShare: ({ documentType, bank }) =>
    `${bank} का ${DOCUMENT_NAMES[documentType]} शेयर करने के लिए तैयार नहीं है। कृपया इसे हटाकर फिर से कोशिश करें।`,
  tooManySharedDocuments: () =>
    'एक लिंक में अधिकतम 20 दस्तावेज़ हो सकते हैं। कृपया कम दस्तावेज़ चुनें और फिर से कोशिश करें।',
  documentTwice: () => 'एक दस्तावेज़ दो बार चुना गया है। कृपया हर दस्तावेज़ एक ही बार चुनें।',
  shareLinkUnknown: () => 'यह शेयर लिंक नहीं मिला।',
  shareLinkRevoked: () => 'यह शेयर लिंक अब काम नहीं करता।',
  documentNotShareable: () => 'यह दस्तावेज़ अब शेयर नहीं किया जा सकता।',
  documentStillProcessing: () => 'यह दस्तावेज़ अभी तैयार किया जा रहा है। तैयार होने के बाद इसे शेयर करें।',
  tooManyShareLinks: ({ maximum }) =>
    `इस दस्तावेज़ के पहले से ${maximum} चालू शेयर लिंक हैं। कृपया एक रद्द करें और फिर से कोशिश करें।`,
  verificationCodeUnknown: () =>
    'इस कोड वाला कोई दस्तावेज़ नहीं मिला। दस्तावेज़ पर छपा कोड जाँचें और फिर से कोशिश करें।',
  dataDeleted: () =>
    'आपके दस्तावेज़, शेयर लिंक और क्रेडिट रिपोर्ट हटा दिए गए हैं। आपकी सहमति का छिपाया हुआ रिकॉर्ड एक वर्ष तक रखा जाता है।',

  // Consent records
  consentPurpose: ({ purpose }) => PURPOSES[purpose],
  dataCreditScore: () => 'आपका क्रेडिट स्कोर',
  dataLoanAccounts: () => 'क्रेडिट ब्यूरो में दर्ज आपके लोन खाते',
  dataDocument: ({ documentType, bank, account, year }) =>
    `${DOCUMENT_NAMES[documentType]}${year ? ` (वित्त वर्ष ${year})` : ''} — ${bank}, लोन ${account}`,
  providerBureau: () => 'क्रेडिट ब्यूरो',
  documentOfBank: ({ documentType, bank }) => `${DOCUMENT_NAMES[documentType]} — ${bank}`,
  consentNotFound404: () => 'यह सहमति नहीं मिली। कृपया सूची रीफ़्रेश करके फिर से कोशिश करें।',
  consentNotActive: () =>
    'यह सहमति अब सक्रिय नहीं है, इसलिए वापस लेने के लिए कुछ नहीं है। इसके तहत लाया गया डेटा 30 दिन पूरे होने पर हटा दिया जाता है।',
  consentWithdrawn: ({ documents, reports }) =>
    `सहमति वापस ले ली गई। इसके तहत लाए गए ${documents} दस्तावेज़ और ${reports} क्रेडिट रिपोर्ट हटा दिए गए।`,

  // The activity log
  activityReportFetched: () => 'क्रेडिट ब्यूरो से क्रेडिट रिपोर्ट लाई गई',
  activityDocumentsFetched: ({ count, bank }) => `${bank} से ${count} दस्तावेज़ लाए गए`,
  activityBankRetried: ({ bank }) => `आपने ${bank} से अपने दस्तावेज़ दोबारा माँगे`,
  activityKeepTryingStarted: ({ bank }) => `आपने हमसे ${bank} से अपने दस्तावेज़ माँगते रहने को कहा`,
  activityKeepTryingStopped: ({ bank }) => `आपने हमसे ${bank} से माँगना बंद करने को कहा`,
  activityKeepTryingRecovered: ({ count, bank }) =>
    `हम ${bank} से माँगते रहे और उसने जवाब दिया: ${count} दस्तावेज़ आपके डॉक्यूमेंट सेंटर में तैयार हैं`,
  activityKeepTryingGaveUp: ({ bank }) =>
    `हमने ${bank} से माँगना बंद कर दिया: हमारे माँगते रहने पर भी उसने आपके दस्तावेज़ नहीं भेजे। कृपया ${bank} से सीधे संपर्क करें — उसकी शिकायत डेस्क का ईमेल और फ़ोन आपके अनुरोध की स्क्रीन पर है`,
  activityDocumentDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) डाउनलोड किया गया`,
  activityDocumentDataDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) डेटा (JSON) के रूप में डाउनलोड किया गया`,
  activityDocumentViewed: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) देखा गया`,
  activityShareCreated: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) के लिए शेयर लिंक बनाया गया`,
  activityBalanceTransferPack: ({ bank, count }) =>
    `आपके ${bank} लोन के लिए बैलेंस ट्रांसफ़र पैक बनाया गया: ${count} दस्तावेज़ों के लिए एक लिंक`,
  activityShareCreatedSeveral: ({ count }) => `${count} दस्तावेज़ों के लिए शेयर लिंक बनाया गया`,
  activityShareOpened: ({ documentType, bank }) =>
    `शेयर लिंक खोला गया: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevoked: ({ documentType, bank }) =>
    `शेयर लिंक रद्द किया गया: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevokedSeveral: ({ count }) => `${count} दस्तावेज़ों का शेयर लिंक रद्द किया गया`,
  activityConsentGiven: ({ purpose }) => `सहमति दी गई: ${PURPOSES[purpose]}`,
  activityConsentWithdrawn: ({ purpose }) => `सहमति वापस ली गई: ${PURPOSES[purpose]}`,
  activityTaxSummary: ({ year }) => `वित्त वर्ष ${year} का टैक्स सारांश डाउनलोड किया गया`,
  activityClosureLetter: ({ bank }) =>
    `आपके लोन दस्तावेज़ों के बारे में ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  activityCersaiLetter: ({ bank }) =>
    `CERSAI में चार्ज की संतुष्टि दर्ज कराने के लिए ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  activityForm35: ({ bank }) => `आपके ${bank} वाहन लोन का फ़ॉर्म 35 डाउनलोड किया गया`,
  activityChargesLetter: ({ bank }) =>
    `शुल्क वापसी के लिए ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  activityRequestLetter: ({ bank }) =>
    `आपके दस्तावेज़ माँगने के लिए ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  activityDisputeSummary: ({ bank }) =>
    `आपके ${bank} लोन के लिए क्रेडिट रिपोर्ट विवाद सारांश डाउनलोड किया गया`,
  activityDisputeRecorded: ({ bank }) => `आपके ${bank} लोन के क्रेडिट रिकॉर्ड पर विवाद दर्ज किया गया`,
  activityDisputeResolved: ({ bank }) => `आपके ${bank} लोन के क्रेडिट रिकॉर्ड का विवाद सुलझ गया`,
  activityDisputeLetter: ({ bank, to }) =>
    to === 'ombudsman'
      ? `आपके ${bank} लोन के क्रेडिट रिकॉर्ड पर RBI लोकपाल के लिए शिकायत डाउनलोड की गई`
      : to === 'bureau'
        ? `आपके ${bank} लोन के बारे में क्रेडिट ब्यूरो के नोडल अधिकारी को पत्र डाउनलोड किया गया`
        : `आपके क्रेडिट रिकॉर्ड के बारे में ${bank} के नोडल अधिकारी को पत्र डाउनलोड किया गया`,
  activityDataDeleted: () => 'आपका सारा डेटा हटा दिया गया',
  activityDataExported: ({ count }) => `आपके सारे डेटा की एक प्रति डाउनलोड की गई (${count} दस्तावेज़)`,
  activitySignedIn: () => 'साइन इन किया गया',
  activitySignedOut: ({ everywhere }) =>
    everywhere ? 'हर डिवाइस से साइन आउट किया गया' : 'साइन आउट किया गया',

  // Sandbox
  sandboxInvalidPhone: () => '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर, +91 के बिना, दर्ज करें।',
};
