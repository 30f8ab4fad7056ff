import type { Translation } from '../../translation';
import type { dashboard as english } from '../en/dashboard';

export const dashboard: Translation<typeof english> = {
  title: 'लोन डैशबोर्ड',
  subtitle: 'एक लोन चुनें, फिर उसके बैंक से जो दस्तावेज़ चाहिए वे चुनें।',
  actions: {
    refresh: 'डेटा रीफ़्रेश करें',
    backToPanEntry: 'PAN दर्ज करने पर वापस',
  },
  loading: 'आपकी क्रेडिट रिपोर्ट लाई जा रही है...',
  error: {
    toast: 'CIBIL रिपोर्ट नहीं मिल सकी',
    title: 'कोई डेटा उपलब्ध नहीं',
    text: 'अभी आपकी क्रेडिट रिपोर्ट नहीं मिल सकी। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
  sessionEnded: {
    title: 'कृपया फिर से सहमति दें',
    text: 'आपकी सुरक्षा के लिए आपकी क्रेडिट रिपोर्ट तक पहुँच खत्म हो गई है। अपने लोन देखने के लिए OTP फिर से सत्यापित करें।',
    action: 'फिर से सहमति दें',
  },
  cards: {
    label: 'आपकी क्रेडिट रिपोर्ट का सारांश',
    score: 'क्रेडिट स्कोर',
    noScore: 'कोई स्कोर नहीं',
    noScoreHint: 'ब्यूरो के पास इस PAN का अभी कोई क्रेडिट इतिहास नहीं है।',
    bands: {
      Excellent: 'उत्कृष्ट',
      Good: 'अच्छा',
      Fair: 'ठीक-ठाक',
    },
    activeLoans: 'सक्रिय लोन',
    ofAccounts_one: '{{count}} खाते में से',
    ofAccounts_other: '{{count}} खातों में से',
    outstanding: 'कुल बकाया',
    outstandingHint: 'आपके सभी खातों में',
    holder: 'खाताधारक',
  },
  loans: {
    heading: 'आपके लोन खाते',
    hint: 'दस्तावेज़ चुनने के लिए लोन पर टिक करें।',
    account: 'खाता {{account}}',
    accountShort: 'खाता {{account}}',
    principal: 'मूलधन',
    outstanding: 'बकाया',
    emi: 'EMI',
    tenure: 'अवधि',
    tenureMonths_one: '{{count}} महीना',
    tenureMonths_other: '{{count}} महीने',
    documentsLabel: '{{bank}} से दस्तावेज़',
    status: {
      active: 'सक्रिय',
      overdue: 'बकाया',
      other: 'बंद',
    },
  },
  documentTypes: {
    soa: 'खाते का विवरण (स्टेटमेंट)',
    repayment_schedule: 'भुगतान अनुसूची',
    sanction_letter: 'स्वीकृति पत्र',
    foreclosure_letter: 'फ़ोरक्लोज़र पत्र',
  },
  bar: {
    label: 'आपका चुनाव',
    loans_one: '{{count}} लोन चुना गया',
    loans_other: '{{count}} लोन चुने गए',
    documents_one: '{{count}} दस्तावेज़',
    documents_other: '{{count}} दस्तावेज़',
    retrieve: 'दस्तावेज़ मँगाएँ',
  },
  messages: {
    selectLoan: 'कृपया कम से कम एक लोन चुनें',
    selectDocument: 'कृपया कम से कम एक दस्तावेज़ चुनें',
  },
  empty: {
    title: 'कोई लोन खाता नहीं मिला',
    text: 'आपकी क्रेडिट रिपोर्ट में इस PAN का कोई लोन खाता नहीं है। अगर आपने हाल ही में लोन लिया है, तो उसे दिखने में कुछ हफ़्ते लग सकते हैं।',
  },
};
