import type { Translation } from '../../translation';
import type { taxPack as english } from '../en/taxPack';

export const taxPack: Translation<typeof english> = {
  year: {
    label: 'आर्थिक वर्ष',
    option: '{{year}} (एप्रिल {{from}} – मार्च {{to}})',
    optionProvisional: '{{year}} (एप्रिल {{from}} – मार्च {{to}}), तात्पुरते',
    hint: 'एप्रिल ते मार्च. चालू वर्षासाठी तात्पुरते प्रमाणपत्र मिळते.',
  },
  summary: {
    heading: 'कर सारांश',
    text: 'एका आर्थिक वर्षातील तुमच्या सर्व कर्जांचे व्याज आणि मुद्दल, एकाच PDF मध्ये, ते सहसा ज्या आयकर कलमांशी संबंधित असतात त्यांसह. केवळ माहितीसाठी, कर सल्ला नाही.',
    download: 'कर सारांश डाउनलोड करा',
    downloading: 'तयार करत आहोत…',
    downloaded: '{{year}} चा कर सारांश डाउनलोड झाला',
    failed: 'आम्ही तुमचा कर सारांश तयार करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
  },
};
