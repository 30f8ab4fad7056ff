import type { Translation } from '../../translation';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  appName: 'लोन डॉक्यूमेंट्स',
  tagline: 'आपके सभी लोन दस्तावेज़, एक ही जगह',
  language: {
    label: 'भाषा',
  },
  step: 'चरण {{current}} / {{total}}',
  backToHome: 'होम पर वापस जाएँ',
  back: 'वापस',
  loading: 'लोड हो रहा है…',
  notifications: 'सूचनाएँ',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  offline: {
    banner: 'आप ऑफ़लाइन हैं। आपने जो भरा है वह सुरक्षित है; आगे कुछ भी करने के लिए इंटरनेट चाहिए।',
    backOnline: 'आप फिर से ऑनलाइन हैं।',
  },
  screenError: {
    loadTitle: 'यह स्क्रीन लोड नहीं हुई',
    loadText: 'यह पेज नहीं पहुँचा। आपने जो भरा है वह सुरक्षित है — फिर से कोशिश करें।',
    offlineText: 'आप ऑफ़लाइन हैं। आपने जो भरा है वह सुरक्षित है — इंटरनेट से जुड़ने पर फिर से कोशिश करें।',
    failedTitle: 'इस स्क्रीन पर कुछ गड़बड़ हो गई',
    failedText: 'आपने जो भरा है वह सुरक्षित है। फिर से कोशिश करें, या होम पेज पर वापस जाएँ।',
    tryAgain: 'फिर से कोशिश करें',
  },
  sandbox: {
    label: 'सैंडबॉक्स मोड',
    banner: 'सैंडबॉक्स मोड: किसी असली बैंक से संपर्क नहीं होता और कोई SMS नहीं भेजा जाता।',
    outboxHint: 'सैंडबॉक्स आउटबॉक्स में OTP देखें',
  },
  errors: {
    offline: 'आप ऑफ़लाइन हैं — इंटरनेट से जुड़ने पर फिर से कोशिश करें',
    tryAgain: 'फिर से कोशिश करें',
  },
  header: {
    getStarted: 'शुरू करें',
    navigation: 'मुख्य',
  },
  otp: {
    sendNew: 'नया OTP भेजें',
    waitToResend: 'आप {{time}} में नया OTP मँगा सकते हैं',
  },
  account: {
    home: 'आपका होम',
    myDocuments: 'मेरे दस्तावेज़',
    menu: 'खाता',
    signedInAs: 'साइन इन:',
    myConsents: 'मेरी सहमतियाँ और गतिविधि',
    signOut: 'साइन आउट करें',
    signOutEverywhere: 'हर डिवाइस से साइन आउट करें',
    signOutFailed: 'हम आपको साइन आउट नहीं कर सके। कृपया फिर से कोशिश करें।',
  },
  footer: {
    about: 'आपके सभी लोन के स्टेटमेंट, शेड्यूल और पत्र — आपकी सहमति से, 25+ बैंकों और NBFC से, एक ही जगह।',
    services: 'सेवाएँ',
    servicesList: {
      statement: 'स्टेटमेंट ऑफ़ अकाउंट',
      schedule: 'रीपेमेंट शेड्यूल',
      sanction: 'सैंक्शन लेटर',
      foreclosure: 'फ़ोरक्लोज़र लेटर',
    },
    security: 'सुरक्षा',
    securityList: {
      otp: 'OTP से सहमति',
      encryption: 'एन्क्रिप्टेड स्टोरेज',
      retention: '30 दिन बाद दस्तावेज़ अपने-आप हटते हैं',
      learnMore: 'हम आपका डेटा कैसे सुरक्षित रखते हैं',
    },
    grievance: 'आपके डेटा से जुड़ी शिकायतें: {{name}},',
    copyright: '© 2024 लोन डॉक्यूमेंट्स। सर्वाधिकार सुरक्षित।',
  },
};
