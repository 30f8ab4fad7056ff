import type { Translation } from '../../translation';
import type { dashboard as english } from '../en/dashboard';

export const dashboard: Translation<typeof english> = {
  title: 'कर्ज डॅशबोर्ड',
  subtitle: 'एखादे कर्ज निवडा, मग त्याच्या बँकेकडून हवे असलेले दस्तऐवज निवडा.',
  actions: {
    refresh: 'डेटा रिफ्रेश करा',
    backToPanEntry: 'PAN टाकण्याकडे परत जा',
  },
  loading: 'तुमचा क्रेडिट रिपोर्ट मिळवत आहोत...',
  error: {
    toast: 'CIBIL रिपोर्ट मिळवता आला नाही',
    title: 'डेटा उपलब्ध नाही',
    text: 'आम्ही आत्ता तुमचा क्रेडिट रिपोर्ट मिळवू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
  },
  sessionEnded: {
    title: 'कृपया पुन्हा संमती द्या',
    text: 'तुमच्या सुरक्षेसाठी, तुमच्या क्रेडिट रिपोर्टचा ॲक्सेस संपला आहे. तुमची कर्जे पाहण्यासाठी पुन्हा OTP पडताळा.',
    action: 'पुन्हा संमती द्या',
  },
  cards: {
    label: 'तुमच्या क्रेडिट रिपोर्टचा सारांश',
    score: 'क्रेडिट स्कोअर',
    noScore: 'स्कोअर नाही',
    noScoreHint: 'ब्युरोकडे या PAN चा अजून कोणताही क्रेडिट इतिहास नाही.',
    bands: {
      Excellent: 'उत्कृष्ट',
      Good: 'चांगला',
      Fair: 'बरा',
    },
    activeLoans: 'चालू कर्जे',
    ofAccounts_one: '{{count}} खात्यापैकी',
    ofAccounts_other: '{{count}} खात्यांपैकी',
    outstanding: 'एकूण थकबाकी',
    outstandingHint: 'तुमच्या सर्व खात्यांमध्ये मिळून',
    holder: 'खातेधारक',
  },
  loans: {
    heading: 'तुमची कर्ज खाती',
    hint: 'दस्तऐवज निवडण्यासाठी एखादे कर्ज निवडा.',
    account: 'खाते {{account}}',
    accountShort: 'खाते {{account}}',
    principal: 'मुद्दल',
    outstanding: 'थकबाकी',
    emi: 'EMI',
    tenure: 'मुदत',
    tenureMonths_one: '{{count}} महिना',
    tenureMonths_other: '{{count}} महिने',
    documentsLabel: '{{bank}} कडील दस्तऐवज',
    status: {
      active: 'चालू',
      overdue: 'थकीत',
      other: 'बंद',
    },
  },
  documentTypes: {
    soa: 'खाते उतारा',
    repayment_schedule: 'परतफेडीचे वेळापत्रक',
    sanction_letter: 'मंजुरी पत्र',
    foreclosure_letter: 'मुदतपूर्व कर्जफेड पत्र',
  },
  bar: {
    label: 'तुमची निवड',
    loans_one: '{{count}} कर्ज निवडले',
    loans_other: '{{count}} कर्जे निवडली',
    documents_one: '{{count}} दस्तऐवज',
    documents_other: '{{count}} दस्तऐवज',
    retrieve: 'दस्तऐवज मिळवा',
  },
  messages: {
    selectLoan: 'कृपया किमान एक कर्ज निवडा',
    selectDocument: 'कृपया किमान एक दस्तऐवज निवडा',
  },
  empty: {
    title: 'एकही कर्ज खाते सापडले नाही',
    text: 'तुमच्या क्रेडिट रिपोर्टमध्ये या PAN साठी एकही कर्ज खाते नाही. तुम्ही नुकतेच कर्ज घेतले असल्यास, ते दिसायला काही आठवडे लागू शकतात.',
  },
};
