import type { Translation } from '../../translation';
import type { batchConsent as english } from '../en/batchConsent';

export const batchConsent: Translation<typeof english> = {
  title: 'जाँचें और सहमति दें',
  subtitle: 'देखें कि आपके बैंकों से क्या माँगा जाएगा, फिर एक OTP से इसकी पुष्टि करें।',
  summary: {
    heading: 'आपका अनुरोध',
    banks_one: 'बैंक',
    banks_other: 'बैंक',
    loans_one: 'लोन',
    loans_other: 'लोन',
    documents_one: 'दस्तावेज़',
    documents_other: 'दस्तावेज़',
    perBank: 'बैंक के अनुसार',
    bankDocuments_one: '{{count}} दस्तावेज़',
    bankDocuments_other: '{{count}} दस्तावेज़',
    loan: '{{loanType}} · खाता {{accountId}}',
    loanLabel: '{{loanType}}, खाता {{accountId}}',
  },
  terms: {
    heading: 'सहमति की शर्तें',
    what: {
      label: 'हम क्या लेंगे',
      text_one: 'ऊपर दिया गया {{count}} दस्तावेज़, आपके लेंडर से।',
      text_other: 'ऊपर दिए गए {{count}} दस्तावेज़, आपके लेंडर्स से।',
    },
    from: {
      label: 'किन बैंकों से',
      text: 'केवल {{banks}}। किसी और बैंक से संपर्क नहीं किया जाएगा।',
    },
    otp: {
      label: 'सबके लिए एक OTP',
      text_one: 'आपके मोबाइल नंबर पर भेजा गया एक OTP {{count}} बैंक को यह अनुरोध भेजने की अनुमति देता है।',
      text_other:
        'आपके मोबाइल नंबर पर भेजा गया एक OTP सभी {{count}} बैंकों को यह अनुरोध भेजने की अनुमति देता है। हर बैंक के लिए अलग OTP की ज़रूरत नहीं है।',
    },
    time: {
      label: 'कितना समय लगता है',
      text: 'आम तौर पर 5-10 मिनट। अगली स्क्रीन पर आप हर बैंक की प्रगति देख सकते हैं।',
    },
    retention: {
      label: 'हम इन्हें कब तक रखते हैं',
      text: 'आपके दस्तावेज़ 30 दिन तक एन्क्रिप्ट करके रखे जाते हैं और फिर अपने-आप हटा दिए जाते हैं।',
    },
    delete: {
      label: 'इन्हें कैसे हटाएँ',
      text: 'डॉक्यूमेंट सेंटर से किसी भी समय अपने दस्तावेज़ और डेटा हटाएँ।',
    },
  },
  agree:
    'मैं लोन डॉक्यूमेंट्स को अधिकृत करता/करती हूँ कि वह मेरी ओर से ऊपर दिए गए दस्तावेज़ इन बैंकों से माँगे, जिसकी पुष्टि एक OTP से होगी।',
  agreeRequired: 'आगे बढ़ने के लिए कृपया अपनी सहमति दें',
  submit: 'आगे बढ़ें और OTP भेजें',
  submitting: 'आपका अनुरोध बनाया जा रहा है...',
  createFailed: 'बैच सहमति नहीं बनाई जा सकी',
};
