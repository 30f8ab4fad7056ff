import type { Translation } from '../../translation';
import type { taxPack as english } from '../en/taxPack';

export const taxPack: Translation<typeof english> = {
  year: {
    label: 'ఆర్థిక సంవత్సరం',
    option: '{{year}} (ఏప్రిల్ {{from}} – మార్చి {{to}})',
    optionProvisional: '{{year}} (ఏప్రిల్ {{from}} – మార్చి {{to}}), తాత్కాలికం',
    hint: 'ఏప్రిల్ నుండి మార్చి వరకు. ఇంకా నడుస్తున్న సంవత్సరానికి తాత్కాలిక సర్టిఫికెట్ వస్తుంది.',
  },
  summary: {
    heading: 'పన్ను సారాంశం',
    text: 'ఒక ఆర్థిక సంవత్సరంలో మీ అన్ని రుణాల వడ్డీ, అసలు — సాధారణంగా వర్తించే ఆదాయపు పన్ను సెక్షన్లతో సహా, ఒకే PDF లో. సమాచారం కోసం మాత్రమే, ఇది పన్ను సలహా కాదు.',
    download: 'పన్ను సారాంశం డౌన్‌లోడ్ చేయండి',
    downloading: 'సిద్ధం చేస్తున్నాము…',
    downloaded: '{{year}} పన్ను సారాంశం డౌన్‌లోడ్ అయింది',
    failed: 'మీ పన్ను సారాంశం సిద్ధం చేయలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
  },
};
