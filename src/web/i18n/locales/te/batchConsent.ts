import type { Translation } from '../../translation';
import type { batchConsent as english } from '../en/batchConsent';

export const batchConsent: Translation<typeof english> = {
  title: 'సరిచూసి సమ్మతి ఇవ్వండి',
  subtitle: 'మీ బ్యాంకుల నుండి ఏమి కోరబోతున్నామో చూసి, ఒకే OTP తో నిర్ధారించండి.',
  summary: {
    heading: 'మీ అభ్యర్థన',
    banks_one: 'బ్యాంకు',
    banks_other: 'బ్యాంకులు',
    loans_one: 'రుణం',
    loans_other: 'రుణాలు',
    documents_one: 'పత్రం',
    documents_other: 'పత్రాలు',
    perBank: 'బ్యాంకుల వారీగా',
    bankDocuments_one: '{{count}} పత్రం',
    bankDocuments_other: '{{count}} పత్రాలు',
    loan: '{{loanType}} · ఖాతా {{accountId}}',
    loanLabel: '{{loanType}}, ఖాతా {{accountId}}',
  },
  terms: {
    heading: 'సమ్మతి షరతులు',
    what: {
      label: 'ఏమి తీసుకువస్తాము',
      text_one: 'పైన చూపిన {{count}} పత్రం, మీ రుణదాత నుండి.',
      text_other: 'పైన చూపిన {{count}} పత్రాలు, మీ రుణదాతల నుండి.',
    },
    from: {
      label: 'ఏ బ్యాంకుల నుండి',
      text: '{{banks}} మాత్రమే. మరే బ్యాంకునూ సంప్రదించము.',
    },
    otp: {
      label: 'అన్నింటికీ ఒకే OTP',
      text_one: 'మీ మొబైల్ నంబర్‌కు పంపే ఒకే OTP, {{count}} బ్యాంకుకు వెళ్లే ఈ అభ్యర్థనను ఆమోదిస్తుంది.',
      text_other:
        'మీ మొబైల్ నంబర్‌కు పంపే ఒకే OTP, మొత్తం {{count}} బ్యాంకులకు వెళ్లే ఈ అభ్యర్థనను ఆమోదిస్తుంది. ప్రతి బ్యాంకుకు వేరే OTP అవసరం లేదు.',
    },
    time: {
      label: 'ఎంత సమయం పడుతుంది',
      text: 'సాధారణంగా 5-10 నిమిషాలు. తర్వాతి స్క్రీన్‌లో ప్రతి బ్యాంకు పని ఎలా జరుగుతోందో చూడవచ్చు.',
    },
    retention: {
      label: 'ఎంత కాలం ఉంచుతాము',
      text: 'మీ పత్రాలు 30 రోజులు ఎన్‌క్రిప్ట్ చేసి నిల్వ ఉంచబడతాయి, తర్వాత ఆటోమేటిక్‌గా తొలగించబడతాయి.',
    },
    delete: {
      label: 'వాటిని ఎలా తొలగించాలి',
      text: 'మీ పత్రాలు, డేటాను ఏ సమయంలోనైనా డాక్యుమెంట్ సెంటర్ నుండి తొలగించవచ్చు.',
    },
  },
  agree:
    'పైన చూపిన పత్రాలను నా తరఫున ఈ బ్యాంకుల నుండి కోరడానికి లోన్ డాక్యుమెంట్స్‌కు నేను అధికారం ఇస్తున్నాను, ఒకే OTP తో నిర్ధారిస్తున్నాను.',
  agreeRequired: 'కొనసాగడానికి దయచేసి మీ సమ్మతి ఇవ్వండి',
  submit: 'కొనసాగి OTP పంపండి',
  submitting: 'మీ అభ్యర్థన సిద్ధం చేస్తున్నాము...',
  createFailed: 'సమ్మతి అభ్యర్థనను సిద్ధం చేయలేకపోయాము',
};
