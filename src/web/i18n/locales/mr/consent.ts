import type { Translation } from '../../translation';
import type { consent as english } from '../en/consent';

export const consent: Translation<typeof english> = {
  title: {
    consent: 'क्रेडिट रिपोर्ट तपासणीसाठी संमती',
    otp: 'OTP टाका',
    verified: 'संमती पडताळली',
  },
  subtitle: {
    consent: 'तुमच्या संमतीने आम्ही काय करणार ते वाचा, मग OTP मिळवण्यासाठी सहमती द्या.',
    otp: 'क्रेडिट ब्युरोकडे नोंदवलेल्या मोबाइल नंबरवर आम्ही वन-टाइम पासवर्ड पाठवला आहे.',
    verified: 'तुमची संमती नोंदवली गेली आहे.',
  },
  applicant: {
    heading: 'कोणासाठी विनंती',
    pan: 'PAN',
    name: 'नाव',
    mobile: 'मोबाइल',
    registeredMobile: 'क्रेडिट ब्युरोकडे नोंदवलेला',
  },
  agree:
    'Loan Documents ला क्रेडिट ब्युरोकडून माझा क्रेडिट रिपोर्ट मिळवण्यास आणि मी निवडलेले कर्ज दस्तऐवज माझ्या कर्जदात्यांकडे मागण्यास मी संमती देतो/देते. OTP या PAN साठी ब्युरोकडे नोंदवलेल्या मोबाइल नंबरवर जातो, हे मला समजले आहे.',
  agreeRequired: 'पुढे जाण्यासाठी कृपया तुमची संमती द्या',
  send: 'सहमत आहे, OTP पाठवा',
  sending: 'OTP पाठवत आहोत...',
  sendFailed: 'संमतीची प्रक्रिया सुरू करता आली नाही',
  otp: {
    label: 'वन-टाइम पासवर्ड (OTP)',
    sentTo: 'OTP {{phone}} वर पाठवला',
    invalid: 'कृपया योग्य OTP टाका',
    wrong: 'चुकीचा OTP. कृपया पुन्हा प्रयत्न करा.',
    verify: 'OTP पडताळा',
    verifying: 'पडताळत आहोत...',
    expiresIn: 'OTP ची मुदत {{time}} मध्ये संपेल',
    expired: 'OTP ची मुदत संपली आहे. नवीन OTP मागवा.',
    resend: 'OTP पुन्हा पाठवा',
    resending: 'नवीन OTP पाठवत आहोत...',
    resent: 'नवीन OTP पाठवला आहे',
    resendFailed: 'OTP पुन्हा पाठवता आला नाही',
  },
  verified: {
    heading: 'तुमची संमती नोंदवली गेली आहे',
    earlier: 'या भेटीत तुम्ही आधीच ही संमती दिली आहे: नवीन OTP ची गरज नाही.',
    continue: 'तुमची कर्जे पाहा',
    text: 'तुमचा कर्ज डॅशबोर्ड उघडत आहोत…',
  },
};
