import type { Translation } from '../../translation';
import type { documentSelection as english } from '../en/documentSelection';

export const documentSelection: Translation<typeof english> = {
  title: 'మీ పత్రాలు ఎంచుకోండి',
  subtitle: 'ప్రతి రుణానికి మీకు కావలసిన పత్రాలు ఎంచుకోండి. అన్నింటికీ ఒకే OTP సరిపోతుంది.',
  types: {
    statement_of_account: {
      name: 'ఖాతా స్టేట్‌మెంట్',
      description: 'రుణంపై ప్రతి చెల్లింపు, ఛార్జీ, బ్యాలెన్స్ — ఒక్కో లావాదేవీగా.',
    },
    repayment_schedule: {
      name: 'తిరిగి చెల్లింపు షెడ్యూల్',
      description: 'మీ పూర్తి EMI ప్రణాళిక: ప్రతి వాయిదాలో అసలు, వడ్డీ, మిగిలిన బ్యాలెన్స్.',
    },
    sanction_letter: {
      name: 'మంజూరు లేఖ',
      description: 'మీ రుణం ఏ షరతులపై ఆమోదించబడిందో: మొత్తం, వడ్డీ రేటు, కాలవ్యవధి, ఫీజులు.',
    },
    foreclosure_letter: {
      name: 'ముందస్తు ముగింపు లేఖ',
      description: 'ఈ రోజు రుణం ముగించడానికి కట్టాల్సిన మొత్తం, అది ఏ తేదీ వరకు చెల్లుతుందో.',
    },
    interest_certificate: {
      name: 'వడ్డీ సర్టిఫికెట్',
      description: 'మీ ఆదాయపు పన్ను రిటర్న్ కోసం, ఒక ఆర్థిక సంవత్సరపు అసలు, వడ్డీ — నెలల వారీగా.',
    },
    no_dues_certificate: {
      name: 'నో-డ్యూస్ సర్టిఫికెట్',
      description: 'రుణం పూర్తిగా తీరిందని, ఇక ఏమీ బకాయి లేదని రుణదాత ఇచ్చే హామీ. దీన్ని ఎప్పటికీ భద్రంగా ఉంచుకోండి.',
    },
    documents_held: {
      name: 'బ్యాంకు వద్ద ఉన్న పత్రాల జాబితా',
      description:
        'మీ గృహ లేదా వాహన రుణానికి హామీగా రుణదాత దగ్గర ఉంచుకున్న అసలు కాగితాలు, ఉదాహరణకు ఆస్తి దస్తావేజులు. రుణాన్ని తీసుకునే కొత్త రుణదాత దీన్ని అడుగుతారు.',
    },
  },
  popular: 'జనాదరణ పొందినవి',
  quick: {
    heading: 'త్వరిత ఎంపిక',
    clearAll: 'అన్నీ తీసివేయండి',
    selectPopular: 'జనాదరణ పొందినవి ఎంచుకోండి',
    selectAllDocuments: 'అన్ని పత్రాలూ ఎంచుకోండి',
  },
  loan: {
    account: 'ఖాతా {{accountId}}',
    accountShort: 'ఖాతా {{accountId}}',
    selectAll: 'అన్నీ ఎంచుకోండి',
    clear: 'తీసివేయండి',
    forLoan: '{{bankName}} {{accountId}} కోసం',
    // "4 పత్రాలలో 1": the noun takes the total's number.
    chosen: '{{total}} $t(loan.document, {"count": {{total}} }) {{count}}',
    document_one: 'పత్రంలో',
    document_other: 'పత్రాలలో',
    documentsLabel: '{{bankName}}, {{loanType}} పత్రాలు',
  },
  summary: {
    heading: 'మీ ఎంపిక',
    documents_one: '{{count}} పత్రం ఎంచుకున్నారు',
    documents_other: '{{count}} పత్రాలు ఎంచుకున్నారు',
    acrossBanks_one: '{{count}} బ్యాంకు నుండి',
    acrossBanks_other: '{{count}} బ్యాంకుల నుండి',
    none: 'ఇంకా ఏ పత్రమూ ఎంచుకోలేదు',
    bankDocuments_one: '{{count}} పత్రం',
    bankDocuments_other: '{{count}} పత్రాలు',
  },
  recent: {
    have: '{{date}} నాటిది ఒకటి మీ దగ్గర ఉంది',
    title_one: 'ఈ పత్రం ఇప్పటికే మీ దగ్గర ఉంది',
    title_other: 'వీటిలో {{count}} పత్రాలు ఇప్పటికే మీ దగ్గర ఉన్నాయి',
    text: 'ఇవి గత 24 గంటల్లో తయారయ్యాయి. వాటిని ఇక్కడే తెరవండి, మీ దగ్గర ఉన్నవాటినే ఉంచుకోండి, లేదా అయినా బ్యాంకుల నుండి కొత్తవి కోరండి.',
    made: '{{date}} న తయారైంది',
    open: 'తెరవండి',
    useExisting: 'నా దగ్గర ఉన్నవే ఉంచండి',
    requestAnyway: 'అయినా కొత్తవి కోరండి',
    downloadStarted: 'డౌన్‌లోడ్ ప్రారంభమైంది!',
    downloadFailed: 'పత్రాన్ని డౌన్‌లోడ్ చేయలేకపోయాము',
  },
  required: 'దయచేసి కనీసం ఒక రకం పత్రాన్ని ఎంచుకోండి',
  continue: 'కొనసాగండి',
};
