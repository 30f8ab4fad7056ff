import type { Translation } from '../../translation';
import type { signIn as english } from '../en/signIn';

export const signIn: Translation<typeof english> = {
  pageTitle: 'साइन इन',
  title: {
    pan: 'तुमच्या दस्तऐवजांसाठी साइन इन करा',
    otp: 'OTP टाका',
  },
  subtitle: {
    pan: 'तुमचा PAN टाका. तुमच्या क्रेडिट नोंदीत त्यासाठी असलेल्या मोबाइल नंबरवर आम्ही वन-टाइम पासवर्ड (OTP) पाठवतो.',
    otp: 'साइन इन करण्यासाठी SMS मधील 6 अंकी कोड टाका.',
  },
  askedByScreen:
    'ते पान उघडण्यासाठी साइन इन करा: हे डिव्हाइस साइन इन नाही, किंवा त्याचे सत्र संपले आहे. साइन इन केल्यावर तुम्ही पुन्हा त्याच पानावर याल.',
  panLength: 'PAN क्रमांक 10 अक्षरांचा असायला हवा',
  send: 'OTP पाठवा',
  sending: 'OTP पाठवत आहोत...',
  sendFailed: 'OTP पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  onlyYou:
    'कोड फक्त तुमच्या क्रेडिट नोंदीतील मोबाइल नंबरवरच येतो, त्यामुळे तुमचे दस्तऐवज फक्त तुम्हीच उघडू शकता. साइन आउट करेपर्यंत, जास्तीत जास्त 30 दिवस, तुम्ही या डिव्हाइसवर साइन इन राहता.',
  newHere: 'पहिल्यांदाच आला आहात?',
  startJourney: 'तुमचे कर्ज दस्तऐवज मिळवा',
  sandboxOnRecord: 'सँडबॉक्स: कोड {{mobile}} वर गेला. तो सँडबॉक्स आउटबॉक्समध्ये वाचा.',
  otp: {
    label: 'वन-टाइम पासवर्ड (OTP)',
    sentTo: 'OTP {{phone}} वर पाठवला',
    changePan: 'PAN बदला',
    invalid: 'कृपया 6 अंकी योग्य OTP टाका',
    verify: 'पडताळा आणि साइन इन करा',
    verifying: 'पडताळत आहोत...',
    failed: 'OTP पडताळणी अयशस्वी झाली',
    expiresIn: 'OTP ची मुदत {{time}} मध्ये संपेल',
    expired: 'OTP ची मुदत संपली आहे. नवीन OTP मागवा.',
    resend: 'OTP पुन्हा पाठवा',
    resending: 'नवीन OTP पाठवत आहोत...',
    resendFailed: 'OTP पुन्हा पाठवता आला नाही',
    resent: 'नवीन OTP पाठवला आहे',
  },
};
