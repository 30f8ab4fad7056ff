import type { Translation } from '../../translation';
import type { home as english } from '../en/home';

export const home: Translation<typeof english> = {
  pageTitle: 'आपका होम',
  title: 'आपके लोन और दस्तावेज़',
  subtitle: '{{pan}} से साइन इन। आपने जो माँगा है वह सब, और आगे आप क्या कर सकते हैं।',
  documents: {
    latest: 'आपके सबसे नए दस्तावेज़',
    title: 'आपके दस्तावेज़',
    count_zero: 'अभी कोई दस्तावेज़ नहीं',
    count_one: '{{count}} दस्तावेज़, 30 दिन रखा जाएगा',
    count_other: '{{count}} दस्तावेज़, 30 दिन रखे जाएँगे',
    loading: 'आपके दस्तावेज़ गिने जा रहे हैं...',
  },
  consents: {
    title: 'आपकी सहमतियाँ और गतिविधि',
    text: 'आपने किस बात की सहमति दी, कब तक, और आपके डेटा के साथ जो कुछ किया गया।',
  },
  loans: {
    heading: 'आपके लोन',
    text: 'आपकी क्रेडिट रिपोर्ट से। और दस्तावेज़ पाने के लिए लोन चुनें; पत्र और टैक्स सारांश सूची के नीचे हैं।',
  },
  checking: 'जाँच रहे हैं कि यह डिवाइस साइन इन है या नहीं...',
  unreachable: 'Loan Documents तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर कोशिश करें।',
};
