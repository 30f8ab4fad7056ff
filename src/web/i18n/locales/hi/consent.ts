import type { Translation } from '../../translation';
import type { consent as english } from '../en/consent';

export const consent: Translation<typeof english> = {
  title: {
    consent: 'क्रेडिट रिपोर्ट जाँच की सहमति',
    otp: 'OTP दर्ज करें',
    verified: 'सहमति सत्यापित हो गई',
  },
  subtitle: {
    consent: 'पढ़ें कि आपकी सहमति से हम क्या करेंगे, फिर OTP पाने के लिए सहमति दें।',
    otp: 'हमने क्रेडिट ब्यूरो में दर्ज मोबाइल नंबर पर एक वन-टाइम पासवर्ड भेजा है।',
    verified: 'आपकी सहमति दर्ज हो गई है।',
  },
  applicant: {
    heading: 'किसके लिए अनुरोध',
    pan: 'PAN',
    name: 'नाम',
    mobile: 'मोबाइल',
    registeredMobile: 'क्रेडिट ब्यूरो में दर्ज नंबर',
  },
  agree:
    'मैं सहमति देता/देती हूँ कि लोन डॉक्यूमेंट्स क्रेडिट ब्यूरो से मेरी क्रेडिट रिपोर्ट ले और मेरे चुने हुए लोन दस्तावेज़ मेरे लेंडर्स से मँगाए। मैं समझता/समझती हूँ कि OTP इस PAN के लिए ब्यूरो में दर्ज मोबाइल नंबर पर जाएगा।',
  agreeRequired: 'आगे बढ़ने के लिए कृपया अपनी सहमति दें',
  send: 'सहमत हूँ और OTP भेजें',
  sending: 'OTP भेजा जा रहा है...',
  sendFailed: 'सहमति की प्रक्रिया शुरू नहीं हो सकी',
  otp: {
    label: 'वन-टाइम पासवर्ड (OTP)',
    sentTo: 'OTP {{phone}} पर भेजा गया',
    invalid: 'कृपया सही OTP दर्ज करें',
    wrong: 'OTP गलत है। कृपया फिर से कोशिश करें।',
    verify: 'OTP सत्यापित करें',
    verifying: 'सत्यापित किया जा रहा है...',
    expiresIn: 'OTP {{time}} में समाप्त होगा',
    expired: 'OTP की समय-सीमा खत्म हो गई। नया OTP मँगाएँ।',
    resend: 'OTP दोबारा भेजें',
    resending: 'नया OTP भेजा जा रहा है...',
    resent: 'नया OTP भेज दिया गया है',
    resendFailed: 'OTP दोबारा नहीं भेजा जा सका',
  },
  verified: {
    heading: 'आपकी सहमति दर्ज हो गई है',
    earlier: 'आप इस विज़िट में यह सहमति पहले ही दे चुके हैं: नए OTP की ज़रूरत नहीं है।',
    continue: 'अपने लोन देखें',
    text: 'आपका लोन डैशबोर्ड खोला जा रहा है…',
  },
};
