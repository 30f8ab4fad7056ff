import type { Translation } from '../../translation';
import type { panEntry as english } from '../en/panEntry';

export const panEntry: Translation<typeof english> = {
  title: 'तुमचा PAN टाका',
  subtitle: 'क्रेडिट ब्युरोकडील तुमची कर्ज खाती शोधण्यासाठी आम्ही तुमचा PAN वापरतो.',
  tabs: {
    label: 'तुमचा PAN कसा टाकायचा आहे?',
    manual: 'स्वतः टाइप करा',
    upload: 'PAN कार्ड अपलोड करा',
  },
  manual: {
    panLabel: 'PAN क्रमांक',
    panPlaceholder: '10 अक्षरी PAN',
    panHint: 'स्वरूप: 5 अक्षरे + 4 अंक + 1 अक्षर (उदा. ABCDE1234F)',
    panCount: '10 पैकी {{count}} अक्षरे',
    submit: 'PAN पडताळा आणि पुढे जा',
    validating: 'PAN पडताळत आहोत...',
  },
  upload: {
    choose: 'तुमच्या PAN कार्डचा फोटो निवडा',
    chooseHint: 'फोटो काढण्यासाठी किंवा गॅलरीतून निवडण्यासाठी येथे टॅप करा',
    formats: 'JPG, PNG किंवा WebP, 5 MB पर्यंत',
    reading: 'तुमचे PAN कार्ड वाचत आहोत…',
  },
  demo: {
    heading: 'डेमो मोड',
    text: 'तुम्ही वापरून पाहू शकता असे सँडबॉक्स PAN. भरण्यासाठी एकावर टॅप करा.',
    use: 'PAN वापरा',
    scenarios: {
      'several-loans': 'अनेक कर्जे',
      'no-loans': 'एकही कर्ज नाही',
      overdue: 'एक थकीत कर्ज',
      'failing-lender': 'प्रतिसाद न देणारी एक बँक',
      'no-history': 'क्रेडिट इतिहास नाही',
      'closed-loans': 'बंद झालेली कर्जे',
      'bureau-mismatch': 'क्रेडिट रिपोर्टमधील तफावत',
      'unexpected-charges': 'अनपेक्षित शुल्क',
    },
  },
  verified: {
    heading: 'PAN पडताळला',
    pan: 'PAN',
    name: 'नाव',
    continuing: 'तुमच्या कर्ज डॅशबोर्डकडे नेत आहोत…',
  },
  privacy:
    'तुमचा PAN एन्क्रिप्ट केलेल्या जोडणीतून जातो आणि फक्त तुमचा क्रेडिट रिपोर्ट मिळवण्यासाठी वापरला जातो. तुमच्या कार्डचे फोटो एकदाच वाचले जातात, कधीही साठवले जात नाहीत.',
  messages: {
    panLength: 'कृपया 10 अक्षरी योग्य PAN क्रमांक टाका',
    validationFailed: 'PAN पडताळणी अयशस्वी झाली',
    requestFailed: 'PAN पडताळता आला नाही. कृपया पुन्हा प्रयत्न करा.',
    success: 'PAN पडताळणी यशस्वी!',
    imageType: 'कृपया इमेज फाइल अपलोड करा',
    imageTooLarge: 'फाइल 5MB पेक्षा लहान असायला हवी',
    imageFailed: 'इमेज वाचता आली नाही. कृपया PAN स्वतः टाइप करा.',
  },
};
