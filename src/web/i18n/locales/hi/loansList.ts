import type { Translation } from '../../translation';
import type { loansList as english } from '../en/loansList';

export const loansList: Translation<typeof english> = {
  title: 'आपके लोन खाते',
  subtitle: 'आपकी क्रेडिट रिपोर्ट से, आपके सभी लेंडर्स के।',
  loading: 'आपकी क्रेडिट रिपोर्ट लाई जा रही है...',
  error: {
    title: 'कोई डेटा उपलब्ध नहीं',
    fallback: 'CIBIL रिपोर्ट नहीं मिल सकी',
    retry: 'फिर से कोशिश करें',
  },
  sessionEnded: {
    title: 'कृपया फिर से सहमति दें',
    text: 'आपकी सुरक्षा के लिए आपकी क्रेडिट रिपोर्ट तक पहुँच समाप्त हो गई है। अपने लोन देखने के लिए अपना मोबाइल नंबर फिर से सत्यापित करें।',
    action: 'फिर से सहमति दें',
  },
  score: {
    heading: 'क्रेडिट स्कोर',
    gaugeLabel: '300 से 900 के पैमाने पर क्रेडिट स्कोर {{score}}: {{band}}',
    scale: 'पैमाना 300 – 900',
    reportDate: '{{date}} की क्रेडिट रिपोर्ट',
    bands: {
      Excellent: 'उत्कृष्ट',
      Good: 'अच्छा',
      Fair: 'सामान्य',
    },
    bandHint: {
      Excellent: 'लेंडर्स आपको बहुत कम जोखिम वाला उधारकर्ता मानते हैं।',
      Good: 'ज़्यादातर लेंडर्स इसे एक अच्छा स्कोर मानते हैं।',
      Fair: 'हर EMI समय पर चुकाने से यह स्कोर बढ़ेगा।',
    },
    noHistory: {
      title: 'कोई क्रेडिट इतिहास नहीं मिला',
      text: 'क्रेडिट ब्यूरो के पास इस PAN का अभी कोई क्रेडिट स्कोर नहीं है। अगर आपने पहले कभी लोन या क्रेडिट कार्ड नहीं लिया है, तो ऐसा होना सामान्य है।',
    },
  },
  summary: {
    label: 'आपके लोन का सारांश',
    totalLoans: 'कुल लोन',
    active: 'चालू',
    overdue: 'अतिदेय',
    outstanding: 'कुल बकाया राशि',
  },
  list: {
    heading: 'लोन खाते',
    selectAll: 'सभी चुनें',
    clearAll: 'सभी हटाएँ',
    hint: 'वे लोन चुनें जिनके दस्तावेज़ आपको चाहिए।',
  },
  loanTypes: {
    home_loan: 'होम लोन',
    personal_loan: 'पर्सनल लोन',
    business_loan: 'बिज़नेस लोन',
    auto_loan: 'ऑटो लोन',
    credit_card: 'क्रेडिट कार्ड',
    other: 'अन्य लोन',
  },
  status: {
    ACTIVE: 'चालू',
    OVERDUE: 'अतिदेय',
    CLOSED: 'बंद',
  },
  card: {
    account: 'खाता {{accountId}}',
    accountShort: 'खाता {{accountId}}',
    outstanding: 'बकाया राशि',
    emi: 'EMI',
    nextDue: 'अगली किस्त',
    noDue: 'कोई नहीं',
    repaid: '{{percent}}% चुकाया गया',
    repaidLabel: 'लोन का चुकाया गया हिस्सा',
    overdueAmount: 'अतिदेय राशि {{amount}}',
    daysPastDue_one: '{{count}} दिन से अतिदेय',
    daysPastDue_other: '{{count}} दिन से अतिदेय',
  },
  selection: {
    count_one: '{{total}} में से {{count}} लोन चुना गया',
    count_other: '{{total}} में से {{count}} लोन चुने गए',
    selectDocuments: 'दस्तावेज़ चुनें',
    required: 'कृपया कम से कम एक लोन खाता चुनें',
  },
  empty: {
    title: 'कोई लोन खाता नहीं मिला',
    text: 'आपकी क्रेडिट रिपोर्ट में इस PAN के लिए कोई लोन खाता नहीं है। अगर आपने हाल ही में लोन लिया है, तो उसे दिखने में कुछ हफ़्ते लग सकते हैं। दोबारा जाँचने के लिए अपना डेटा रिफ़्रेश करें।',
    refresh: 'CIBIL डेटा रिफ़्रेश करें',
  },
};
