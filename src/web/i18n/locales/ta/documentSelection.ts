/** Tamil texts of the documentSelection namespace. */
export const documentSelection = {
  title: 'உங்கள் ஆவணங்களைத் தேர்ந்தெடுங்கள்',
  subtitle: 'ஒவ்வொரு கடனுக்கும் தேவையான ஆவணங்களைத் தேர்ந்தெடுங்கள். அனைத்துக்கும் ஒரே OTP போதும்.',
  types: {
    statement_of_account: {
      name: 'கணக்கு அறிக்கை',
      description: 'கடனில் நடந்த ஒவ்வொரு செலுத்துகை, கட்டணம், இருப்பு — பரிவர்த்தனை வாரியாக.',
    },
    repayment_schedule: {
      name: 'திருப்பிச் செலுத்தும் அட்டவணை',
      description: 'உங்கள் முழு EMI திட்டம்: ஒவ்வொரு தவணையும் அதன் அசல், வட்டி, இருப்புடன்.',
    },
    sanction_letter: {
      name: 'கடன் அனுமதிக் கடிதம்',
      description: 'உங்கள் கடன் அனுமதிக்கப்பட்ட நிபந்தனைகள்: தொகை, வட்டி விகிதம், காலம், கட்டணங்கள்.',
    },
    foreclosure_letter: {
      name: 'முன்கூட்டியே கடன் முடிப்புக் கடிதம்',
      description: 'இன்றே கடனை முடிக்கத் தேவையான தொகை, அது செல்லுபடியாகும் கடைசித் தேதி.',
    },
    interest_certificate: {
      name: 'வட்டிச் சான்றிதழ்',
      description: 'ஒரு நிதியாண்டின் அசலும் வட்டியும், மாதவாரியாக — உங்கள் வருமான வரிக் கணக்குக்காக.',
    },
    no_dues_certificate: {
      name: 'நிலுவையின்மைச் சான்றிதழ்',
      description:
        'கடன் முழுமையாகச் செலுத்தப்பட்டது, நிலுவை எதுவும் இல்லை என்று கடன் வழங்குநர் தரும் உறுதிமொழி. இதை நிரந்தரமாக வைத்திருங்கள்.',
    },
    documents_held: {
      name: 'வங்கியிடம் உள்ள ஆவணங்களின் பட்டியல்',
      description:
        'உங்கள் வீட்டுக் கடன் அல்லது வாகனக் கடனுக்காகக் கடன் வழங்குநர் வைத்திருக்கும் அசல் ஆவணங்கள், உரிமைப் பத்திரங்கள் போன்றவை. கடனை ஏற்றுக்கொள்ளும் புதிய கடன் வழங்குநர் இதைக் கேட்பார்.',
    },
  },
  popular: 'பிரபலமானவை',
  quick: {
    heading: 'விரைவுத் தேர்வு',
    clearAll: 'தேர்வை நீக்கு',
    selectPopular: 'பிரபலமானவற்றைத் தேர்ந்தெடு',
    selectAllDocuments: 'எல்லா ஆவணங்களும்',
  },
  loan: {
    account: 'கணக்கு {{accountId}}',
    accountShort: 'கணக்கு {{accountId}}',
    selectAll: 'எல்லாம் தேர்ந்தெடு',
    clear: 'தேர்வை நீக்கு',
    forLoan: '{{bankName}} {{accountId}}-க்கு',
    // The noun agrees with the total ("4 ஆவணங்களில் 1").
    chosen: '{{total}} $t(loan.document, {"count": {{total}} }) {{count}}',
    document_one: 'ஆவணத்தில்',
    document_other: 'ஆவணங்களில்',
    documentsLabel: '{{bankName}}, {{loanType}} — ஆவணங்கள்',
  },
  summary: {
    heading: 'உங்கள் தேர்வு',
    documents_one: '{{count}} ஆவணம் தேர்ந்தெடுக்கப்பட்டது',
    documents_other: '{{count}} ஆவணங்கள் தேர்ந்தெடுக்கப்பட்டன',
    acrossBanks_one: '{{count}} வங்கியில்',
    acrossBanks_other: '{{count}} வங்கிகளில்',
    none: 'இன்னும் ஆவணம் எதுவும் தேர்ந்தெடுக்கப்படவில்லை',
    bankDocuments_one: '{{count}} ஆவணம்',
    bankDocuments_other: '{{count}} ஆவணங்கள்',
  },
  recent: {
    have: '{{date}} தேதியிட்ட ஒன்று உங்களிடம் உள்ளது',
    title_one: 'இந்த ஆவணம் ஏற்கெனவே உங்களிடம் உள்ளது',
    title_other: 'இவற்றில் {{count}} ஆவணங்கள் ஏற்கெனவே உங்களிடம் உள்ளன',
    text: 'அவை கடந்த 24 மணி நேரத்தில் தயாரிக்கப்பட்டவை. அவற்றை இங்கே திறக்கலாம், உள்ளவற்றையே வைத்துக்கொள்ளலாம், அல்லது இருந்தாலும் புதிய பதிப்புகளை வங்கிகளிடம் கேட்கலாம்.',
    made: '{{date}} அன்று தயாரிக்கப்பட்டது',
    open: 'திற',
    useExisting: 'உள்ளவையே போதும்',
    requestAnyway: 'புதிதாகக் கோரு',
    downloadStarted: 'பதிவிறக்கம் தொடங்கியது!',
    downloadFailed: 'ஆவணத்தைப் பதிவிறக்க முடியவில்லை',
  },
  required: 'குறைந்தது ஒரு ஆவண வகையைத் தேர்ந்தெடுக்கவும்',
  continue: 'தொடரவும்',
} as const;
