import type { Translation } from '../../translation';
import type { taxPack as english } from '../en/taxPack';

export const taxPack: Translation<typeof english> = {
  year: {
    label: 'वित्त वर्ष',
    option: '{{year}} (अप्रैल {{from}} – मार्च {{to}})',
    optionProvisional: '{{year}} (अप्रैल {{from}} – मार्च {{to}}), अनंतिम',
    hint: 'अप्रैल से मार्च। चालू वर्ष का प्रमाणपत्र अनंतिम होता है।',
  },
  summary: {
    heading: 'टैक्स सारांश',
    text: 'एक वित्त वर्ष में आपके सभी लोन का ब्याज और मूलधन, एक PDF में, साथ में आयकर की वे धाराएँ जिनसे ये आम तौर पर जुड़े होते हैं। केवल जानकारी के लिए, कर सलाह नहीं।',
    download: 'टैक्स सारांश डाउनलोड करें',
    downloading: 'तैयार किया जा रहा है…',
    downloaded: '{{year}} का टैक्स सारांश डाउनलोड हो गया',
    failed: 'हम आपका टैक्स सारांश तैयार नहीं कर सके। कृपया फिर से कोशिश करें।',
  },
};
