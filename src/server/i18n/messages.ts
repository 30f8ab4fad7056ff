import type { ConsentPurpose } from '../../shared/consents.js';
import { DOCUMENT_DISPLAY_NAMES, type DocumentType } from '../../shared/documents.js';
import { PAN_HOLDER_TYPES, type PanHolderTypeCode } from '../../shared/pan.js';

/**
 * Every sentence the API says to a borrower, by a stable key and its parameters, in English
 * (the API's own language; the spec's texts verbatim) and Hindi. A route or a rule names a
 * sentence; the answer renders it in the language the request asks for. Translations are never
 * looked up by the English text, so a bank name or a number inside a sentence translates too.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

type Params = Record<string, string | number | readonly string[]>;
interface Translations<P extends Params | undefined> {
  en: (params: P) => string;
  hi: (params: P) => string;
}

const fixed = (en: string, hi: string): Translations<undefined> => ({ en: () => en, hi: () => hi });
const withParams = <P extends Params>(translations: Translations<P>) => translations;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "A", "A and B", "A, B and C" — with the language's word for "and". */
function listInWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');

const HINDI_HOLDER_TYPES: Record<PanHolderTypeCode, string> = {
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

const HINDI_DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'खाते का विवरण (स्टेटमेंट)',
  repayment_schedule: 'पुनर्भुगतान शेड्यूल',
  sanction_letter: 'मंज़ूरी पत्र',
  foreclosure_letter: 'फ़ोरक्लोज़र पत्र',
  interest_certificate: 'ब्याज प्रमाणपत्र',
  no_dues_certificate: 'अदेयता प्रमाणपत्र',
  documents_held: 'धारित दस्तावेज़ सूची',
};

const PURPOSES: Record<ConsentPurpose, { en: string; hi: string }> = {
  'bureau-report': {
    en: 'Check your credit report to list your loans',
    hi: 'आपके लोन की सूची के लिए आपकी क्रेडिट रिपोर्ट देखना',
  },
  'batch-documents': {
    en: 'Fetch the loan documents you chose from your lenders',
    hi: 'आपके चुने हुए लोन दस्तावेज़ आपके बैंकों से लाना',
  },
  'lender-documents': {
    en: "Fetch one loan's documents from its lender",
    hi: 'एक लोन के दस्तावेज़ उसके बैंक से लाना',
  },
};

type DocumentParams = { documentType: DocumentType; bank: string };

