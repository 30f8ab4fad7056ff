import type { Translation } from '../../translation';
import type { signIn as english } from '../en/signIn';

export const signIn: Translation<typeof english> = {
  pageTitle: 'साइन इन',
  title: {
    pan: 'अपने दस्तावेज़ों के लिए साइन इन करें',
    otp: 'OTP दर्ज करें',
  },
  subtitle: {
    pan: 'अपना PAN दर्ज करें। हम आपके क्रेडिट रिकॉर्ड में दर्ज मोबाइल नंबर पर एक वन-टाइम पासवर्ड (OTP) भेजेंगे।',
    otp: 'साइन इन करने के लिए SMS में आया 6 अंकों का कोड लिखें।',
  },
  askedByScreen:
    'वह पेज खोलने के लिए साइन इन करें: यह डिवाइस साइन इन नहीं है, या इसका सत्र समाप्त हो गया है। साइन इन करने के बाद आप उसी पेज पर लौटेंगे।',
  panLength: 'PAN नंबर 10 अक्षरों का होना चाहिए',
  send: 'OTP भेजें',
  sending: 'OTP भेजा जा रहा है...',
  sendFailed: 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  onlyYou:
    'कोड सिर्फ़ आपके क्रेडिट रिकॉर्ड वाले मोबाइल नंबर पर आता है, इसलिए आपके दस्तावेज़ सिर्फ़ आप खोल सकते हैं। साइन आउट करने तक आप इस डिवाइस पर 30 दिन तक साइन इन रहते हैं।',
  newHere: 'पहली बार आए हैं?',
  startJourney: 'अपने लोन दस्तावेज़ पाएँ',
  sandboxOnRecord: 'सैंडबॉक्स: कोड {{mobile}} पर भेजा गया। उसे सैंडबॉक्स आउटबॉक्स में देखें।',
  otp: {
    label: 'वन-टाइम पासवर्ड (OTP)',
    sentTo: 'OTP {{phone}} पर भेजा गया',
    changePan: 'PAN बदलें',
    invalid: 'कृपया 6 अंकों का सही OTP दर्ज करें',
    verify: 'सत्यापित करें और साइन इन करें',
    verifying: 'सत्यापित किया जा रहा है...',
    failed: 'OTP सत्यापन विफल रहा',
    expiresIn: 'OTP {{time}} में समाप्त होगा',
    expired: 'OTP की समय-सीमा समाप्त हो गई है। नया OTP मँगाएँ।',
    resend: 'OTP दोबारा भेजें',
    resending: 'नया OTP भेजा जा रहा है...',
    resendFailed: 'OTP दोबारा नहीं भेजा जा सका',
    resent: 'नया OTP भेज दिया गया है',
  },
};
