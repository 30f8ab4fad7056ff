import type { Translation } from '../../translation';
import type { common as english } from '../en/common';

export const common: Translation<typeof english> = {
  appName: 'लोन डॉक्युमेंट्स',
  tagline: 'तुमचे सर्व कर्ज दस्तऐवज, एकाच ठिकाणी',
  language: {
    label: 'भाषा',
  },
  step: 'टप्पा {{current}} / {{total}}',
  backToHome: 'होमवर परत जा',
  back: 'मागे',
  loading: 'लोड होत आहे…',
  notifications: 'सूचना',
  skipToContent: 'मुख्य मजकुराकडे जा',
  offline: {
    banner: 'तुम्ही ऑफलाइन आहात. तुम्ही भरलेली माहिती जपून ठेवली आहे; पुढे काहीही करण्यासाठी इंटरनेट लागेल.',
    backOnline: 'तुम्ही पुन्हा ऑनलाइन आहात.',
  },
  screenError: {
    loadTitle: 'ही स्क्रीन लोड झाली नाही',
    loadText: 'तिचे पान पोहोचले नाही. तुम्ही भरलेली माहिती जपून ठेवली आहे — पुन्हा प्रयत्न करा.',
    offlineText:
      'तुम्ही ऑफलाइन आहात. तुम्ही भरलेली माहिती जपून ठेवली आहे — इंटरनेट सुरू झाल्यावर पुन्हा प्रयत्न करा.',
    failedTitle: 'या स्क्रीनवर काहीतरी चूक झाली',
    failedText: 'तुम्ही भरलेली माहिती जपून ठेवली आहे. पुन्हा प्रयत्न करा, किंवा होम पेजवर परत जा.',
    tryAgain: 'पुन्हा प्रयत्न करा',
  },
  sandbox: {
    label: 'सँडबॉक्स मोड',
    banner: 'सँडबॉक्स मोड: कोणत्याही खऱ्या बँकेशी संपर्क होत नाही आणि SMS पाठवला जात नाही.',
    outboxHint: 'सँडबॉक्स आउटबॉक्समध्ये OTP वाचा',
  },
  errors: {
    offline: 'तुम्ही ऑफलाइन आहात — इंटरनेट सुरू झाल्यावर पुन्हा प्रयत्न करा',
    tryAgain: 'पुन्हा प्रयत्न करा',
  },
  header: {
    getStarted: 'सुरू करा',
    navigation: 'मुख्य',
  },
  otp: {
    sendNew: 'नवीन OTP पाठवा',
    waitToResend: '{{time}} नंतर तुम्ही नवीन OTP मागवू शकता',
  },
  account: {
    home: 'तुमचे होम',
    myDocuments: 'माझे दस्तऐवज',
    menu: 'खाते',
    signedInAs: 'साइन इन केलेले',
    myConsents: 'माझ्या संमती आणि हालचाली',
    signOut: 'साइन आउट',
    signOutEverywhere: 'सर्व डिव्हाइसवरून साइन आउट',
    signOutFailed: 'आम्ही तुम्हाला साइन आउट करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
  },
  footer: {
    about: 'तुमच्या सर्व कर्जांचे खाते उतारे, वेळापत्रके आणि पत्रे, तुमच्या संमतीने 25+ बँका आणि NBFC कडून मिळवलेली.',
    services: 'सेवा',
    servicesList: {
      statement: 'खाते उतारा',
      schedule: 'परतफेडीचे वेळापत्रक',
      sanction: 'मंजुरी पत्र',
      foreclosure: 'मुदतपूर्व कर्जफेड पत्र',
    },
    security: 'सुरक्षा',
    securityList: {
      otp: 'OTP ने संमती',
      encryption: 'एन्क्रिप्ट केलेली साठवण',
      retention: '30 दिवसांनंतर दस्तऐवज हटवले जातात',
      learnMore: 'आम्ही तुमचा डेटा कसा सुरक्षित ठेवतो',
    },
    grievance: 'तुमच्या डेटाबाबत तक्रारी: {{name}},',
    copyright: '© 2024 Loan Documents. सर्व हक्क राखीव.',
  },
};
