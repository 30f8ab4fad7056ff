import type { Translation } from '../../translation';
import type { panEntry as english } from '../en/panEntry';

export const panEntry: Translation<typeof english> = {
  title: 'మీ PAN నమోదు చేయండి',
  subtitle: 'క్రెడిట్ బ్యూరో వద్ద ఉన్న మీ రుణ ఖాతాలను కనుగొనడానికి మీ PAN ఉపయోగిస్తాము.',
  tabs: {
    label: 'మీ PAN ను ఎలా నమోదు చేయాలనుకుంటున్నారు?',
    manual: 'టైప్ చేయండి',
    upload: 'PAN కార్డ్ అప్‌లోడ్',
  },
  manual: {
    panLabel: 'PAN నంబర్',
    panPlaceholder: '10 అక్షరాల PAN',
    panHint: 'ఫార్మాట్: 5 అక్షరాలు + 4 అంకెలు + 1 అక్షరం (ఉదా. ABCDE1234F)',
    panCount: '10 లో {{count}} అక్షరాలు',
    submit: 'PAN ధ్రువీకరించి కొనసాగండి',
    validating: 'PAN ధ్రువీకరిస్తున్నాము...',
  },
  upload: {
    choose: 'మీ PAN కార్డ్ ఫోటోను ఎంచుకోండి',
    chooseHint: 'ఫోటో తీయడానికి లేదా గ్యాలరీ నుండి ఎంచుకోవడానికి ఇక్కడ నొక్కండి',
    formats: 'JPG, PNG లేదా WebP, 5 MB వరకు',
    reading: 'మీ PAN కార్డ్ చదువుతున్నాము…',
  },
  demo: {
    heading: 'డెమో మోడ్',
    text: 'మీరు ప్రయత్నించగల శాండ్‌బాక్స్ PANలు. ఒకదాన్ని నొక్కితే అది నింపబడుతుంది.',
    use: 'ఈ PAN వాడండి',
    scenarios: {
      'several-loans': 'అనేక రుణాలు',
      'no-loans': 'రుణాలు లేవు',
      overdue: 'బకాయి పడిన ఒక రుణం',
      'failing-lender': 'స్పందించని ఒక బ్యాంకు',
      'no-history': 'క్రెడిట్ చరిత్ర లేదు',
      'closed-loans': 'ముగిసిన రుణాలు',
      'bureau-mismatch': 'క్రెడిట్ రిపోర్ట్‌లో తేడా',
      'unexpected-charges': 'ఊహించని ఛార్జీలు',
    },
  },
  verified: {
    heading: 'PAN ధ్రువీకరించబడింది',
    pan: 'PAN',
    name: 'పేరు',
    continuing: 'మీ రుణాల డాష్‌బోర్డ్‌కు తీసుకువెళ్తున్నాము…',
  },
  privacy:
    'మీ PAN ఎన్‌క్రిప్ట్ చేసిన కనెక్షన్ ద్వారా వెళ్తుంది, మీ క్రెడిట్ రిపోర్ట్ తీసుకురావడానికి మాత్రమే ఉపయోగించబడుతుంది. మీ కార్డ్ ఫోటోలను ఒక్కసారి చదువుతాము, ఎప్పుడూ నిల్వ చేయము.',
  messages: {
    panLength: 'దయచేసి సరైన 10 అక్షరాల PAN నంబర్ నమోదు చేయండి',
    validationFailed: 'PAN ధ్రువీకరణ విఫలమైంది',
    requestFailed: 'PAN ధ్రువీకరించలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
    success: 'PAN ధ్రువీకరణ విజయవంతమైంది!',
    imageType: 'దయచేసి ఇమేజ్ ఫైల్ అప్‌లోడ్ చేయండి',
    imageTooLarge: 'ఫైల్ పరిమాణం 5MB కంటే తక్కువ ఉండాలి',
    imageFailed: 'ఇమేజ్‌ను ప్రాసెస్ చేయలేకపోయాము. దయచేసి PAN ను టైప్ చేయండి.',
  },
};
