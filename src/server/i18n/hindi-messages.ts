/**
 * The API's sentences for the borrower, in Hindi, keyed by their English text. English stays the
 * API's own language (the spec's texts are verbatim); a request that asks for Hindi gets these.
 * Sentences built around a number have a pattern below; those built from other data (bank names)
 * stay English.
 */
export const HINDI_MESSAGES: ReadonlyMap<string, string> = new Map([
  // Sessions and consent
  ['Please verify your consent to continue.', 'आगे बढ़ने के लिए कृपया अपनी सहमति सत्यापित करें।'],
  [
    'Your session has expired. Please verify your consent again.',
    'आपका सत्र समाप्त हो गया है। कृपया अपनी सहमति फिर से सत्यापित करें।',
  ],
  [
    'We could not find this consent request. Please request a new OTP.',
    'यह सहमति अनुरोध नहीं मिला। कृपया नया OTP मँगाएँ।',
  ],
  ['Consent verified successfully.', 'सहमति सफलतापूर्वक सत्यापित हो गई।'],
  [
    'We no longer have the mobile number of your consent. Please verify your consent again.',
    'आपकी सहमति वाला मोबाइल नंबर अब हमारे पास नहीं है। कृपया अपनी सहमति फिर से सत्यापित करें।',
  ],

  // OTPs
  ['Please enter a valid 10-digit mobile number', 'कृपया 10 अंकों का सही मोबाइल नंबर दर्ज करें'],
  ['Please enter a valid 6-digit OTP', 'कृपया 6 अंकों का सही OTP दर्ज करें'],
  ['Please enter a valid OTP', 'कृपया सही OTP दर्ज करें'],
  ['Please request an OTP first.', 'कृपया पहले OTP मँगाएँ।'],
  ['Please request an OTP for this loan first.', 'कृपया पहले इस लोन के लिए OTP मँगाएँ।'],
  [
    'Too many incorrect attempts. Please request a new OTP.',
    'बहुत अधिक गलत प्रयास हो गए। कृपया नया OTP मँगाएँ।',
  ],
  [
    'This OTP has already been used. Please request a new one.',
    'यह OTP पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  ],
  [
    'Incorrect OTP. You have no attempts left. Please request a new OTP.',
    'गलत OTP। आपके पास कोई प्रयास नहीं बचा है। कृपया नया OTP मँगाएँ।',
  ],
  [
    'A newer OTP has been sent. Please enter the latest code.',
    'एक नया OTP भेजा गया है। कृपया सबसे नया कोड दर्ज करें।',
  ],
  [
    'This OTP is not valid for this request. Please request a new one.',
    'यह OTP इस अनुरोध के लिए मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  ],
  [
    'This OTP has expired. Please request a new one.',
    'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP मँगाएँ।',
  ],
  [
    'We could not send the OTP right now. Please try again in a minute.',
    'हम अभी OTP नहीं भेज सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ],
  [
    'We could not reach the credit bureau to send your OTP. Please try again in a minute.',
    'OTP भेजने के लिए क्रेडिट ब्यूरो से संपर्क नहीं हो सका। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ],

  // PAN
  ['PAN verified successfully', 'PAN सफलतापूर्वक सत्यापित हो गया'],
  ['PAN number must be 10 characters', 'PAN नंबर 10 अक्षरों का होना चाहिए'],
  [
    'The first five characters of a PAN must be letters.',
    'PAN के पहले पाँच अक्षर अंग्रेज़ी वर्ण (A–Z) होने चाहिए।',
  ],
  ['Characters 6 to 9 of a PAN must be digits.', 'PAN के 6 से 9 तक के अक्षर अंक होने चाहिए।'],
  [
    'The last character of a PAN must be a letter.',
    'PAN का आखिरी अक्षर अंग्रेज़ी वर्ण (A–Z) होना चाहिए।',
  ],
  [
    'The name does not match our records for this PAN. Please enter the name exactly as printed on your PAN card.',
    'यह नाम इस PAN के रिकॉर्ड से मेल नहीं खाता। कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है।',
  ],
  [
    'Please enter the name exactly as printed on your PAN card, using letters and spaces only.',
    'कृपया नाम ठीक वैसा ही दर्ज करें जैसा आपके PAN कार्ड पर छपा है, केवल अक्षरों और रिक्त स्थानों के साथ।',
  ],
  [
    'We cannot verify PANs right now. Please try again in a few minutes.',
    'हम अभी PAN सत्यापित नहीं कर पा रहे हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  ],
  ['Please upload an image file (jpg, png, webp)', 'कृपया इमेज फ़ाइल अपलोड करें (jpg, png, webp)'],
  [
    'Please select an image of your PAN card to upload',
    'कृपया अपलोड करने के लिए अपने PAN कार्ड की इमेज चुनें',
  ],
  ['File too large. Max 5MB allowed.', 'फ़ाइल बहुत बड़ी है। अधिकतम 5MB की अनुमति है।'],
  [
    'We could not read a PAN from this photo. Please try manual entry or upload a clearer photo.',
    'इस फ़ोटो से PAN नहीं पढ़ा जा सका। कृपया PAN खुद दर्ज करें या ज़्यादा साफ़ फ़ोटो अपलोड करें।',
  ],
  [
    'We could not open this image. Please upload a clear photo of your PAN card (jpg, png, webp).',
    'यह इमेज खोली नहीं जा सकी। कृपया अपने PAN कार्ड की साफ़ फ़ोटो अपलोड करें (jpg, png, webp)।',
  ],
  [
    'We could not read your photo right now. Please try again in a moment, or enter your PAN manually.',
    'हम अभी आपकी फ़ोटो नहीं पढ़ सके। कृपया थोड़ी देर बाद फिर से कोशिश करें, या अपना PAN खुद दर्ज करें।',
  ],

  // Credit report and loans
  ['No credit report was found for this PAN.', 'इस PAN के लिए कोई क्रेडिट रिपोर्ट नहीं मिली।'],
  [
    'We could not get your credit report right now. Please try again in a minute.',
    'हम अभी आपकी क्रेडिट रिपोर्ट नहीं ला सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  ],
  [
    'We could not find this loan in your credit report. Please refresh your loans and try again.',
    'यह लोन आपकी क्रेडिट रिपोर्ट में नहीं मिला। कृपया अपने लोन रीफ़्रेश करके फिर से कोशिश करें।',
  ],
  [
    'This loan was approved a moment ago. Please request its documents again.',
    'इस लोन को अभी-अभी स्वीकृति मिली है। कृपया इसके दस्तावेज़ फिर से मँगाएँ।',
  ],
  ['Please select at least one loan', 'कृपया कम से कम एक लोन चुनें'],
  ['Please select at least one document', 'कृपया कम से कम एक दस्तावेज़ चुनें'],
  [
    'Please retrieve the documents of one loan at a time.',
    'कृपया एक बार में एक ही लोन के दस्तावेज़ मँगाएँ।',
  ],

  // Document requests
  [
    'We could not find this document request. Please select your documents again.',
    'यह दस्तावेज़ अनुरोध नहीं मिला। कृपया अपने दस्तावेज़ फिर से चुनें।',
  ],
  [
    'This document request has already been approved. Your documents are being prepared.',
    'यह दस्तावेज़ अनुरोध पहले ही स्वीकृत हो चुका है। आपके दस्तावेज़ तैयार किए जा रहे हैं।',
  ],
  [
    'OTP verified. We are fetching your documents from your banks.',
    'OTP सत्यापित हो गया। हम आपके बैंकों से आपके दस्तावेज़ ला रहे हैं।',
  ],
  [
    'We could not get any documents from your banks. Please try again later.',
    'हम आपके बैंकों से कोई दस्तावेज़ नहीं ला सके। कृपया बाद में फिर से कोशिश करें।',
  ],

  // Documents and share links
  ['File is not available for download.', 'फ़ाइल डाउनलोड के लिए उपलब्ध नहीं है।'],
  [
    'We could not find this document. Please refresh your documents and try again.',
    'यह दस्तावेज़ नहीं मिला। कृपया अपने दस्तावेज़ रीफ़्रेश करके फिर से कोशिश करें।',
  ],
  ['No documents were found for this PAN.', 'इस PAN के लिए कोई दस्तावेज़ नहीं मिला।'],
  [
    'This download link has expired. Go back to the Document Center and try again.',
    'इस डाउनलोड लिंक की समय-सीमा समाप्त हो गई है। डॉक्यूमेंट सेंटर पर वापस जाकर फिर से कोशिश करें।',
  ],
  [
    'This share link has expired or was revoked. Please ask for a new link.',
    'इस शेयर लिंक की समय-सीमा समाप्त हो गई है या इसे रद्द कर दिया गया है। कृपया नया लिंक माँगें।',
  ],
  ['We could not find this share link.', 'यह शेयर लिंक नहीं मिला।'],
  ['The share link no longer works.', 'यह शेयर लिंक अब काम नहीं करता।'],
  ['This document can no longer be shared.', 'यह दस्तावेज़ अब शेयर नहीं किया जा सकता।'],
  [
    'This document is still being prepared. Please share it once it is ready.',
    'यह दस्तावेज़ अभी तैयार किया जा रहा है। तैयार होने के बाद इसे शेयर करें।',
  ],
  [
    'Your documents, share links and credit report have been deleted. A masked record of your consent is kept for one year.',
    'आपके दस्तावेज़, शेयर लिंक और क्रेडिट रिपोर्ट हटा दिए गए हैं। आपकी सहमति का छिपाया हुआ रिकॉर्ड एक वर्ष तक रखा जाता है।',
  ],

  // Any route
  [
    'Too many attempts. Please wait a minute and try again.',
    'बहुत अधिक प्रयास हो गए। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  ],
  [
    'Something went wrong on our side. Please try again in a moment.',
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  ],
  ['Not found.', 'नहीं मिला।'],
]);

/** Sentences with a number in them: the English pattern and its Hindi with that number. */
const HINDI_PATTERNS: ReadonlyArray<readonly [RegExp, (count: string) => string]> = [
  [
    /^Incorrect OTP\. You have (\d+) attempts? left\.$/,
    (count) => `गलत OTP। आपके पास ${count} प्रयास बचे हैं।`,
  ],
  [
    /^Please wait (\d+) seconds? before requesting a new OTP\.$/,
    (count) => `नया OTP मँगाने से पहले कृपया ${count} सेकंड रुकें।`,
  ],
  [
    /^Too many OTPs have been sent to this mobile number\. Please try again in (\d+) minutes?\.$/,
    (count) => `इस मोबाइल नंबर पर बहुत अधिक OTP भेजे जा चुके हैं। कृपया ${count} मिनट बाद फिर से कोशिश करें।`,
  ],
];

/** The Hindi for one of the API's sentences, if there is one. */
export function hindiMessage(english: string): string | undefined {
  const fixed = HINDI_MESSAGES.get(english);
  if (fixed) return fixed;
  for (const [pattern, hindi] of HINDI_PATTERNS) {
    const count = pattern.exec(english)?.[1];
    if (count) return hindi(count);
  }
  return undefined;
}

/** True when the request asks for Hindi first (the web app sends its chosen language). */
export function wantsHindi(acceptLanguage: string | undefined): boolean {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') || first.startsWith('hi;');
}
