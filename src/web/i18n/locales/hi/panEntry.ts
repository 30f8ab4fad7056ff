import type { Translation } from '../../translation';
import type { panEntry as english } from '../en/panEntry';

export const panEntry: Translation<typeof english> = {
  title: 'अपना PAN दर्ज करें',
  subtitle: 'आपके PAN से हम क्रेडिट ब्यूरो में आपके लोन खाते ढूँढते हैं।',
  tabs: {
    label: 'आप अपना PAN कैसे दर्ज करना चाहेंगे?',
    manual: 'खुद लिखें',
    upload: 'PAN कार्ड अपलोड',
  },
  manual: {
    panLabel: 'PAN नंबर',
    panPlaceholder: '10 अक्षरों का PAN',
    panHint: 'फ़ॉर्मैट: 5 अक्षर + 4 अंक + 1 अक्षर (जैसे, ABCDE1234F)',
    panCount: '10 में से {{count}} अक्षर',
    submit: 'PAN जाँचें और आगे बढ़ें',
    validating: 'PAN जाँचा जा रहा है...',
  },
  upload: {
    choose: 'अपने PAN कार्ड की फ़ोटो चुनें',
    chooseHint: 'फ़ोटो खींचने या गैलरी से चुनने के लिए यहाँ टैप करें',
    formats: 'JPG, PNG या WebP, 5 MB तक',
    reading: 'आपका PAN कार्ड पढ़ा जा रहा है…',
  },
  demo: {
    heading: 'डेमो मोड',
    text: 'आज़माने के लिए सैंडबॉक्स PAN। भरने के लिए किसी एक पर टैप करें।',
    use: 'यह PAN इस्तेमाल करें:',
    scenarios: {
      'several-loans': 'कई लोन',
      'no-loans': 'कोई लोन नहीं',
      overdue: 'एक बकाया लोन',
      'failing-lender': 'एक बैंक जो जवाब नहीं देता',
      'no-history': 'कोई क्रेडिट इतिहास नहीं',
      'closed-loans': 'बंद हो चुके लोन',
      'bureau-mismatch': 'क्रेडिट रिपोर्ट में गड़बड़ी',
      'unexpected-charges': 'अनपेक्षित शुल्क',
    },
  },
  verified: {
    heading: 'PAN सत्यापित हो गया',
    pan: 'PAN',
    name: 'नाम',
    continuing: 'आपके लोन डैशबोर्ड पर ले जा रहे हैं…',
  },
  privacy:
    'आपका PAN एन्क्रिप्टेड कनेक्शन से जाता है और केवल आपकी क्रेडिट रिपोर्ट लाने के लिए इस्तेमाल होता है। आपके कार्ड की फ़ोटो एक बार पढ़ी जाती है और कभी सहेजी नहीं जाती।',
  messages: {
    panLength: 'कृपया 10 अक्षरों का सही PAN नंबर दर्ज करें',
    validationFailed: 'PAN सत्यापन विफल रहा',
    requestFailed: 'PAN सत्यापित नहीं हो सका। कृपया फिर से कोशिश करें।',
    success: 'PAN सत्यापन सफल रहा!',
    imageType: 'कृपया एक इमेज फ़ाइल अपलोड करें',
    imageTooLarge: 'फ़ाइल 5MB से छोटी होनी चाहिए',
    imageFailed: 'इमेज प्रोसेस नहीं हो सकी। कृपया PAN खुद लिखकर दर्ज करें।',
  },
};
