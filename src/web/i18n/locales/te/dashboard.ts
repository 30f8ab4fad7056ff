import type { Translation } from '../../translation';
import type { dashboard as english } from '../en/dashboard';

export const dashboard: Translation<typeof english> = {
  title: 'రుణాల డాష్‌బోర్డ్',
  subtitle: 'ఒక రుణాన్ని టిక్ చేసి, దాని బ్యాంకు నుండి మీకు కావలసిన పత్రాలను ఎంచుకోండి.',
  actions: {
    refresh: 'డేటా రిఫ్రెష్ చేయండి',
    backToPanEntry: 'PAN నమోదుకు తిరిగి వెళ్లండి',
  },
  loading: 'మీ క్రెడిట్ రిపోర్ట్ తీసుకువస్తున్నాము...',
  error: {
    toast: 'CIBIL రిపోర్ట్ తీసుకురాలేకపోయాము',
    title: 'డేటా అందుబాటులో లేదు',
    text: 'ఇప్పుడు మీ క్రెడిట్ రిపోర్ట్ తీసుకురాలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
    retry: 'మళ్లీ ప్రయత్నించండి',
  },
  sessionEnded: {
    title: 'దయచేసి మళ్లీ సమ్మతి ఇవ్వండి',
    text: 'మీ భద్రత కోసం, మీ క్రెడిట్ రిపోర్ట్ యాక్సెస్ ముగిసింది. మీ రుణాలను చూడటానికి OTP ని మళ్లీ ధ్రువీకరించండి.',
    action: 'మళ్లీ సమ్మతి ఇవ్వండి',
  },
  cards: {
    label: 'మీ క్రెడిట్ రిపోర్ట్ సారాంశం',
    score: 'క్రెడిట్ స్కోర్',
    noScore: 'స్కోర్ లేదు',
    noScoreHint: 'ఈ PAN కు బ్యూరో వద్ద ఇంకా క్రెడిట్ చరిత్ర లేదు.',
    bands: {
      Excellent: 'అద్భుతం',
      Good: 'మంచిది',
      Fair: 'ఫరవాలేదు',
    },
    activeLoans: 'కొనసాగుతున్న రుణాలు',
    ofAccounts_one: 'మొత్తం {{count}} ఖాతాలో',
    ofAccounts_other: 'మొత్తం {{count}} ఖాతాలలో',
    outstanding: 'మొత్తం బకాయి',
    outstandingHint: 'మీ అన్ని ఖాతాలలో కలిపి',
    holder: 'ఖాతాదారు',
  },
  loans: {
    heading: 'మీ రుణ ఖాతాలు',
    hint: 'ఒక రుణం పత్రాలను ఎంచుకోవడానికి దాన్ని టిక్ చేయండి.',
    account: 'ఖాతా {{account}}',
    accountShort: 'ఖాతా {{account}}',
    principal: 'అసలు',
    outstanding: 'బకాయి',
    emi: 'EMI',
    tenure: 'కాలవ్యవధి',
    tenureMonths_one: '{{count}} నెల',
    tenureMonths_other: '{{count}} నెలలు',
    documentsLabel: '{{bank}} నుండి పత్రాలు',
    status: {
      active: 'కొనసాగుతోంది',
      overdue: 'బకాయి పడింది',
      other: 'ముగిసింది',
    },
  },
  documentTypes: {
    soa: 'ఖాతా స్టేట్‌మెంట్',
    repayment_schedule: 'తిరిగి చెల్లింపు షెడ్యూల్',
    sanction_letter: 'మంజూరు లేఖ',
    foreclosure_letter: 'ముందస్తు ముగింపు లేఖ',
  },
  bar: {
    label: 'మీ ఎంపిక',
    loans_one: '{{count}} రుణం ఎంచుకున్నారు',
    loans_other: '{{count}} రుణాలు ఎంచుకున్నారు',
    documents_one: '{{count}} పత్రం',
    documents_other: '{{count}} పత్రాలు',
    retrieve: 'పత్రాలు పొందండి',
  },
  messages: {
    selectLoan: 'దయచేసి కనీసం ఒక రుణాన్ని ఎంచుకోండి',
    selectDocument: 'దయచేసి కనీసం ఒక పత్రాన్ని ఎంచుకోండి',
  },
  empty: {
    title: 'రుణ ఖాతాలు ఏవీ కనబడలేదు',
    text: 'ఈ PAN కోసం మీ క్రెడిట్ రిపోర్ట్‌లో ఏ రుణ ఖాతాలూ లేవు. మీరు ఇటీవలే రుణం తీసుకుని ఉంటే, అది కనిపించడానికి కొన్ని వారాలు పట్టవచ్చు.',
  },
};