export const MESSAGES = {
  // Any route
  notFound: fixed('Not found.', 'नहीं मिला।'),
  tooManyRequests: fixed(
    'Too many attempts. Please wait a minute and try again.',
    'बहुत अधिक प्रयास हो गए। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  ),
  tooManyRequestsFor: withParams<{ seconds: number }>({
    en: ({ seconds }) =>
      `Too many attempts. Please wait ${seconds} ${plural(seconds, 'second', 'seconds')} and try again.`,
    hi: ({ seconds }) => `बहुत अधिक प्रयास हो गए। कृपया ${seconds} सेकंड रुककर फिर से कोशिश करें।`,
  }),
  internal: fixed(
    'Something went wrong on our side. Please try again in a moment.',
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  ),
  invalidJson: fixed('The request body is not valid JSON.', 'अनुरोध का डेटा सही JSON नहीं है।'),
  unsupportedMediaType: fixed(
    'This content type is not accepted here.',
    'यह कंटेंट टाइप यहाँ स्वीकार नहीं किया जाता।',
  ),
  requestTooLarge: withParams<{ limit: string }>({
    en: ({ limit }) => `The request is too large. Max ${limit} allowed.`,
    hi: ({ limit }) => `अनुरोध बहुत बड़ा है। अधिकतम ${limit} की अनुमति है।`,
  }),
  badRequest: fixed('The request could not be understood.', 'अनुरोध समझा नहीं जा सका।'),
  requestNotValid: fixed('The request is not valid.', 'अनुरोध मान्य नहीं है।'),
  idNotValid: fixed(
    'This link or reference is not one we gave out. Check that it was copied in full, or go back and start again.',
    'यह लिंक या संदर्भ हमारा दिया हुआ नहीं है। जाँच लें कि यह पूरा कॉपी हुआ है, या वापस जाकर फिर से शुरू करें।',
  ),
  controlCharacters: fixed(
    'The request holds characters that cannot be typed, such as a NUL. Remove them and try again.',
    'अनुरोध में ऐसे अक्षर हैं जो टाइप नहीं किए जा सकते (जैसे NUL)। उन्हें हटाकर फिर से कोशिश करें।',
  ),
  uploadBroken: fixed(
    'The photo did not arrive whole. Please choose it again and retry.',
    'फ़ोटो पूरी नहीं पहुँची। कृपया उसे फिर से चुनें और दोबारा कोशिश करें।',
  ),

  // Request bodies that do not fit their schema (field names are the API's own)
  fieldRequired: withParams<{ field: string }>({
    en: ({ field }) => `${field} is required.`,
    hi: ({ field }) => `${field} ज़रूरी है।`,
  }),
  fieldWrongType: withParams<{ field: string; type: string }>({
    en: ({ field, type }) => `${field} must be a ${type}.`,
    hi: ({ field, type }) => `${field} का प्रकार ${type} होना चाहिए।`,
  }),
  fieldsUnexpected: withParams<{ fields: string; count: number }>({
    en: ({ fields, count }) => `Unexpected ${plural(count, 'field', 'fields')}: ${fields}.`,
    hi: ({ fields }) => `अनपेक्षित फ़ील्ड: ${fields}।`,
  }),
  fieldTooLong: withParams<{ field: string; maximum: number }>({
    en: ({ field, maximum }) => `${field} is too long (at most ${maximum} characters).`,
    hi: ({ field, maximum }) => `${field} बहुत लंबा है (अधिकतम ${maximum} अक्षर)।`,
  }),
  fieldTooShort: withParams<{ field: string; minimum: number }>({
    en: ({ field, minimum }) => `${field} is too short (at least ${minimum} characters).`,
    hi: ({ field, minimum }) => `${field} बहुत छोटा है (कम से कम ${minimum} अक्षर)।`,
  }),
  fieldTooManyItems: withParams<{ field: string; maximum: number }>({
    en: ({ field, maximum }) => `${field} has too many items (at most ${maximum}).`,
    hi: ({ field, maximum }) => `${field} में बहुत अधिक आइटम हैं (अधिकतम ${maximum})।`,
  }),
  fieldTooFewItems: withParams<{ field: string; minimum: number }>({
    en: ({ field, minimum }) => `${field} needs at least ${minimum} item(s).`,
    hi: ({ field, minimum }) => `${field} में कम से कम ${minimum} आइटम होने चाहिए।`,
  }),
  fieldTooBig: withParams<{ field: string; maximum: number }>({
    en: ({ field, maximum }) => `${field} must be at most ${maximum}.`,
    hi: ({ field, maximum }) => `${field} अधिकतम ${maximum} हो सकता है।`,
  }),
  fieldTooSmall: withParams<{ field: string; minimum: number }>({
    en: ({ field, minimum }) => `${field} must be at least ${minimum}.`,
    hi: ({ field, minimum }) => `${field} कम से कम ${minimum} होना चाहिए।`,
  }),
  fieldNotOneOf: withParams<{ field: string; values: string }>({
    en: ({ field, values }) => `${field} must be one of: ${values}.`,
    hi: ({ field, values }) => `${field} इनमें से एक होना चाहिए: ${values}।`,
  }),
  fieldBadFormat: withParams<{ field: string }>({
    en: ({ field }) => `${field} is not in the expected format.`,
    hi: ({ field }) => `${field} अपेक्षित प्रारूप में नहीं है।`,
  }),

  // Sessions and consent
  consentRequired: fixed(
    'Please verify your consent to continue.',
    'आगे बढ़ने के लिए कृपया अपनी सहमति सत्यापित करें।',
  ),
  sessionExpired: fixed(
    'Your session has expired. Please verify your consent again.',
    'आपका सत्र समाप्त हो गया है। कृपया अपनी सहमति फिर से सत्यापित करें।',
  ),
  consentNotFound: fixed(
    'We could not find this consent request. Please request a new OTP.',
    'यह सहमति अनुरोध नहीं मिला। कृपया नया OTP मँगाएँ।',
  ),
  consentVerified: fixed('Consent verified successfully.', 'सहमति सफलतापूर्वक सत्यापित हो गई।'),
  foreignOrigin: fixed(
    'This request did not come from the Loan Documents app. Please open the app and try again.',
    'यह अनुरोध Loan Documents ऐप से नहीं आया। कृपया ऐप खोलकर फिर से कोशिश करें।',
  ),
  signedIn: fixed('You are signed in.', 'आपने साइन इन कर लिया है।'),
  signedOut: fixed('You are signed out.', 'आपने साइन आउट कर लिया है।'),
  signedOutEverywhere: fixed(
    'You are signed out on every device.',
    'आपने हर डिवाइस से साइन आउट कर लिया है।',
  ),
  bureauConsentNeeded: fixed(
    'To see your loans, please consent to a credit report check first.',
    'अपने लोन देखने के लिए कृपया पहले क्रेडिट रिपोर्ट की जाँच के लिए सहमति दें।',
  ),

  // OTPs
  otpSent: withParams<{ phone: string }>({
    en: ({ phone }) => `OTP sent to ${phone}`,
    hi: ({ phone }) => `OTP ${phone} पर भेजा गया`,
  }),
  lenderOtpSent: withParams<{ phone: string; bank: string }>({
    en: ({ phone, bank }) => `OTP sent to ${phone} to approve your request to ${bank}`,
    hi: ({ phone, bank }) => `${bank} को आपका अनुरोध स्वीकृत करने के लिए OTP ${phone} पर भेजा गया`,
  }),
  invalidMobile: fixed(
    'Please enter a valid 10-digit mobile number',
    'कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें',
  ),
  invalidOtp: fixed('Please enter a valid 6-digit OTP', 'कृपया 6 अंकों का सही OTP दर्ज करें'),
  invalidLegacyOtp: fixed('Please enter a valid OTP', 'कृपया सही OTP दर्ज करें'),
  otpNotSent: fixed('Please request an OTP first.', 'कृपया पहले OTP मँगाएँ।'),
  lenderOtpNotSent: fixed(
    'Please request an OTP for this loan first.',
    'कृपया पहले इस लोन के लिए OTP मँगाएँ।',
  ),
  otpIncorrect: withParams<{ attemptsLeft: number }>({
    en: ({ attemptsLeft }) =>
      attemptsLeft <= 0
        ? 'Incorrect OTP. You have no attempts left. Please request a new OTP.'
        : `Incorrect OTP. You have ${attemptsLeft} ${plural(attemptsLeft, 'attempt', 'attempts')} left.`,
    hi: ({ attemptsLeft }) =>
      attemptsLeft <= 0
        ? 'गलत OTP। आपके पास कोई प्रयास नहीं बचा है। कृपया नया OTP मँगाएँ।'
        : `गलत OTP। आपके पास ${attemptsLeft} ${plural(attemptsLeft, 'प्रयास बचा है', 'प्रयास बचे हैं')}।`,
  }),
  otpExpired: fixed(
    'This OTP has expired. Please request a new one.',
    'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP मँगाएँ।',
  ),
  otpLocked: fixed(
    'Too many incorrect attempts. Please request a new OTP.',
    'बहुत अधिक गलत प्रयास हो गए। कृपया नया OTP मँगाएँ।',
  ),
  otpUsed: fixed(
    'This OTP has already been used. Please request a new one.',
    'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  ),
  otpReplaced: fixed(
    'A newer OTP has been sent. Please enter the latest code.',
    'एक नया OTP भेजा गया है। कृपया सबसे नया कोड दर्ज करें।',
  ),
  otpNotValid: fixed(
    'This OTP is not valid for this request. Please request a new one.',
    'यह OTP इस अनुरोध के लिए मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  ),
  otpCooldown: withParams<{ seconds: number }>({
    en: ({ seconds }) =>
      `Please wait ${seconds} ${plural(seconds, 'second', 'seconds')} before requesting a new OTP.`,
    hi: ({ seconds }) => `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`,
  }),
  otpHourlyLimit: withParams<{ time: string }>({
    en: ({ time }) =>
      `Too many OTPs have been sent to this mobile number. Please try again after ${time}.`,
    hi: ({ time }) =>
      `इस मोबाइल नंबर पर बहुत अधिक OTP भेजे जा चुके हैं। कृपया ${time} के बाद फिर से कोशिश करें।`,
  }),
  smsNotSent: fixed(
    'We could not send the OTP right now. Please try again in a minute.',
    'हम अभी OTP नहीं भेज सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ),
  mobileNotOnRecord: withParams<{ phone: string }>({
    en: ({ phone }) =>
      `This is not the mobile number on your credit record. The credit bureau has ${phone} for this PAN: please use that number. If it has changed, ask your lender or the credit bureau to update it.`,
    hi: ({ phone }) =>
      `यह आपके क्रेडिट रिकॉर्ड वाला मोबाइल नंबर नहीं है। क्रेडिट ब्यूरो के पास इस PAN के लिए ${phone} दर्ज है: कृपया वही नंबर इस्तेमाल करें। अगर आपका नंबर बदल गया है, तो अपने लोन देने वाले बैंक या क्रेडिट ब्यूरो से उसे अपडेट करवाएँ।`,
  }),
  noMobileOnRecord: fixed(
    'The credit bureau has no mobile number for this PAN, so we cannot send an OTP. Please ask your lender or the credit bureau to add your mobile number, then try again.',
    'क्रेडिट ब्यूरो के पास इस PAN के लिए कोई मोबाइल नंबर दर्ज नहीं है, इसलिए हम OTP नहीं भेज सकते। कृपया अपने लोन देने वाले बैंक या क्रेडिट ब्यूरो से अपना मोबाइल नंबर जुड़वाएँ, फिर दोबारा कोशिश करें।',
  ),
  bureauUnreachableForOtp: fixed(
    'We could not reach the credit bureau to send your OTP. Please try again in a minute.',
    'OTP भेजने के लिए क्रेडिट ब्यूरो से संपर्क नहीं हो सका। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ),

  // DigiLocker
  digilockerSaved: withParams<{ folder: string }>({
    en: ({ folder }) =>
      `Saved to your DigiLocker, in Uploaded Documents / loan-documents / ${folder}.`,
    hi: ({ folder }) =>
      `आपके DigiLocker में सहेजा गया: अपलोड किए गए दस्तावेज़ / loan-documents / ${folder}।`,
  }),
  digilockerAllow: fixed(
    'Allow Loan Documents to save files to your DigiLocker, then we save this document there.',
    'Loan Documents को अपने DigiLocker में फ़ाइलें सहेजने की अनुमति दें, फिर हम यह दस्तावेज़ वहाँ सहेज देंगे।',
  ),
  digilockerUnavailable: fixed(
    'We could not save this document to DigiLocker right now. Please try again in a minute.',
    'हम अभी यह दस्तावेज़ DigiLocker में सहेज नहीं सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ),
  digilockerNotConfigured: fixed(
    'Saving to DigiLocker is not available here.',
    'यहाँ DigiLocker में सहेजने की सुविधा उपलब्ध नहीं है।',
  ),
  activityDocumentSavedToDigiLocker: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) saved to DigiLocker`,
    hi: ({ documentType, bank }) =>
      `${HINDI_DOCUMENT_NAMES[documentType]} (${bank}) DigiLocker में सहेजा गया`,
  }),

  // PAN
  panVerified: fixed('PAN verified successfully', 'PAN सफलतापूर्वक सत्यापित हो गया'),
  panLength: fixed('PAN number must be 10 characters', 'PAN नंबर 10 अक्षरों का होना चाहिए'),
  panLetters: fixed(
    'The first five characters of a PAN must be letters.',
    'PAN के पहले पाँच अक्षर अंग्रेज़ी वर्ण (A–Z) होने चाहिए।',
  ),
  panDigits: fixed(
    'Characters 6 to 9 of a PAN must be digits.',
    'PAN के 6 से 9 तक के अक्षर अंक होने चाहिए।',
  ),
  panLastLetter: fixed(
    'The last character of a PAN must be a letter.',
    'PAN का आखिरी अक्षर अंग्रेज़ी वर्ण (A–Z) होना चाहिए।',
  ),
  panHolderType: withParams<{ letter: string }>({
    en: ({ letter }) =>
      `This is not a valid PAN: its 4th letter "${letter}" is not a PAN holder type (P for individuals, C for companies, H, F, A, T, B, L, J or G).`,
    hi: ({ letter }) =>
      `यह मान्य PAN नहीं है: इसका चौथा अक्षर "${letter}" PAN धारक का कोई प्रकार नहीं है (व्यक्तियों के लिए P, कंपनियों के लिए C, या H, F, A, T, B, L, J, G)।`,
  }),
  panNotIndividual: withParams<{ holderType: PanHolderTypeCode }>({
    en: ({ holderType }) => {
      const holder = PAN_HOLDER_TYPES[holderType];
      return `This PAN belongs to ${article(holder)} ${holder} (its 4th letter is ${holderType}). This service is for individual borrowers: please enter your personal PAN, whose 4th letter is P.`;
    },
    hi: ({ holderType }) =>
      `यह PAN एक ${HINDI_HOLDER_TYPES[holderType]} का है (इसका चौथा अक्षर ${holderType} है)। यह सेवा व्यक्तिगत उधारकर्ताओं के लिए है: कृपया अपना निजी PAN दर्ज करें, जिसका चौथा अक्षर P होता है।`,
  }),
  panNotIndividualForReport: withParams<{ holderType: PanHolderTypeCode }>({
    en: ({ holderType }) => {
      const holder = PAN_HOLDER_TYPES[holderType];
      return `This PAN belongs to ${article(holder)} ${holder}. Credit reports here are for individuals only: please use your personal PAN.`;
    },
    hi: ({ holderType }) =>
      `यह PAN एक ${HINDI_HOLDER_TYPES[holderType]} का है। यहाँ क्रेडिट रिपोर्ट केवल व्यक्तियों के लिए हैं: कृपया अपना निजी PAN इस्तेमाल करें।`,
  }),
  nameMismatch: fixed(
    'The name does not match our records for this PAN. Please enter the name exactly as printed on your PAN card.',
    'यह नाम इस PAN के रिकॉर्ड से मेल नहीं खाता। कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है।',
  ),
  nameFormat: fixed(
    'Please enter the name exactly as printed on your PAN card, using letters and spaces only.',
    'कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है, केवल अक्षरों और रिक्त स्थानों के साथ।',
  ),
  panRegistryUnavailable: fixed(
    'We cannot verify PANs right now. Please try again in a few minutes.',
    'हम अभी PAN सत्यापित नहीं कर पा रहे हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  ),
  imageWrongType: fixed(
    'Please upload an image file (jpg, png, webp)',
    'कृपया इमेज फ़ाइल अपलोड करें (jpg, png, webp)',
  ),
  imageTooLarge: fixed(
    'File too large. Max 5MB allowed.',
    'फ़ाइल बहुत बड़ी है। अधिकतम 5MB की अनुमति है।',
  ),
  imageMissing: fixed(
    'Please select an image of your PAN card to upload',
    'कृपया अपलोड करने के लिए अपने PAN कार्ड की इमेज चुनें',
  ),
  imageUnreadable: fixed(
    'We could not read a PAN from this photo. Please try manual entry or upload a clearer photo.',
    'इस फ़ोटो से PAN नहीं पढ़ा जा सका। कृपया PAN खुद दर्ज करें या ज़्यादा साफ़ फ़ोटो अपलोड करें।',
  ),
  imageUndecodable: fixed(
    'We could not open this image. Please upload a clear photo of your PAN card (jpg, png, webp).',
    'यह इमेज खोली नहीं जा सकी। कृपया अपने PAN कार्ड की साफ़ फ़ोटो अपलोड करें (jpg, png, webp)।',
  ),
  ocrUnavailable: fixed(
    'We could not read your photo right now. Please try again in a moment, or enter your PAN manually.',
    'हम अभी आपकी फ़ोटो नहीं पढ़ सके। कृपया थोड़ी देर बाद फिर से कोशिश करें, या अपना PAN खुद दर्ज करें।',
  ),

  // Credit report and loans
  reportNotFound: fixed(
    'No credit report was found for this PAN.',
    'इस PAN के लिए कोई क्रेडिट रिपोर्ट नहीं मिली।',
  ),
  bureauUnavailable: fixed(
    'We could not get your credit report right now. Please try again in a minute.',
    'हम अभी आपकी क्रेडिट रिपोर्ट नहीं ला सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ),
  loanNotFound: fixed(
    'We could not find this loan in your credit report. Please refresh your loans and try again.',
    'यह लोन आपकी क्रेडिट रिपोर्ट में नहीं मिला। कृपया अपने लोन रीफ़्रेश करके फिर से कोशिश करें।',
  ),
  loanJustApproved: fixed(
    'This loan was approved a moment ago. Please request its documents again.',
    'इस लोन को अभी-अभी स्वीकृति मिली है। कृपया इसके दस्तावेज़ फिर से मँगाएँ।',
  ),
  selectLoan: fixed('Please select at least one loan', 'कृपया कम से कम एक लोन चुनें'),
  selectDocument: fixed('Please select at least one document', 'कृपया कम से कम एक दस्तावेज़ चुनें'),
  oneLoanAtATime: fixed(
    'Please retrieve the documents of one loan at a time.',
    'कृपया एक बार में एक ही लोन के दस्तावेज़ मँगाएँ।',
  ),
  tooManyLoans: withParams<{ maximum: number }>({
    en: ({ maximum }) => `You can request documents for at most ${maximum} loans at a time.`,
    hi: ({ maximum }) => `आप एक बार में अधिकतम ${maximum} लोन के दस्तावेज़ माँग सकते हैं।`,
  }),
  loanNotInReport: withParams<{ loanId: string }>({
    en: ({ loanId }) =>
      `Loan ${loanId} is not in your credit report. Please refresh your loans and select again.`,
    hi: ({ loanId }) => `लोन ${loanId} आपकी क्रेडिट रिपोर्ट में नहीं है। कृपया अपने लोन रीफ़्रेश करके फिर से चुनें।`,
  }),
  loanSelectedTwice: withParams<{ loanId: string }>({
    en: ({ loanId }) => `Loan ${loanId} is selected more than once. Please select each loan once.`,
    hi: ({ loanId }) => `लोन ${loanId} एक से अधिक बार चुना गया है। कृपया हर लोन एक ही बार चुनें।`,
  }),
  noDuesForRunningLoan: withParams<{ bank: string; account: string }>({
    en: ({ bank, account }) =>
      `A No-dues Certificate is issued once a loan is repaid, and your ${bank} loan ${account} is still running. Please leave it out and continue.`,
    hi: ({ bank, account }) =>
      `अदेयता प्रमाणपत्र (नो-ड्यूज़) लोन चुक जाने पर ही मिलता है, और आपका ${bank} लोन ${account} अभी चल रहा है। कृपया इसे हटाकर आगे बढ़ें।`,
  }),
  documentsHeldNotOffered: withParams<{ bank: string; account: string }>({
    en: ({ bank, account }) =>
      `A List of Documents Held is issued only for a running home or vehicle loan, whose papers the lender keeps, and your ${bank} loan ${account} is not one. Please leave it out and continue.`,
    hi: ({ bank, account }) =>
      `धारित दस्तावेज़ सूची (बैंक के पास रखे काग़ज़ों की सूची) केवल चल रहे होम या वाहन लोन के लिए मिलती है, जिसके काग़ज़ बैंक अपने पास रखता है, और आपका ${bank} लोन ${account} ऐसा नहीं है। कृपया इसे हटाकर आगे बढ़ें।`,
  }),
  foreclosureForRepaidLoan: withParams<{ bank: string; account: string }>({
    en: ({ bank, account }) =>
      `Your ${bank} loan ${account} is already repaid, so there is nothing to foreclose. Please leave out the Foreclosure Letter and continue.`,
    hi: ({ bank, account }) =>
      `आपका ${bank} लोन ${account} पहले ही चुका दिया गया है, इसलिए फ़ोरक्लोज़र के लिए कुछ नहीं है। कृपया फ़ोरक्लोज़र पत्र हटाकर आगे बढ़ें।`,
  }),
  lenderAccountNotFound: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `${bank} could not find this loan account. Please check with ${bank} and try again later.`,
    hi: ({ bank }) =>
      `${bank} को यह लोन खाता नहीं मिला। कृपया ${bank} से पता करें और बाद में फिर से कोशिश करें।`,
  }),
  lenderAddressUnknown: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `We do not have ${bank}'s grievance address, so we cannot write this letter. Please write to ${bank} through its website or a branch.`,
    hi: ({ bank }) =>
      `हमारे पास ${bank} का शिकायत पता नहीं है, इसलिए हम यह पत्र नहीं बना सकते। कृपया ${bank} की वेबसाइट या किसी शाखा के ज़रिए उन्हें लिखें।`,
  }),
  lenderUnavailable: withParams<{ bank: string }>({
    en: ({ bank }) => `${bank} is not responding right now. Please try again in a few minutes.`,
    hi: ({ bank }) => `${bank} अभी जवाब नहीं दे रहा है। कृपया कुछ मिनट बाद फिर से कोशिश करें।`,
  }),
  documentsRetrieved: withParams<{ count: number; bank: string }>({
    en: ({ count, bank }) =>
      `${count} ${plural(count, 'document', 'documents')} retrieved from ${bank}`,
    hi: ({ count, bank }) => `${bank} से ${count} दस्तावेज़ प्राप्त हुए`,
  }),

  // Document requests (batches)
  batchCreated: withParams<{ documents: number; banks: number }>({
    en: ({ documents, banks }) =>
      `Request created for ${documents} ${plural(documents, 'document', 'documents')} from ${banks} ${plural(banks, 'bank', 'banks')}. Please approve it with the OTP.`,
    hi: ({ documents, banks }) =>
      `${banks} ${plural(banks, 'बैंक', 'बैंकों')} से ${documents} ${plural(documents, 'दस्तावेज़', 'दस्तावेज़ों')} का अनुरोध बना दिया गया है। कृपया इसे OTP से स्वीकृत करें।`,
  }),
  batchNotFound: fixed(
    'We could not find this document request. Please select your documents again.',
    'यह दस्तावेज़ अनुरोध नहीं मिला। कृपया अपने दस्तावेज़ फिर से चुनें।',
  ),
  batchAlreadyApproved: fixed(
    'This document request has already been approved. Your documents are being prepared.',
    'यह दस्तावेज़ अनुरोध पहले ही स्वीकृत हो चुका है। आपके दस्तावेज़ तैयार किए जा रहे हैं।',
  ),
  batchApproved: fixed(
    'OTP verified. We are fetching your documents from your banks.',
    'OTP सत्यापित हो गया। हम आपके बैंकों से आपके दस्तावेज़ ला रहे हैं।',
  ),
  stageConsentPending: fixed('Waiting for your consent', 'आपकी सहमति की प्रतीक्षा है'),
  stageOtpVerification: fixed('Verifying your OTP', 'आपका OTP सत्यापित किया जा रहा है'),
  stageProcessingStarted: fixed(
    'Starting to contact your banks',
    'आपके बैंकों से संपर्क शुरू किया जा रहा है',
  ),
  stageFetchingDocuments: fixed(
    'Fetching documents from your banks',
    'आपके बैंकों से दस्तावेज़ लाए जा रहे हैं',
  ),
  stageGeneratingDocuments: fixed(
    'Preparing your PDF documents',
    'आपके PDF दस्तावेज़ तैयार किए जा रहे हैं',
  ),
  batchAllDone: fixed('All done — your documents are ready', 'सब हो गया — आपके दस्तावेज़ तैयार हैं'),
  batchNothingProduced: fixed(
    'We could not get any documents from your banks. Please try again later.',
    'हम आपके बैंकों से कोई दस्तावेज़ नहीं ला सके। कृपया बाद में फिर से कोशिश करें।',
  ),
  batchSomeBanksFailed: withParams<{ banks: readonly string[]; ready: number; total: number }>({
    en: ({ banks, ready, total }) =>
      `${ready} of ${total} banks ready. We could not get documents from ${listInWords(banks, 'and')}: choose Try again to ask ${plural(banks.length, 'that bank', 'those banks')} once more.`,
    hi: ({ banks, ready, total }) =>
      `${total} में से ${ready} बैंक तैयार। ${listInWords(banks, 'और')} से दस्तावेज़ नहीं मिल सके: दोबारा माँगने के लिए "फिर से कोशिश करें" चुनें।`,
  }),
  batchSomeBanksStillFailing: withParams<{
    banks: readonly string[];
    ready: number;
    total: number;
  }>({
    en: ({ banks, ready, total }) =>
      `${ready} of ${total} banks ready. We could not get documents from ${listInWords(banks, 'and')}: see below what we can do, or are doing, about it.`,
    hi: ({ banks, ready, total }) =>
      `${total} में से ${ready} बैंक तैयार। ${listInWords(banks, 'और')} से दस्तावेज़ नहीं मिल सके: हम इसके लिए क्या कर सकते हैं या कर रहे हैं, नीचे देखें।`,
  }),
  bankNotFailed: fixed(
    'This bank is not waiting to be tried again. Its documents are ready or still on the way.',
    'यह बैंक दोबारा कोशिश के लिए नहीं रुका है। इसके दस्तावेज़ तैयार हैं या आ रहे हैं।',
  ),
  bankNotInBatch: fixed(
    'This bank is not part of this document request.',
    'यह बैंक इस दस्तावेज़ अनुरोध में शामिल नहीं है।',
  ),
  requestLetterBankNotFailed: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `A request letter is for a bank that did not send your documents after every try. ${bank}'s documents are ready or still on the way.`,
    hi: ({ bank }) =>
      `अनुरोध पत्र उस बैंक के लिए है जिसने हर कोशिश के बाद भी आपके दस्तावेज़ नहीं भेजे। ${bank} के दस्तावेज़ तैयार हैं या आ रहे हैं।`,
  }),
  batchConsentEnded: fixed(
    'Your consent for these documents has ended, so we cannot ask this bank again. Please start a new request from your loans.',
    'इन दस्तावेज़ों के लिए आपकी सहमति समाप्त हो चुकी है, इसलिए हम इस बैंक से दोबारा नहीं माँग सकते। कृपया अपने लोन से नया अनुरोध शुरू करें।',
  ),
  bankRetryStarted: withParams<{ bank: string }>({
    en: ({ bank }) => `Asking ${bank} again. You can watch it on this screen.`,
    hi: ({ bank }) => `${bank} से दोबारा माँग रहे हैं। आप इसे इसी स्क्रीन पर देख सकते हैं।`,
  }),
  bankTriesSpent: withParams<{ bank: string; tries: number }>({
    en: ({ bank, tries }) =>
      `You have already asked ${bank} again ${tries} times. Choose Keep trying for me and we will keep asking it for you.`,
    hi: ({ bank, tries }) =>
      `आप ${bank} से पहले ही ${tries} बार दोबारा माँग चुके हैं। "मेरे लिए कोशिश करते रहें" चुनें, हम आपके लिए माँगते रहेंगे।`,
  }),
  keepTryingTryAgainFirst: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `You can still ask ${bank} again yourself: choose Try again first. Keep trying for me comes after that.`,
    hi: ({ bank }) =>
      `आप अभी भी ${bank} से खुद दोबारा माँग सकते हैं: पहले "फिर से कोशिश करें" चुनें। "मेरे लिए कोशिश करते रहें" उसके बाद आता है।`,
  }),
  keepTryingAlready: withParams<{ bank: string }>({
    en: ({ bank }) => `We are already trying ${bank} again for you.`,
    hi: ({ bank }) => `हम आपके लिए ${bank} से पहले से ही दोबारा माँग रहे हैं।`,
  }),
  keepTryingEnded: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `We have stopped trying ${bank}: it did not send your documents while we kept asking. Please contact ${bank} directly.`,
    hi: ({ bank }) =>
      `हमने ${bank} से माँगना बंद कर दिया है: हमारे माँगते रहने पर भी उसने आपके दस्तावेज़ नहीं भेजे। कृपया ${bank} से सीधे संपर्क करें।`,
  }),
  keepTryingStarted: withParams<{ bank: string; next: string; until: string }>({
    en: ({ bank, next, until }) =>
      `We will keep trying ${bank} for you: next try at ${next}, until ${until}. You can close this screen.`,
    hi: ({ bank, next, until }) =>
      `हम आपके लिए ${bank} से माँगते रहेंगे: अगली कोशिश ${next} पर, ${until} तक। आप यह स्क्रीन बंद कर सकते हैं।`,
  }),
  keepTryingNotOn: fixed(
    'We are not trying this bank for you right now, so there is nothing to stop.',
    'हम अभी आपके लिए इस बैंक से नहीं माँग रहे हैं, इसलिए रोकने के लिए कुछ नहीं है।',
  ),
  keepTryingStopped: withParams<{ bank: string }>({
    en: ({ bank }) => `We have stopped trying ${bank} for you.`,
    hi: ({ bank }) => `हमने आपके लिए ${bank} से माँगना बंद कर दिया है।`,
  }),

  // Financial years: interest certificates and tax summaries
  financialYearFormat: fixed(
    'Please choose a financial year such as 2025-26 (April 2025 to March 2026).',
    'कृपया 2025-26 (अप्रैल 2025 से मार्च 2026) जैसा कोई वित्त वर्ष चुनें।',
  ),
  financialYearOutOfRange: withParams<{ earliest: string; latest: string }>({
    en: ({ earliest, latest }) =>
      `Please choose a financial year from ${earliest} to ${latest}: the current year or one of the eight before it.`,
    hi: ({ earliest, latest }) =>
      `कृपया ${earliest} से ${latest} तक का कोई वित्त वर्ष चुनें: चालू वर्ष या उससे पहले के आठ वर्षों में से कोई।`,
  }),
  financialYearNotForDocument: fixed(
    'A financial year can be chosen for an interest certificate only.',
    'वित्त वर्ष केवल ब्याज प्रमाणपत्र के लिए चुना जा सकता है।',
  ),
  interestCertificateTwice: fixed(
    "Please choose one financial year for each loan's interest certificate.",
    'कृपया हर लोन के ब्याज प्रमाणपत्र के लिए एक ही वित्त वर्ष चुनें।',
  ),
  closureLoanNotFound: fixed(
    'This loan is not in your credit report. Please refresh your loans and try again.',
    'यह लोन आपकी क्रेडिट रिपोर्ट में नहीं है। कृपया अपने लोन रीफ़्रेश करके फिर से कोशिश करें।',
  ),
  balanceTransferRepaidLoan: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `Your ${bank} loan is already repaid, so there is nothing to move to another lender.`,
    hi: ({ bank }) =>
      `आपका ${bank} लोन पहले ही चुका दिया गया है, इसलिए दूसरे बैंक में ले जाने के लिए कुछ नहीं है।`,
  }),
  balanceTransferNotReady: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `The ${DOCUMENT_DISPLAY_NAMES[documentType]} of your ${bank} loan is not ready yet. Please ask for the kit's documents, or wait until they are made, and try again.`,
    hi: ({ documentType, bank }) =>
      `आपके ${bank} लोन का ${HINDI_DOCUMENT_NAMES[documentType]} अभी तैयार नहीं है। कृपया किट के दस्तावेज़ माँगें, या उनके बनने तक रुकें, और फिर से कोशिश करें।`,
  }),
  balanceTransferTooManyLinks: withParams<DocumentParams & { maximum: number }>({
    en: ({ documentType, bank, maximum }) =>
      `The ${DOCUMENT_DISPLAY_NAMES[documentType]} of your ${bank} loan is already in ${maximum} working links. Please revoke a pack or a share you no longer need, and try again.`,
    hi: ({ documentType, bank, maximum }) =>
      `आपके ${bank} लोन का ${HINDI_DOCUMENT_NAMES[documentType]} पहले से ${maximum} चालू लिंक में है। कृपया कोई पैक या शेयर लिंक जिसकी अब ज़रूरत नहीं है, रद्द करें और फिर से कोशिश करें।`,
  }),
  closureNothingToAsk: fixed(
    'A letter for the return of original documents is for a repaid home or vehicle loan whose documents the lender has not yet returned on time.',
    'मूल दस्तावेज़ वापस माँगने का पत्र उसी चुकाए गए होम या वाहन लोन के लिए है जिसके दस्तावेज़ बैंक ने अभी समय पर वापस नहीं किए हैं।',
  ),
  cersaiNotRepaidHomeLoan: fixed(
    'A letter asking the lender to file the satisfaction of its charge with CERSAI is for a repaid home loan only.',
    'CERSAI में चार्ज की संतुष्टि दर्ज कराने का पत्र केवल चुकाए गए होम लोन के लिए है।',
  ),
  form35NotRepaidVehicleLoan: fixed(
    'Form 35, to remove the hypothecation from the registration certificate, is for a repaid vehicle loan only.',
    'फ़ॉर्म 35, जिससे रजिस्ट्रेशन सर्टिफ़िकेट से हाइपोथिकेशन हटता है, केवल चुकाए गए वाहन लोन के लिए है।',
  ),
  returnDateFormat: fixed(
    'Please give the date your documents came back, such as 2026-11-24.',
    'कृपया वह तारीख दें जब आपके दस्तावेज़ वापस मिले, जैसे 2026-11-24।',
  ),
  returnNotTracked: fixed(
    'Only the documents of a repaid home or vehicle loan are tracked. Please refresh your loans.',
    'केवल चुकाए गए होम या वाहन लोन के दस्तावेज़ ट्रैक किए जाते हैं। कृपया अपने लोन रीफ़्रेश करें।',
  ),
  returnDateOutOfRange: withParams<{ closedOn: string; today: string }>({
    en: ({ closedOn, today }) =>
      `The date your documents came back must be between the loan's closure (${closedOn}) and today (${today}).`,
    hi: ({ closedOn, today }) =>
      `दस्तावेज़ वापस मिलने की तारीख लोन बंद होने (${closedOn}) और आज (${today}) के बीच होनी चाहिए।`,
  }),
  disputeNeedsStatement: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `To check your credit record, please get a Statement of Account for this loan from ${bank} first: it is what the report is checked against.`,
    hi: ({ bank }) =>
      `अपना क्रेडिट रिकॉर्ड जाँचने के लिए कृपया पहले ${bank} से इस लोन का खाते का विवरण (स्टेटमेंट) मँगवाएँ: रिपोर्ट उसी से मिलाई जाती है।`,
  }),
  chargesNeedStatement: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `To check the charges on this loan, please get a Statement of Account for it from ${bank} first: the charges are read from it.`,
    hi: ({ bank }) =>
      `इस लोन के शुल्क जाँचने के लिए कृपया पहले ${bank} से इसका खाते का विवरण (स्टेटमेंट) मँगवाएँ: शुल्क उसी से पढ़े जाते हैं।`,
  }),
  chargesNothingToQuestion: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `Every charge on ${bank}'s statement for this loan was agreed in your sanction letter, so there is nothing to ask back.`,
    hi: ({ bank }) =>
      `इस लोन के ${bank} के स्टेटमेंट का हर शुल्क आपके मंज़ूरी पत्र में तय था, इसलिए वापस माँगने के लिए कुछ नहीं है।`,
  }),
  disputeNothingToDispute: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `Your credit report matches ${bank}'s statement for this loan, so there is nothing to dispute.`,
    hi: ({ bank }) =>
      `इस लोन के लिए आपकी क्रेडिट रिपोर्ट ${bank} के स्टेटमेंट से मेल खाती है, इसलिए विवाद के लिए कुछ नहीं है।`,
  }),
  disputeAgainst: fixed(
    'Please say whom you raised the dispute with: the credit bureau, the lender, or both.',
    'कृपया बताएँ कि आपने विवाद किसके पास दर्ज किया: क्रेडिट ब्यूरो, लेंडर, या दोनों।',
  ),
  disputeDateFormat: fixed(
    'Please give the day you raised the dispute, such as 2026-11-24.',
    'कृपया वह तारीख दें जब आपने विवाद दर्ज किया, जैसे 2026-11-24।',
  ),
  disputeDateInFuture: withParams<{ today: string }>({
    en: ({ today }) =>
      `The day you raised the dispute cannot be after today (${today}). Please record it once you have raised it.`,
    hi: ({ today }) =>
      `विवाद दर्ज करने की तारीख आज (${today}) के बाद की नहीं हो सकती। कृपया विवाद दर्ज करने के बाद ही इसे यहाँ लिखें।`,
  }),
  disputeDateBeforeLoan: withParams<{ openedOn: string }>({
    en: ({ openedOn }) =>
      `The day you raised the dispute cannot be before the loan was opened (${openedOn}).`,
    hi: ({ openedOn }) => `विवाद दर्ज करने की तारीख लोन खुलने (${openedOn}) से पहले की नहीं हो सकती।`,
  }),
  disputeAlreadyOpen: withParams<{ bank: string; filedOn: string }>({
    en: ({ bank, filedOn }) =>
      `You already have an open dispute about your ${bank} loan, raised on ${filedOn}. Mark it resolved before you record another.`,
    hi: ({ bank, filedOn }) =>
      `आपके ${bank} लोन पर ${filedOn} को दर्ज किया गया एक विवाद पहले से खुला है। दूसरा दर्ज करने से पहले उसे सुलझा हुआ चिह्नित करें।`,
  }),
  disputeNotOpen: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `There is no open dispute about your ${bank} loan. Record the dispute you raised first.`,
    hi: ({ bank }) => `आपके ${bank} लोन पर कोई खुला विवाद नहीं है। पहले अपना दर्ज किया हुआ विवाद यहाँ लिखें।`,
  }),
  disputeStillDifferent: withParams<{ bank: string; reportDate: string }>({
    en: ({ bank, reportDate }) =>
      `Your credit report of ${reportDate} still shows this loan differently from ${bank}'s statement, so the dispute stays open. Once the bureau says it has corrected it, refresh your credit report and tap Resolved again.`,
    hi: ({ bank, reportDate }) =>
      `${reportDate} की आपकी क्रेडिट रिपोर्ट अब भी इस लोन को ${bank} के स्टेटमेंट से अलग दिखाती है, इसलिए विवाद खुला रहेगा। ब्यूरो के सुधार की पुष्टि करने पर अपनी क्रेडिट रिपोर्ट रीफ़्रेश करें और फिर से 'सुलझ गया' दबाएँ।`,
  }),
  disputeLetterNotDue: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `This letter is for a dispute about your ${bank} loan whose deadline has passed without a correction. Its deadline has not passed yet.`,
    hi: ({ bank }) =>
      `यह पत्र आपके ${bank} लोन के उस विवाद के लिए है जिसकी समय-सीमा बिना सुधार के बीत चुकी है। इसकी समय-सीमा अभी नहीं बीती है।`,
  }),
  taxSummaryConsentNeeded: fixed(
    'To make your tax summary, please consent to a credit report check first: your loans are read from it.',
    'अपना टैक्स सारांश बनाने के लिए कृपया पहले क्रेडिट रिपोर्ट की जाँच के लिए सहमति दें: आपके लोन उसी से लिए जाते हैं।',
  ),
  taxSummaryNoLoans: fixed(
    'Your credit report shows no loans, so there is no tax summary to make.',
    'आपकी क्रेडिट रिपोर्ट में कोई लोन नहीं है, इसलिए टैक्स सारांश बनाने के लिए कुछ नहीं है।',
  ),
  taxSummaryNothingInYear: withParams<{ year: string }>({
    en: ({ year }) =>
      `None of your loans had an instalment due in the financial year ${year}. Please choose another year.`,
    hi: ({ year }) =>
      `वित्त वर्ष ${year} में आपके किसी भी लोन की कोई किस्त देय नहीं थी। कृपया कोई दूसरा वर्ष चुनें।`,
  }),

  // Documents and share links
  fileNotAvailable: fixed('File is not available for download.', 'फ़ाइल डाउनलोड के लिए उपलब्ध नहीं है।'),
  documentDataNotKept: fixed(
    'This document was made before documents were also kept as data. Ask for it again to download it as data.',
    'यह दस्तावेज़ तब बना था जब दस्तावेज़ डेटा के रूप में नहीं रखे जाते थे। इसे डेटा के रूप में डाउनलोड करने के लिए दोबारा मँगाएँ।',
  ),
  documentNotFound: fixed(
    'We could not find this document. Please refresh your documents and try again.',
    'यह दस्तावेज़ नहीं मिला। कृपया अपने दस्तावेज़ रीफ़्रेश करके फिर से कोशिश करें।',
  ),
  documentsNotFound: fixed(
    'No documents were found for this PAN.',
    'इस PAN के लिए कोई दस्तावेज़ नहीं मिला।',
  ),
  downloadLinkExpired: fixed(
    'This download link has expired. Go back to the Document Center and try again.',
    'इस डाउनलोड लिंक की समय-सीमा समाप्त हो गई है। डॉक्यूमेंट सेंटर पर वापस जाकर फिर से कोशिश करें।',
  ),
  shareLinkDead: fixed(
    'This link has expired or was withdrawn. Please ask the person who sent it for a new link.',
    'इस लिंक की समय-सीमा समाप्त हो गई है या इसे वापस ले लिया गया है। कृपया भेजने वाले से नया लिंक माँगें।',
  ),
  shareHasSeveralDocuments: withParams<{ count: number; page: string }>({
    en: ({ count, page }) =>
      `This link carries ${count} documents. Open ${page} to view or download each of them.`,
    hi: ({ count, page }) =>
      `इस लिंक में ${count} दस्तावेज़ हैं। हर दस्तावेज़ देखने या डाउनलोड करने के लिए ${page} खोलें।`,
  }),
  sharedDocumentNotInLink: fixed(
    'This document is not part of this link. Open the link again and choose a document from it.',
    'यह दस्तावेज़ इस लिंक में नहीं है। लिंक फिर से खोलें और उसमें से कोई दस्तावेज़ चुनें।',
  ),
  documentNotReadyToShare: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]} from ${bank} is not ready to share. Please leave it out and try again.`,
    hi: ({ documentType, bank }) =>
      `${bank} का ${HINDI_DOCUMENT_NAMES[documentType]} शेयर करने के लिए तैयार नहीं है। कृपया इसे हटाकर फिर से कोशिश करें।`,
  }),
  tooManySharedDocuments: fixed(
    'One link can carry at most 20 documents. Please choose fewer and try again.',
    'एक लिंक में अधिकतम 20 दस्तावेज़ हो सकते हैं। कृपया कम दस्तावेज़ चुनें और फिर से कोशिश करें।',
  ),
  documentTwice: fixed(
    'A document is chosen twice. Please choose each document once.',
    'एक दस्तावेज़ दो बार चुना गया है। कृपया हर दस्तावेज़ एक ही बार चुनें।',
  ),
  shareLinkUnknown: fixed('We could not find this share link.', 'यह शेयर लिंक नहीं मिला।'),
  shareLinkRevoked: fixed('The share link no longer works.', 'यह शेयर लिंक अब काम नहीं करता।'),
  documentNotShareable: fixed(
    'This document can no longer be shared.',
    'यह दस्तावेज़ अब शेयर नहीं किया जा सकता।',
  ),
  documentStillProcessing: fixed(
    'This document is still being prepared. Please share it once it is ready.',
    'यह दस्तावेज़ अभी तैयार किया जा रहा है। तैयार होने के बाद इसे शेयर करें।',
  ),
  tooManyShareLinks: withParams<{ maximum: number }>({
    en: ({ maximum }) =>
      `This document already has ${maximum} working share links. Please revoke one and try again.`,
    hi: ({ maximum }) =>
      `इस दस्तावेज़ के पहले से ${maximum} चालू शेयर लिंक हैं। कृपया एक रद्द करें और फिर से कोशिश करें।`,
  }),
  verificationCodeUnknown: fixed(
    'We could not find a document with this code. Check the code printed on the document and try again.',
    'इस कोड वाला कोई दस्तावेज़ नहीं मिला। दस्तावेज़ पर छपा कोड जाँचें और फिर से कोशिश करें।',
  ),
  dataDeleted: fixed(
    'Your documents, share links and credit report have been deleted. A masked record of your consent is kept for one year.',
    'आपके दस्तावेज़, शेयर लिंक और क्रेडिट रिपोर्ट हटा दिए गए हैं। आपकी सहमति का छिपाया हुआ रिकॉर्ड एक वर्ष तक रखा जाता है।',
  ),

  // Consent records
  consentPurpose: withParams<{ purpose: ConsentPurpose }>({
    en: ({ purpose }) => PURPOSES[purpose].en,
    hi: ({ purpose }) => PURPOSES[purpose].hi,
  }),
  dataCreditScore: fixed('Your credit score', 'आपका क्रेडिट स्कोर'),
  dataLoanAccounts: fixed(
    'Your loan accounts as the credit bureau holds them',
    'क्रेडिट ब्यूरो में दर्ज आपके लोन खाते',
  ),
  dataDocument: withParams<DocumentParams & { account: string; year: string }>({
    en: ({ documentType, bank, account, year }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]}${year ? ` FY ${year}` : ''} — ${bank}, loan ${account}`,
    hi: ({ documentType, bank, account, year }) =>
      `${HINDI_DOCUMENT_NAMES[documentType]}${year ? ` (वित्त वर्ष ${year})` : ''} — ${bank}, लोन ${account}`,
  }),
  providerBureau: fixed('Credit bureau', 'क्रेडिट ब्यूरो'),
  documentOfBank: withParams<DocumentParams>({
    en: ({ documentType, bank }) => `${DOCUMENT_DISPLAY_NAMES[documentType]} — ${bank}`,
    hi: ({ documentType, bank }) => `${HINDI_DOCUMENT_NAMES[documentType]} — ${bank}`,
  }),
  consentNotFound404: fixed(
    'We could not find this consent. Please refresh the list and try again.',
    'यह सहमति नहीं मिली। कृपया सूची रीफ़्रेश करके फिर से कोशिश करें।',
  ),
  consentNotActive: fixed(
    'This consent is no longer active, so there is nothing to withdraw. What was fetched under it is deleted when its 30 days end.',
    'यह सहमति अब सक्रिय नहीं है, इसलिए वापस लेने के लिए कुछ नहीं है। इसके तहत लाया गया डेटा 30 दिन पूरे होने पर हटा दिया जाता है।',
  ),
  consentWithdrawn: withParams<{ documents: number; reports: number }>({
    en: ({ documents, reports }) =>
      `Consent withdrawn. We deleted ${documents} ${plural(documents, 'document', 'documents')} and ${reports} credit ${plural(reports, 'report', 'reports')} fetched under it.`,
    hi: ({ documents, reports }) =>
      `सहमति वापस ले ली गई। इसके तहत लाए गए ${documents} दस्तावेज़ और ${reports} क्रेडिट रिपोर्ट हटा दिए गए।`,
  }),

  // The activity log
  activityReportFetched: fixed(
    'Credit report fetched from the credit bureau',
    'क्रेडिट ब्यूरो से क्रेडिट रिपोर्ट लाई गई',
  ),
  activityDocumentsFetched: withParams<{ count: number; bank: string }>({
    en: ({ count, bank }) =>
      `${count} ${plural(count, 'document', 'documents')} fetched from ${bank}`,
    hi: ({ count, bank }) => `${bank} से ${count} दस्तावेज़ लाए गए`,
  }),
  activityBankRetried: withParams<{ bank: string }>({
    en: ({ bank }) => `You asked ${bank} again for your documents`,
    hi: ({ bank }) => `आपने ${bank} से अपने दस्तावेज़ दोबारा माँगे`,
  }),
  activityKeepTryingStarted: withParams<{ bank: string }>({
    en: ({ bank }) => `You asked us to keep trying ${bank} for your documents`,
    hi: ({ bank }) => `आपने हमसे ${bank} से अपने दस्तावेज़ माँगते रहने को कहा`,
  }),
  activityKeepTryingStopped: withParams<{ bank: string }>({
    en: ({ bank }) => `You asked us to stop trying ${bank}`,
    hi: ({ bank }) => `आपने हमसे ${bank} से माँगना बंद करने को कहा`,
  }),
  activityKeepTryingRecovered: withParams<{ count: number; bank: string }>({
    en: ({ count, bank }) =>
      `We kept trying ${bank} and it answered: ${count} ${plural(count, 'document is', 'documents are')} ready in your Document Center`,
    hi: ({ count, bank }) =>
      `हम ${bank} से माँगते रहे और उसने जवाब दिया: ${count} दस्तावेज़ आपके डॉक्यूमेंट सेंटर में तैयार हैं`,
  }),
  activityKeepTryingGaveUp: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `We stopped trying ${bank}: it did not send your documents while we kept asking. Please contact ${bank} directly — its grievance desk's email and phone are on your request's screen`,
    hi: ({ bank }) =>
      `हमने ${bank} से माँगना बंद कर दिया: हमारे माँगते रहने पर भी उसने आपके दस्तावेज़ नहीं भेजे। कृपया ${bank} से सीधे संपर्क करें — उसकी शिकायत डेस्क का ईमेल और फ़ोन आपके अनुरोध की स्क्रीन पर है`,
  }),
  activityDocumentDownloaded: withParams<DocumentParams>({
    en: ({ documentType, bank }) => `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) downloaded`,
    hi: ({ documentType, bank }) =>
      `${HINDI_DOCUMENT_NAMES[documentType]} (${bank}) डाउनलोड किया गया`,
  }),
  activityDocumentDataDownloaded: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) downloaded as data (JSON)`,
    hi: ({ documentType, bank }) =>
      `${HINDI_DOCUMENT_NAMES[documentType]} (${bank}) डेटा (JSON) के रूप में डाउनलोड किया गया`,
  }),
  activityDocumentViewed: withParams<DocumentParams>({
    en: ({ documentType, bank }) => `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) viewed`,
    hi: ({ documentType, bank }) => `${HINDI_DOCUMENT_NAMES[documentType]} (${bank}) देखा गया`,
  }),
  activityShareCreated: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `Share link made for ${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank})`,
    hi: ({ documentType, bank }) =>
      `${HINDI_DOCUMENT_NAMES[documentType]} (${bank}) के लिए शेयर लिंक बनाया गया`,
  }),
  activityBalanceTransferPack: withParams<{ bank: string; count: number }>({
    en: ({ bank, count }) =>
      `Balance-transfer pack made for your ${bank} loan: one link for ${count} documents`,
    hi: ({ bank, count }) =>
      `आपके ${bank} लोन के लिए बैलेंस ट्रांसफ़र पैक बनाया गया: ${count} दस्तावेज़ों के लिए एक लिंक`,
  }),
  activityShareCreatedSeveral: withParams<{ count: number }>({
    en: ({ count }) => `Share link made for ${count} documents`,
    hi: ({ count }) => `${count} दस्तावेज़ों के लिए शेयर लिंक बनाया गया`,
  }),
  activityShareOpened: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `Share link opened: ${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank})`,
    hi: ({ documentType, bank }) =>
      `शेयर लिंक खोला गया: ${HINDI_DOCUMENT_NAMES[documentType]} (${bank})`,
  }),
  activityShareRevoked: withParams<DocumentParams>({
    en: ({ documentType, bank }) =>
      `Share link withdrawn: ${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank})`,
    hi: ({ documentType, bank }) =>
      `शेयर लिंक रद्द किया गया: ${HINDI_DOCUMENT_NAMES[documentType]} (${bank})`,
  }),
  activityShareRevokedSeveral: withParams<{ count: number }>({
    en: ({ count }) => `Share link for ${count} documents withdrawn`,
    hi: ({ count }) => `${count} दस्तावेज़ों का शेयर लिंक रद्द किया गया`,
  }),
  activityConsentGiven: withParams<{ purpose: ConsentPurpose }>({
    en: ({ purpose }) => `Consent given: ${PURPOSES[purpose].en}`,
    hi: ({ purpose }) => `सहमति दी गई: ${PURPOSES[purpose].hi}`,
  }),
  activityConsentWithdrawn: withParams<{ purpose: ConsentPurpose }>({
    en: ({ purpose }) => `Consent withdrawn: ${PURPOSES[purpose].en}`,
    hi: ({ purpose }) => `सहमति वापस ली गई: ${PURPOSES[purpose].hi}`,
  }),
  activityTaxSummary: withParams<{ year: string }>({
    en: ({ year }) => `Tax summary for the financial year ${year} downloaded`,
    hi: ({ year }) => `वित्त वर्ष ${year} का टैक्स सारांश डाउनलोड किया गया`,
  }),
  activityClosureLetter: withParams<{ bank: string }>({
    en: ({ bank }) => `Letter to ${bank}'s grievance officer about your loan documents downloaded`,
    hi: ({ bank }) => `आपके लोन दस्तावेज़ों के बारे में ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  }),
  activityCersaiLetter: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `Letter to ${bank}'s grievance officer asking it to file the satisfaction of its charge with CERSAI downloaded`,
    hi: ({ bank }) =>
      `CERSAI में चार्ज की संतुष्टि दर्ज कराने के लिए ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  }),
  activityForm35: withParams<{ bank: string }>({
    en: ({ bank }) => `Form 35 for your ${bank} vehicle loan downloaded`,
    hi: ({ bank }) => `आपके ${bank} वाहन लोन का फ़ॉर्म 35 डाउनलोड किया गया`,
  }),
  activityChargesLetter: withParams<{ bank: string }>({
    en: ({ bank }) =>
      `Letter to ${bank}'s grievance officer asking for a refund of charges downloaded`,
    hi: ({ bank }) => `शुल्क वापसी के लिए ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  }),
  activityRequestLetter: withParams<{ bank: string }>({
    en: ({ bank }) => `Letter to ${bank}'s grievance officer asking for your documents downloaded`,
    hi: ({ bank }) => `आपके दस्तावेज़ माँगने के लिए ${bank} के शिकायत अधिकारी को पत्र डाउनलोड किया गया`,
  }),
  activityDisputeSummary: withParams<{ bank: string }>({
    en: ({ bank }) => `Credit report dispute summary for your ${bank} loan downloaded`,
    hi: ({ bank }) => `आपके ${bank} लोन के लिए क्रेडिट रिपोर्ट विवाद सारांश डाउनलोड किया गया`,
  }),
  activityDisputeRecorded: withParams<{ bank: string }>({
    en: ({ bank }) => `Dispute about your ${bank} loan's credit record noted`,
    hi: ({ bank }) => `आपके ${bank} लोन के क्रेडिट रिकॉर्ड पर विवाद दर्ज किया गया`,
  }),
  activityDisputeResolved: withParams<{ bank: string }>({
    en: ({ bank }) => `Dispute about your ${bank} loan's credit record resolved`,
    hi: ({ bank }) => `आपके ${bank} लोन के क्रेडिट रिकॉर्ड का विवाद सुलझ गया`,
  }),
  activityDisputeLetter: withParams<{ bank: string; to: string }>({
    en: ({ bank, to }) =>
      to === 'ombudsman'
        ? `Complaint for the RBI Ombudsman about your ${bank} loan's credit record downloaded`
        : to === 'bureau'
          ? `Letter to the credit bureau's nodal officer about your ${bank} loan downloaded`
          : `Letter to ${bank}'s nodal officer about your credit record downloaded`,
    hi: ({ bank, to }) =>
      to === 'ombudsman'
        ? `आपके ${bank} लोन के क्रेडिट रिकॉर्ड पर RBI लोकपाल के लिए शिकायत डाउनलोड की गई`
        : to === 'bureau'
          ? `आपके ${bank} लोन के बारे में क्रेडिट ब्यूरो के नोडल अधिकारी को पत्र डाउनलोड किया गया`
          : `आपके क्रेडिट रिकॉर्ड के बारे में ${bank} के नोडल अधिकारी को पत्र डाउनलोड किया गया`,
  }),
  activityDataDeleted: fixed('All your data deleted', 'आपका सारा डेटा हटा दिया गया'),
  activityDataExported: withParams<{ count: number }>({
    en: ({ count }) =>
      `A copy of all your data downloaded (${count} ${count === 1 ? 'document' : 'documents'})`,
    hi: ({ count }) => `आपके सारे डेटा की एक प्रति डाउनलोड की गई (${count} दस्तावेज़)`,
  }),
  activitySignedIn: fixed('Signed in', 'साइन इन किया गया'),
  activitySignedOut: withParams<{ everywhere: number }>({
    en: ({ everywhere }) => (everywhere ? 'Signed out on every device' : 'Signed out'),
    hi: ({ everywhere }) => (everywhere ? 'हर डिवाइस से साइन आउट किया गया' : 'साइन आउट किया गया'),
  }),

  // Sandbox
  sandboxInvalidPhone: fixed(
    'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, without +91.',
    '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर, +91 के बिना, दर्ज करें।',
  ),
} as const;

export type MessageKey = keyof typeof MESSAGES;
type ParamsOf<K extends MessageKey> = Parameters<(typeof MESSAGES)[K]['en']>[0];

/** A sentence to say: its key and parameters, rendered in a language when it is sent. */
export interface Sentence {
  readonly key: MessageKey;
  readonly params: Params | undefined;
}

export function sentence<K extends MessageKey>(
  key: K,
  ...params: ParamsOf<K> extends undefined ? [] : [ParamsOf<K>]
): Sentence {
  return { key, params: params[0] as Params | undefined };
}

export function render(said: Sentence, language: Language): string {
  const translations = MESSAGES[said.key] as Translations<Params | undefined>;
  return translations[language](said.params);
}

/** Hindi when the request asks for it first (the web app sends its chosen language); else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') || first.startsWith('hi;') ? 'hi' : 'en';
}
