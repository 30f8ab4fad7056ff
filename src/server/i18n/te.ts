import type { ConsentPurpose } from '../../shared/consents.js';
import type { DocumentType } from '../../shared/documents.js';
import type { PanHolderTypeCode } from '../../shared/pan.js';
import type { SentenceTable } from './english.js';
import { listInWords, plural } from './words.js';

/**
 * The API's sentences in Telugu (keys and parameters: ./english.ts). Plain Telugu as banks in
 * Andhra Pradesh and Telangana write to their customers: రుణం for a loan, పత్రం for a document,
 * the polite -ండి of a request, a full stop at the end of a sentence; a bank's name (in Latin
 * letters) takes its postposition after a space ("HDFC Bank నుండి"). Words English has made
 * Telugu (OTP, PAN, PDF, లింక్, డౌన్‌లోడ్) are written as Telugu readers know them.
 */

const HOLDER_TYPES: Record<PanHolderTypeCode, string> = {
  P: 'వ్యక్తి',
  C: 'కంపెనీ',
  H: 'హిందూ అవిభక్త కుటుంబం (HUF)',
  F: 'భాగస్వామ్య సంస్థ (ఫర్మ్)',
  A: 'వ్యక్తుల సంఘం (AOP)',
  T: 'ట్రస్ట్',
  B: 'వ్యక్తుల సమూహం (BOI)',
  L: 'స్థానిక సంస్థ',
  J: 'కృత్రిమ న్యాయ వ్యక్తి',
  G: 'ప్రభుత్వ సంస్థ',
};

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'ఖాతా స్టేట్‌మెంట్',
  repayment_schedule: 'తిరిగి చెల్లింపు షెడ్యూల్',
  sanction_letter: 'మంజూరు లేఖ',
  foreclosure_letter: 'ముందస్తు ముగింపు లేఖ',
  interest_certificate: 'వడ్డీ సర్టిఫికెట్',
  no_dues_certificate: 'నో-డ్యూస్ సర్టిఫికెట్',
  documents_held: 'బ్యాంకు వద్ద ఉన్న పత్రాల జాబితా',
};

const PURPOSES: Record<ConsentPurpose, string> = {
  'bureau-report': 'మీ రుణాల జాబితా కోసం మీ క్రెడిట్ రిపోర్ట్ చూడటం',
  'batch-documents': 'మీరు ఎంచుకున్న రుణ పత్రాలను మీ బ్యాంకుల నుండి తీసుకురావడం',
  'lender-documents': 'ఒక రుణం పత్రాలను దాని బ్యాంకు నుండి తీసుకురావడం',
};

export const te: SentenceTable = {
  // Any route
  notFound: () => 'కనబడలేదు.',
  tooManyRequests: () => 'చాలా సార్లు ప్రయత్నించారు. దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
  tooManyRequestsFor: ({ seconds }) =>
    `చాలా సార్లు ప్రయత్నించారు. దయచేసి ${seconds} ${plural(seconds, 'సెకను', 'సెకన్లు')} ఆగి మళ్లీ ప్రయత్నించండి.`,
  internal: () => 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  invalidJson: () => 'అభ్యర్థనలోని డేటా సరైన JSON కాదు.',
  unsupportedMediaType: () => 'ఈ రకమైన కంటెంట్ ఇక్కడ అంగీకరించబడదు.',
  requestTooLarge: ({ limit }) => `అభ్యర్థన చాలా పెద్దదిగా ఉంది. గరిష్ఠంగా ${limit} వరకు అనుమతి ఉంది.`,
  badRequest: () => 'అభ్యర్థన అర్థం కాలేదు.',
  requestNotValid: () => 'అభ్యర్థన చెల్లదు.',
  idNotValid: () =>
    'ఈ లింక్ లేదా రిఫరెన్స్ మేము ఇచ్చినది కాదు. అది పూర్తిగా కాపీ అయిందో లేదో చూడండి, లేదా వెనక్కి వెళ్లి మళ్లీ మొదలుపెట్టండి.',
  controlCharacters: () => 'అభ్యర్థనలో టైప్ చేయలేని అక్షరాలు ఉన్నాయి (ఉదా. NUL). వాటిని తీసివేసి మళ్లీ ప్రయత్నించండి.',
  uploadBroken: () => 'ఫోటో పూర్తిగా అందలేదు. దయచేసి దాన్ని మళ్లీ ఎంచుకుని ప్రయత్నించండి.',

  // Request bodies that do not fit their schema (field names are the API's own)
  fieldRequired: ({ field }) => `${field} తప్పనిసరి.`,
  fieldWrongType: ({ field, type }) => `${field} రకం ${type} అయి ఉండాలి.`,
  fieldsUnexpected: ({ fields }) => `ఊహించని ఫీల్డ్‌లు: ${fields}.`,
  fieldTooLong: ({ field, maximum }) => `${field} చాలా పొడవుగా ఉంది (గరిష్ఠంగా ${maximum} అక్షరాలు).`,
  fieldTooShort: ({ field, minimum }) => `${field} చాలా చిన్నదిగా ఉంది (కనీసం ${minimum} అక్షరాలు).`,
  fieldTooManyItems: ({ field, maximum }) => `${field} లో అంశాలు ఎక్కువగా ఉన్నాయి (గరిష్ఠంగా ${maximum}).`,
  fieldTooFewItems: ({ field, minimum }) => `${field} లో కనీసం ${minimum} అంశాలు ఉండాలి.`,
  fieldTooBig: ({ field, maximum }) => `${field} గరిష్ఠంగా ${maximum} ఉండవచ్చు.`,
  fieldTooSmall: ({ field, minimum }) => `${field} కనీసం ${minimum} ఉండాలి.`,
  fieldNotOneOf: ({ field, values }) => `${field} వీటిలో ఒకటి అయి ఉండాలి: ${values}.`,
  fieldBadFormat: ({ field }) => `${field} ఆశించిన రూపంలో లేదు.`,

  // Sessions and consent
  consentRequired: () => 'కొనసాగడానికి దయచేసి మీ సమ్మతిని ధ్రువీకరించండి.',
  sessionExpired: () => 'మీ సెషన్ గడువు ముగిసింది. దయచేసి మీ సమ్మతిని మళ్లీ ధ్రువీకరించండి.',
  consentNotFound: () => 'ఈ సమ్మతి అభ్యర్థన మాకు కనబడలేదు. దయచేసి కొత్త OTP కోరండి.',
  consentVerified: () => 'సమ్మతి విజయవంతంగా ధ్రువీకరించబడింది.',
  foreignOrigin: () => 'ఈ అభ్యర్థన Loan Documents యాప్ నుండి రాలేదు. దయచేసి యాప్ తెరిచి మళ్లీ ప్రయత్నించండి.',
  signedIn: () => 'మీరు సైన్ ఇన్ అయ్యారు.',
  signedOut: () => 'మీరు సైన్ అవుట్ అయ్యారు.',
  signedOutEverywhere: () => 'మీరు అన్ని పరికరాల నుండి సైన్ అవుట్ అయ్యారు.',
  bureauConsentNeeded: () => 'మీ రుణాలను చూడటానికి, దయచేసి ముందుగా క్రెడిట్ రిపోర్ట్ తనిఖీకి సమ్మతి ఇవ్వండి.',

  // OTPs
  otpSent: ({ phone }) => `OTP ${phone} కు పంపాము`,
  lenderOtpSent: ({ phone, bank }) => `${bank} కు మీరు చేసిన అభ్యర్థనను ఆమోదించడానికి OTP ${phone} కు పంపాము`,
  invalidMobile: () => 'దయచేసి సరైన 10 అంకెల మొబైల్ నంబర్ నమోదు చేయండి',
  invalidOtp: () => 'దయచేసి సరైన 6 అంకెల OTP నమోదు చేయండి',
  invalidLegacyOtp: () => 'దయచేసి సరైన OTP నమోదు చేయండి',
  otpNotSent: () => 'దయచేసి ముందుగా OTP కోరండి.',
  lenderOtpNotSent: () => 'దయచేసి ముందుగా ఈ రుణం కోసం OTP కోరండి.',
  otpIncorrect: ({ attemptsLeft }) =>
    attemptsLeft <= 0
      ? 'OTP తప్పు. మీకు ఇక ప్రయత్నాలు మిగలలేదు. దయచేసి కొత్త OTP కోరండి.'
      : `OTP తప్పు. మీకు ఇంకా ${attemptsLeft} ${plural(attemptsLeft, 'ప్రయత్నం మిగిలి ఉంది', 'ప్రయత్నాలు మిగిలి ఉన్నాయి')}.`,
  otpExpired: () => 'ఈ OTP గడువు ముగిసింది. దయచేసి కొత్త OTP కోరండి.',
  otpLocked: () => 'చాలా సార్లు తప్పుగా ప్రయత్నించారు. దయచేసి కొత్త OTP కోరండి.',
  otpUsed: () => 'ఈ OTP ఇప్పటికే ఉపయోగించబడింది. దయచేసి కొత్త OTP కోరండి.',
  otpReplaced: () => 'కొత్త OTP పంపాము. దయచేసి తాజా కోడ్ నమోదు చేయండి.',
  otpNotValid: () => 'ఈ OTP ఈ అభ్యర్థనకు చెల్లదు. దయచేసి కొత్త OTP కోరండి.',
  otpCooldown: ({ seconds }) =>
    `కొత్త OTP కోరే ముందు దయచేసి ${seconds} ${plural(seconds, 'సెకను', 'సెకన్లు')} ఆగండి.`,
  otpHourlyLimit: ({ time }) => `ఈ మొబైల్ నంబర్‌కు చాలా OTPలు పంపబడ్డాయి. దయచేసి ${time} తర్వాత మళ్లీ ప్రయత్నించండి.`,
  smsNotSent: () => 'ఇప్పుడు OTP పంపలేకపోయాము. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  mobileNotOnRecord: ({ phone }) =>
    `ఇది మీ క్రెడిట్ రికార్డులో ఉన్న మొబైల్ నంబర్ కాదు. ఈ PAN కోసం క్రెడిట్ బ్యూరో వద్ద ${phone} నమోదై ఉంది: దయచేసి ఆ నంబర్‌నే ఉపయోగించండి. మీ నంబర్ మారి ఉంటే, మీ రుణదాతను లేదా క్రెడిట్ బ్యూరోను దాన్ని అప్‌డేట్ చేయమని అడగండి.`,
  noMobileOnRecord: () =>
    'ఈ PAN కోసం క్రెడిట్ బ్యూరో వద్ద ఏ మొబైల్ నంబర్ నమోదు కాలేదు, అందువల్ల మేము OTP పంపలేము. దయచేసి మీ మొబైల్ నంబర్‌ను నమోదు చేయమని మీ రుణదాతను లేదా క్రెడిట్ బ్యూరోను అడిగి, తర్వాత మళ్లీ ప్రయత్నించండి.',
  bureauUnreachableForOtp: () =>
    'మీ OTP పంపడానికి క్రెడిట్ బ్యూరోను సంప్రదించలేకపోయాము. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',

  // DigiLocker
  digilockerSaved: ({ folder }) =>
    `మీ DigiLocker లో సేవ్ చేశాము: Uploaded Documents / loan-documents / ${folder}.`,
  digilockerAllow: () =>
    'మీ DigiLocker లో ఫైళ్లను సేవ్ చేయడానికి Loan Documents కు అనుమతి ఇవ్వండి, ఆ తర్వాత ఈ పత్రాన్ని మేము అక్కడ సేవ్ చేస్తాము.',
  digilockerUnavailable: () =>
    'ఇప్పుడు ఈ పత్రాన్ని DigiLocker లో సేవ్ చేయలేకపోయాము. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  digilockerNotConfigured: () => 'ఇక్కడ DigiLocker లో సేవ్ చేసే సౌకర్యం అందుబాటులో లేదు.',
  activityDocumentSavedToDigiLocker: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) DigiLocker లో సేవ్ చేయబడింది`,

  // PAN
  panVerified: () => 'PAN విజయవంతంగా ధ్రువీకరించబడింది',
  panLength: () => 'PAN నంబర్ 10 అక్షరాలు ఉండాలి',
  panLetters: () => 'PAN లోని మొదటి ఐదు అక్షరాలు ఇంగ్లీష్ అక్షరాలు (A–Z) అయి ఉండాలి.',
  panDigits: () => 'PAN లోని 6 నుండి 9 వరకు ఉన్న అక్షరాలు అంకెలు అయి ఉండాలి.',
  panLastLetter: () => 'PAN లోని చివరి అక్షరం ఇంగ్లీష్ అక్షరం (A–Z) అయి ఉండాలి.',
  panHolderType: ({ letter }) =>
    `ఇది సరైన PAN కాదు: దీని 4వ అక్షరం "${letter}" ఏ PAN హోల్డర్ రకమూ కాదు (వ్యక్తులకు P, కంపెనీలకు C, లేదా H, F, A, T, B, L, J, G).`,
  panNotIndividual: ({ holderType }) =>
    `ఈ PAN ${HOLDER_TYPES[holderType]} రకానికి చెందినది (దీని 4వ అక్షరం ${holderType}). ఈ సేవ వ్యక్తిగత రుణగ్రహీతల కోసం: దయచేసి మీ సొంత PAN నమోదు చేయండి, దాని 4వ అక్షరం P ఉంటుంది.`,
  panNotIndividualForReport: ({ holderType }) =>
    `ఈ PAN ${HOLDER_TYPES[holderType]} రకానికి చెందినది. ఇక్కడ క్రెడిట్ రిపోర్టులు వ్యక్తులకు మాత్రమే: దయచేసి మీ సొంత PAN ఉపయోగించండి.`,
  nameMismatch: () =>
    'ఈ పేరు ఈ PAN రికార్డుతో సరిపోలడం లేదు. దయచేసి మీ PAN కార్డుపై ముద్రించిన పేరును యథాతథంగా నమోదు చేయండి.',
  nameFormat: () =>
    'దయచేసి మీ PAN కార్డుపై ముద్రించిన పేరును యథాతథంగా, అక్షరాలు మరియు ఖాళీలు మాత్రమే ఉపయోగించి నమోదు చేయండి.',
  panRegistryUnavailable: () => 'ఇప్పుడు PAN లను ధ్రువీకరించలేము. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',
  imageWrongType: () => 'దయచేసి ఇమేజ్ ఫైల్ అప్‌లోడ్ చేయండి (jpg, png, webp)',
  imageTooLarge: () => 'ఫైల్ చాలా పెద్దది. గరిష్ఠంగా 5MB వరకు అనుమతి ఉంది.',
  imageMissing: () => 'దయచేసి అప్‌లోడ్ చేయడానికి మీ PAN కార్డ్ ఇమేజ్‌ను ఎంచుకోండి',
  imageUnreadable: () =>
    'ఈ ఫోటో నుండి PAN చదవలేకపోయాము. దయచేసి PAN ను మీరే నమోదు చేయండి లేదా మరింత స్పష్టమైన ఫోటో అప్‌లోడ్ చేయండి.',
  imageUndecodable: () => 'ఈ ఇమేజ్‌ను తెరవలేకపోయాము. దయచేసి మీ PAN కార్డ్ స్పష్టమైన ఫోటో అప్‌లోడ్ చేయండి (jpg, png, webp).',
  ocrUnavailable: () =>
    'ఇప్పుడు మీ ఫోటోను చదవలేకపోయాము. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి, లేదా మీ PAN ను మీరే నమోదు చేయండి.',

  // Credit report and loans
  reportNotFound: () => 'ఈ PAN కోసం ఏ క్రెడిట్ రిపోర్ట్ కనబడలేదు.',
  bureauUnavailable: () => 'ఇప్పుడు మీ క్రెడిట్ రిపోర్ట్ తీసుకురాలేకపోయాము. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  loanNotFound: () => 'ఈ రుణం మీ క్రెడిట్ రిపోర్ట్‌లో కనబడలేదు. దయచేసి మీ రుణాలను రిఫ్రెష్ చేసి మళ్లీ ప్రయత్నించండి.',
  loanJustApproved: () => 'ఈ రుణం ఇప్పుడే ఆమోదించబడింది. దయచేసి దాని పత్రాలను మళ్లీ కోరండి.',
  selectLoan: () => 'దయచేసి కనీసం ఒక రుణాన్ని ఎంచుకోండి',
  selectDocument: () => 'దయచేసి కనీసం ఒక పత్రాన్ని ఎంచుకోండి',
  oneLoanAtATime: () => 'దయచేసి ఒకసారికి ఒక రుణం పత్రాలను మాత్రమే కోరండి.',
  tooManyLoans: ({ maximum }) => `మీరు ఒకసారికి గరిష్ఠంగా ${maximum} రుణాల పత్రాలను కోరవచ్చు.`,
  loanNotInReport: ({ loanId }) =>
    `రుణం ${loanId} మీ క్రెడిట్ రిపోర్ట్‌లో లేదు. దయచేసి మీ రుణాలను రిఫ్రెష్ చేసి మళ్లీ ఎంచుకోండి.`,
  loanSelectedTwice: ({ loanId }) =>
    `రుణం ${loanId} ఒకటి కంటే ఎక్కువ సార్లు ఎంచుకోబడింది. దయచేసి ప్రతి రుణాన్ని ఒక్కసారే ఎంచుకోండి.`,
  noDuesForRunningLoan: ({ bank, account }) =>
    `నో-డ్యూస్ సర్టిఫికెట్ రుణం పూర్తిగా తీరిన తర్వాతే ఇస్తారు, మీ ${bank} రుణం ${account} ఇంకా కొనసాగుతోంది. దయచేసి దాన్ని తీసివేసి కొనసాగండి.`,
  documentsHeldNotOffered: ({ bank, account }) =>
    `బ్యాంకు వద్ద ఉన్న పత్రాల జాబితా కొనసాగుతున్న గృహ రుణం లేదా వాహన రుణానికి మాత్రమే ఇస్తారు, వాటి కాగితాలు రుణదాత వద్దే ఉంటాయి; మీ ${bank} రుణం ${account} అలాంటిది కాదు. దయచేసి దాన్ని తీసివేసి కొనసాగండి.`,
  foreclosureForRepaidLoan: ({ bank, account }) =>
    `మీ ${bank} రుణం ${account} ఇప్పటికే పూర్తిగా తీరింది, కాబట్టి ముందుగా ముగించడానికి ఏమీ లేదు. దయచేసి ముందస్తు ముగింపు లేఖను తీసివేసి కొనసాగండి.`,
  lenderAccountNotFound: ({ bank }) =>
    `${bank} కు ఈ రుణ ఖాతా కనబడలేదు. దయచేసి ${bank} వద్ద కనుక్కుని తర్వాత మళ్లీ ప్రయత్నించండి.`,
  lenderAddressUnknown: ({ bank }) =>
    `${bank} ఫిర్యాదుల చిరునామా మా వద్ద లేదు, కాబట్టి ఈ లేఖను తయారు చేయలేము. దయచేసి ${bank} వెబ్‌సైట్ ద్వారా లేదా ఏదైనా శాఖ ద్వారా వారికి రాయండి.`,
  lenderUnavailable: ({ bank }) =>
    `${bank} ప్రస్తుతం స్పందించడం లేదు. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.`,
  documentsRetrieved: ({ count, bank }) =>
    `${bank} నుండి ${count} ${plural(count, 'పత్రం', 'పత్రాలు')} అందాయి`,

  // Document requests (batches)
  batchCreated: ({ documents, banks }) =>
    `${banks} ${plural(banks, 'బ్యాంకు', 'బ్యాంకుల')} నుండి ${documents} ${plural(documents, 'పత్రం', 'పత్రాల')} కోసం అభ్యర్థన సిద్ధమైంది. దయచేసి OTP తో దాన్ని ఆమోదించండి.`,
  batchNotFound: () => 'ఈ పత్రాల అభ్యర్థన కనబడలేదు. దయచేసి మీ పత్రాలను మళ్లీ ఎంచుకోండి.',
  batchAlreadyApproved: () => 'ఈ పత్రాల అభ్యర్థన ఇప్పటికే ఆమోదించబడింది. మీ పత్రాలు సిద్ధమవుతున్నాయి.',
  batchApproved: () => 'OTP ధ్రువీకరించబడింది. మీ బ్యాంకుల నుండి మీ పత్రాలను తీసుకువస్తున్నాము.',
  stageConsentPending: () => 'మీ సమ్మతి కోసం ఎదురుచూస్తున్నాము',
  stageOtpVerification: () => 'మీ OTP ధ్రువీకరిస్తున్నాము',
  stageProcessingStarted: () => 'మీ బ్యాంకులను సంప్రదించడం మొదలుపెడుతున్నాము',
  stageFetchingDocuments: () => 'మీ బ్యాంకుల నుండి పత్రాలను తీసుకువస్తున్నాము',
  stageGeneratingDocuments: () => 'మీ PDF పత్రాలను సిద్ధం చేస్తున్నాము',
  batchAllDone: () => 'అంతా పూర్తయింది — మీ పత్రాలు సిద్ధంగా ఉన్నాయి',
  batchNothingProduced: () => 'మీ బ్యాంకుల నుండి ఒక్క పత్రం కూడా తీసుకురాలేకపోయాము. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  batchSomeBanksFailed: ({ banks, ready, total }) =>
    `${total} బ్యాంకులలో ${ready} సిద్ధం. ${listInWords(banks, 'మరియు')} నుండి పత్రాలు తీసుకురాలేకపోయాము: వాటిని మళ్లీ అడగడానికి "మళ్లీ ప్రయత్నించండి" ఎంచుకోండి.`,
  batchSomeBanksStillFailing: ({ banks, ready, total }) =>
    `${total} బ్యాంకులలో ${ready} సిద్ధం. ${listInWords(banks, 'మరియు')} నుండి పత్రాలు తీసుకురాలేకపోయాము: దాని గురించి మేము ఏమి చేయగలమో, లేదా చేస్తున్నామో కింద చూడండి.`,
  bankNotFailed: () => 'ఈ బ్యాంకు మళ్లీ ప్రయత్నం కోసం ఎదురుచూడటం లేదు. దాని పత్రాలు సిద్ధంగా ఉన్నాయి లేదా వస్తున్నాయి.',
  bankNotInBatch: () => 'ఈ బ్యాంకు ఈ పత్రాల అభ్యర్థనలో భాగం కాదు.',
  requestLetterBankNotFailed: ({ bank }) =>
    `అభ్యర్థన లేఖ, ఎన్ని సార్లు ప్రయత్నించినా మీ పత్రాలు పంపని బ్యాంకు కోసం. ${bank} పత్రాలు సిద్ధంగా ఉన్నాయి లేదా వస్తున్నాయి.`,
  batchConsentEnded: () =>
    'ఈ పత్రాల కోసం మీరు ఇచ్చిన సమ్మతి ముగిసింది, కాబట్టి ఈ బ్యాంకును మళ్లీ అడగలేము. దయచేసి మీ రుణాల నుండి కొత్త అభ్యర్థన మొదలుపెట్టండి.',
  bankRetryStarted: ({ bank }) => `${bank} ను మళ్లీ అడుగుతున్నాము. మీరు దీన్ని ఇదే స్క్రీన్‌పై చూడవచ్చు.`,
  bankTriesSpent: ({ bank, tries }) =>
    `మీరు ఇప్పటికే ${bank} ను ${tries} సార్లు మళ్లీ అడిగారు. "నా కోసం ప్రయత్నిస్తూ ఉండండి" ఎంచుకోండి, మీ తరఫున మేము అడుగుతూనే ఉంటాము.`,
  keepTryingTryAgainFirst: ({ bank }) =>
    `మీరు ఇంకా ${bank} ను మీరే మళ్లీ అడగవచ్చు: ముందుగా "మళ్లీ ప్రయత్నించండి" ఎంచుకోండి. "నా కోసం ప్రయత్నిస్తూ ఉండండి" ఆ తర్వాతే వస్తుంది.`,
  keepTryingAlready: ({ bank }) => `మీ తరఫున ${bank} ను మేము ఇప్పటికే మళ్లీ అడుగుతున్నాము.`,
  keepTryingEnded: ({ bank }) =>
    `${bank} ను అడగడం ఆపేశాము: మేము అడుగుతూ ఉన్నా అది మీ పత్రాలు పంపలేదు. దయచేసి ${bank} ను నేరుగా సంప్రదించండి.`,
  keepTryingStarted: ({ bank, next, until }) =>
    `మీ తరఫున ${bank} ను అడుగుతూనే ఉంటాము: తదుపరి ప్రయత్నం ${next} కు, ${until} వరకు. మీరు ఈ స్క్రీన్ మూసివేయవచ్చు.`,
  keepTryingNotOn: () => 'ప్రస్తుతం మీ తరఫున ఈ బ్యాంకును మేము అడగడం లేదు, కాబట్టి ఆపడానికి ఏమీ లేదు.',
  keepTryingStopped: ({ bank }) => `మీ తరఫున ${bank} ను అడగడం ఆపేశాము.`,

  // Financial years: interest certificates and tax summaries
  financialYearFormat: () => 'దయచేసి 2025-26 (ఏప్రిల్ 2025 నుండి మార్చి 2026) వంటి ఒక ఆర్థిక సంవత్సరాన్ని ఎంచుకోండి.',
  financialYearOutOfRange: ({ earliest, latest }) =>
    `దయచేసి ${earliest} నుండి ${latest} మధ్య ఒక ఆర్థిక సంవత్సరాన్ని ఎంచుకోండి: ప్రస్తుత సంవత్సరం లేదా దానికి ముందున్న ఎనిమిదింటిలో ఒకటి.`,
  financialYearNotForDocument: () => 'ఆర్థిక సంవత్సరాన్ని వడ్డీ సర్టిఫికెట్ కోసం మాత్రమే ఎంచుకోవచ్చు.',
  interestCertificateTwice: () => 'దయచేసి ప్రతి రుణం వడ్డీ సర్టిఫికెట్‌కు ఒకే ఆర్థిక సంవత్సరాన్ని ఎంచుకోండి.',
  closureLoanNotFound: () => 'ఈ రుణం మీ క్రెడిట్ రిపోర్ట్‌లో లేదు. దయచేసి మీ రుణాలను రిఫ్రెష్ చేసి మళ్లీ ప్రయత్నించండి.',
  balanceTransferRepaidLoan: ({ bank }) =>
    `మీ ${bank} రుణం ఇప్పటికే పూర్తిగా తీరింది, కాబట్టి మరో రుణదాతకు మార్చడానికి ఏమీ లేదు.`,
  balanceTransferNotReady: ({ documentType, bank }) =>
    `మీ ${bank} రుణం ${DOCUMENT_NAMES[documentType]} ఇంకా సిద్ధం కాలేదు. దయచేసి కిట్‌లోని పత్రాలను కోరండి, లేదా అవి సిద్ధమయ్యే వరకు ఆగి, మళ్లీ ప్రయత్నించండి.`,
  balanceTransferTooManyLinks: ({ documentType, bank, maximum }) =>
    `మీ ${bank} రుణం ${DOCUMENT_NAMES[documentType]} ఇప్పటికే ${maximum} పనిచేస్తున్న లింక్‌లలో ఉంది. దయచేసి ఇక అవసరం లేని ఒక ప్యాక్ లేదా షేర్‌ను రద్దు చేసి మళ్లీ ప్రయత్నించండి.`,
  closureNothingToAsk: () =>
    'అసలు పత్రాలను తిరిగి ఇవ్వమని కోరే లేఖ, పూర్తిగా తీరిన గృహ లేదా వాహన రుణం కోసం మాత్రమే — దాని పత్రాలను రుణదాత గడువులోగా ఇంకా తిరిగి ఇవ్వనప్పుడు.',
  cersaiNotRepaidHomeLoan: () =>
    'CERSAI లో తనఖా విడుదల (satisfaction of charge) నమోదు చేయమని రుణదాతను కోరే లేఖ, పూర్తిగా తీరిన గృహ రుణానికి మాత్రమే.',
  form35NotRepaidVehicleLoan: () =>
    'రిజిస్ట్రేషన్ సర్టిఫికెట్ నుండి హైపోథికేషన్ తొలగించే ఫారం 35, పూర్తిగా తీరిన వాహన రుణానికి మాత్రమే.',
  returnDateFormat: () => 'దయచేసి మీ పత్రాలు తిరిగి అందిన తేదీని ఇవ్వండి, ఉదా. 2026-11-24.',
  returnNotTracked: () =>
    'పూర్తిగా తీరిన గృహ లేదా వాహన రుణం పత్రాలను మాత్రమే ట్రాక్ చేస్తాము. దయచేసి మీ రుణాలను రిఫ్రెష్ చేయండి.',
  returnDateOutOfRange: ({ closedOn, today }) =>
    `మీ పత్రాలు తిరిగి అందిన తేదీ, రుణం ముగిసిన తేదీ (${closedOn}) నుండి ఈ రోజు (${today}) మధ్య ఉండాలి.`,
  disputeNeedsStatement: ({ bank }) =>
    `మీ క్రెడిట్ రికార్డును తనిఖీ చేయడానికి, దయచేసి ముందుగా ${bank} నుండి ఈ రుణం ఖాతా స్టేట్‌మెంట్ తీసుకోండి: రిపోర్ట్‌ను దానితోనే పోల్చి చూస్తాము.`,
  chargesNeedStatement: ({ bank }) =>
    `ఈ రుణంపై ఛార్జీలను తనిఖీ చేయడానికి, దయచేసి ముందుగా ${bank} నుండి దాని ఖాతా స్టేట్‌మెంట్ తీసుకోండి: ఛార్జీలను దాని నుండే చదువుతాము.`,
  chargesNothingToQuestion: ({ bank }) =>
    `ఈ రుణం ${bank} స్టేట్‌మెంట్‌లోని ప్రతి ఛార్జీ మీ మంజూరు లేఖలో అంగీకరించినదే, కాబట్టి తిరిగి అడగడానికి ఏమీ లేదు.`,
  disputeNothingToDispute: ({ bank }) =>
    `ఈ రుణానికి మీ క్రెడిట్ రిపోర్ట్ ${bank} స్టేట్‌మెంట్‌తో సరిపోలుతోంది, కాబట్టి వివాదం చేయడానికి ఏమీ లేదు.`,
  disputeAgainst: () => 'వివాదాన్ని ఎవరి వద్ద లేవనెత్తారో దయచేసి చెప్పండి: క్రెడిట్ బ్యూరో, రుణదాత, లేదా ఇద్దరి వద్దా.',
  disputeDateFormat: () => 'దయచేసి మీరు వివాదం లేవనెత్తిన తేదీని ఇవ్వండి, ఉదా. 2026-11-24.',
  disputeDateInFuture: ({ today }) =>
    `వివాదం లేవనెత్తిన తేదీ ఈ రోజు (${today}) తర్వాత ఉండకూడదు. వివాదం లేవనెత్తిన తర్వాతే దాన్ని ఇక్కడ నమోదు చేయండి.`,
  disputeDateBeforeLoan: ({ openedOn }) =>
    `వివాదం లేవనెత్తిన తేదీ రుణం ప్రారంభమైన తేదీ (${openedOn}) కంటే ముందు ఉండకూడదు.`,
  disputeAlreadyOpen: ({ bank, filedOn }) =>
    `మీ ${bank} రుణం గురించి ${filedOn} న లేవనెత్తిన ఒక వివాదం ఇప్పటికే తెరిచి ఉంది. మరొకటి నమోదు చేసే ముందు దాన్ని పరిష్కారమైనట్లు గుర్తించండి.`,
  disputeNotOpen: ({ bank }) =>
    `మీ ${bank} రుణం గురించి తెరిచి ఉన్న వివాదం ఏదీ లేదు. ముందుగా మీరు లేవనెత్తిన వివాదాన్ని నమోదు చేయండి.`,
  disputeStillDifferent: ({ bank, reportDate }) =>
    `${reportDate} నాటి మీ క్రెడిట్ రిపోర్ట్ ఇప్పటికీ ఈ రుణాన్ని ${bank} స్టేట్‌మెంట్‌కు భిన్నంగా చూపుతోంది, కాబట్టి వివాదం తెరిచే ఉంటుంది. బ్యూరో దాన్ని సరిచేసినట్లు చెప్పిన తర్వాత, మీ క్రెడిట్ రిపోర్ట్‌ను రిఫ్రెష్ చేసి మళ్లీ 'పరిష్కారమైంది' నొక్కండి.`,
  disputeLetterNotDue: ({ bank }) =>
    `ఈ లేఖ, సవరణ లేకుండానే గడువు దాటిపోయిన మీ ${bank} రుణం వివాదం కోసం. దీని గడువు ఇంకా దాటలేదు.`,
  taxSummaryConsentNeeded: () =>
    'మీ పన్ను సారాంశం తయారు చేయడానికి, దయచేసి ముందుగా క్రెడిట్ రిపోర్ట్ తనిఖీకి సమ్మతి ఇవ్వండి: మీ రుణాలను దాని నుండే తీసుకుంటాము.',
  taxSummaryNoLoans: () => 'మీ క్రెడిట్ రిపోర్ట్‌లో ఏ రుణమూ లేదు, కాబట్టి తయారు చేయడానికి పన్ను సారాంశం ఏమీ లేదు.',
  taxSummaryNothingInYear: ({ year }) =>
    `ఆర్థిక సంవత్సరం ${year} లో మీ రుణాల్లో దేనికీ వాయిదా చెల్లించాల్సి రాలేదు. దయచేసి మరో సంవత్సరాన్ని ఎంచుకోండి.`,

  // Documents and share links
  fileNotAvailable: () => 'ఫైల్ డౌన్‌లోడ్‌కు అందుబాటులో లేదు.',
  documentDataNotKept: () =>
    'పత్రాలను డేటాగా కూడా భద్రపరచడం మొదలుపెట్టక ముందే ఈ పత్రం తయారైంది. దాన్ని డేటాగా డౌన్‌లోడ్ చేయడానికి మళ్లీ కోరండి.',
  documentNotFound: () => 'ఈ పత్రం కనబడలేదు. దయచేసి మీ పత్రాలను రిఫ్రెష్ చేసి మళ్లీ ప్రయత్నించండి.',
  documentsNotFound: () => 'ఈ PAN కోసం ఏ పత్రాలూ కనబడలేదు.',
  downloadLinkExpired: () => 'ఈ డౌన్‌లోడ్ లింక్ గడువు ముగిసింది. డాక్యుమెంట్ సెంటర్‌కు తిరిగి వెళ్లి మళ్లీ ప్రయత్నించండి.',
  shareLinkDead: () => 'ఈ లింక్ గడువు ముగిసింది లేదా ఉపసంహరించబడింది. దయచేసి దీన్ని పంపిన వారిని కొత్త లింక్ అడగండి.',
  shareHasSeveralDocuments: ({ count, page }) =>
    `ఈ లింక్‌లో ${count} పత్రాలు ఉన్నాయి. ప్రతి ఒక్కటి చూడటానికి లేదా డౌన్‌లోడ్ చేయడానికి ${page} తెరవండి.`,
  sharedDocumentNotInLink: () => 'ఈ పత్రం ఈ లింక్‌లో భాగం కాదు. లింక్‌ను మళ్లీ తెరిచి అందులోని ఒక పత్రాన్ని ఎంచుకోండి.',
  documentNotReadyToShare: ({ documentType, bank }) =>
    `${bank} నుండి వచ్చిన ${DOCUMENT_NAMES[documentType]} షేర్ చేయడానికి ఇంకా సిద్ధంగా లేదు. దయచేసి దాన్ని తీసివేసి మళ్లీ ప్రయత్నించండి.`,
  tooManySharedDocuments: () =>
    'ఒక లింక్‌లో గరిష్ఠంగా 20 పత్రాలు ఉండవచ్చు. దయచేసి తక్కువ పత్రాలను ఎంచుకుని మళ్లీ ప్రయత్నించండి.',
  documentTwice: () => 'ఒక పత్రం రెండుసార్లు ఎంచుకోబడింది. దయచేసి ప్రతి పత్రాన్ని ఒక్కసారే ఎంచుకోండి.',
  shareLinkUnknown: () => 'ఈ షేర్ లింక్ కనబడలేదు.',
  shareLinkRevoked: () => 'ఈ షేర్ లింక్ ఇక పనిచేయదు.',
  documentNotShareable: () => 'ఈ పత్రాన్ని ఇక షేర్ చేయలేరు.',
  documentStillProcessing: () => 'ఈ పత్రం ఇంకా సిద్ధమవుతోంది. సిద్ధమైన తర్వాత దాన్ని షేర్ చేయండి.',
  tooManyShareLinks: ({ maximum }) =>
    `ఈ పత్రానికి ఇప్పటికే ${maximum} పనిచేస్తున్న షేర్ లింక్‌లు ఉన్నాయి. దయచేసి ఒకదాన్ని రద్దు చేసి మళ్లీ ప్రయత్నించండి.`,
  verificationCodeUnknown: () => 'ఈ కోడ్‌తో ఏ పత్రమూ కనబడలేదు. పత్రంపై ముద్రించిన కోడ్‌ను చూసి మళ్లీ ప్రయత్నించండి.',
  dataDeleted: () =>
    'మీ పత్రాలు, షేర్ లింక్‌లు మరియు క్రెడిట్ రిపోర్ట్ తొలగించబడ్డాయి. మీ సమ్మతికి సంబంధించిన, వివరాలు దాచిన ఒక రికార్డు ఒక సంవత్సరం ఉంచబడుతుంది.',

  // Consent records
  consentPurpose: ({ purpose }) => PURPOSES[purpose],
  dataCreditScore: () => 'మీ క్రెడిట్ స్కోర్',
  dataLoanAccounts: () => 'క్రెడిట్ బ్యూరో వద్ద నమోదైన మీ రుణ ఖాతాలు',
  dataDocument: ({ documentType, bank, account, year }) =>
    `${DOCUMENT_NAMES[documentType]}${year ? ` (ఆర్థిక సంవత్సరం ${year})` : ''} — ${bank}, రుణం ${account}`,
  providerBureau: () => 'క్రెడిట్ బ్యూరో',
  documentOfBank: ({ documentType, bank }) => `${DOCUMENT_NAMES[documentType]} — ${bank}`,
  consentNotFound404: () => 'ఈ సమ్మతి కనబడలేదు. దయచేసి జాబితాను రిఫ్రెష్ చేసి మళ్లీ ప్రయత్నించండి.',
  consentNotActive: () =>
    'ఈ సమ్మతి ఇక అమలులో లేదు, కాబట్టి ఉపసంహరించడానికి ఏమీ లేదు. దీని కింద తీసుకువచ్చినది దాని 30 రోజులు ముగిసినప్పుడు తొలగించబడుతుంది.',
  consentWithdrawn: ({ documents, reports }) =>
    `సమ్మతి ఉపసంహరించబడింది. దీని కింద తీసుకువచ్చిన ${documents} ${plural(documents, 'పత్రాన్ని', 'పత్రాలను')}, ${reports} క్రెడిట్ ${plural(reports, 'రిపోర్ట్‌ను', 'రిపోర్టులను')} తొలగించాము.`,

  // The activity log
  activityReportFetched: () => 'క్రెడిట్ బ్యూరో నుండి క్రెడిట్ రిపోర్ట్ తీసుకువచ్చాము',
  activityDocumentsFetched: ({ count, bank }) =>
    `${bank} నుండి ${count} ${plural(count, 'పత్రం', 'పత్రాలు')} తీసుకువచ్చాము`,
  activityBankRetried: ({ bank }) => `మీ పత్రాల కోసం మీరు ${bank} ను మళ్లీ అడిగారు`,
  activityKeepTryingStarted: ({ bank }) => `మీ పత్రాల కోసం ${bank} ను అడుగుతూ ఉండమని మీరు మమ్మల్ని కోరారు`,
  activityKeepTryingStopped: ({ bank }) => `${bank} ను అడగడం ఆపమని మీరు మమ్మల్ని కోరారు`,
  activityKeepTryingRecovered: ({ count, bank }) =>
    `${bank} ను అడుగుతూ ఉన్నాము, అది స్పందించింది: ${count} ${plural(count, 'పత్రం', 'పత్రాలు')} మీ డాక్యుమెంట్ సెంటర్‌లో సిద్ధంగా ${plural(count, 'ఉంది', 'ఉన్నాయి')}`,
  activityKeepTryingGaveUp: ({ bank }) =>
    `${bank} ను అడగడం ఆపేశాము: మేము అడుగుతూ ఉన్నా అది మీ పత్రాలు పంపలేదు. దయచేసి ${bank} ను నేరుగా సంప్రదించండి — దాని ఫిర్యాదుల విభాగం ఈమెయిల్, ఫోన్ మీ అభ్యర్థన స్క్రీన్‌పై ఉన్నాయి`,
  activityDocumentDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) డౌన్‌లోడ్ చేయబడింది`,
  activityDocumentDataDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) డేటాగా (JSON) డౌన్‌లోడ్ చేయబడింది`,
  activityDocumentViewed: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) చూడబడింది`,
  activityShareCreated: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) కోసం షేర్ లింక్ తయారు చేయబడింది`,
  activityBalanceTransferPack: ({ bank, count }) =>
    `మీ ${bank} రుణం కోసం బ్యాలెన్స్ ట్రాన్స్‌ఫర్ ప్యాక్ తయారు చేయబడింది: ${count} పత్రాలకు ఒకే లింక్`,
  activityShareCreatedSeveral: ({ count }) => `${count} పత్రాల కోసం షేర్ లింక్ తయారు చేయబడింది`,
  activityShareOpened: ({ documentType, bank }) =>
    `షేర్ లింక్ తెరవబడింది: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevoked: ({ documentType, bank }) =>
    `షేర్ లింక్ ఉపసంహరించబడింది: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevokedSeveral: ({ count }) => `${count} పత్రాల షేర్ లింక్ ఉపసంహరించబడింది`,
  activityConsentGiven: ({ purpose }) => `సమ్మతి ఇచ్చారు: ${PURPOSES[purpose]}`,
  activityConsentWithdrawn: ({ purpose }) => `సమ్మతి ఉపసంహరించారు: ${PURPOSES[purpose]}`,
  activityTaxSummary: ({ year }) => `ఆర్థిక సంవత్సరం ${year} పన్ను సారాంశం డౌన్‌లోడ్ చేయబడింది`,
  activityClosureLetter: ({ bank }) => `మీ రుణ పత్రాల గురించి ${bank} ఫిర్యాదుల పరిష్కార అధికారికి లేఖ డౌన్‌లోడ్ చేయబడింది`,
  activityCersaiLetter: ({ bank }) =>
    `CERSAI లో తనఖా విడుదల నమోదు చేయమని కోరుతూ ${bank} ఫిర్యాదుల పరిష్కార అధికారికి లేఖ డౌన్‌లోడ్ చేయబడింది`,
  activityForm35: ({ bank }) => `మీ ${bank} వాహన రుణం ఫారం 35 డౌన్‌లోడ్ చేయబడింది`,
  activityChargesLetter: ({ bank }) => `ఛార్జీల వాపసు కోరుతూ ${bank} ఫిర్యాదుల పరిష్కార అధికారికి లేఖ డౌన్‌లోడ్ చేయబడింది`,
  activityRequestLetter: ({ bank }) => `మీ పత్రాలను కోరుతూ ${bank} ఫిర్యాదుల పరిష్కార అధికారికి లేఖ డౌన్‌లోడ్ చేయబడింది`,
  activityDisputeSummary: ({ bank }) => `మీ ${bank} రుణం క్రెడిట్ రిపోర్ట్ వివాద సారాంశం డౌన్‌లోడ్ చేయబడింది`,
  activityDisputeRecorded: ({ bank }) => `మీ ${bank} రుణం క్రెడిట్ రికార్డుపై వివాదం నమోదు చేయబడింది`,
  activityDisputeResolved: ({ bank }) => `మీ ${bank} రుణం క్రెడిట్ రికార్డుపై వివాదం పరిష్కారమైంది`,
  activityDisputeLetter: ({ bank, to }) =>
    to === 'ombudsman'
      ? `మీ ${bank} రుణం క్రెడిట్ రికార్డు గురించి RBI అంబుడ్స్‌మన్‌కు ఫిర్యాదు డౌన్‌లోడ్ చేయబడింది`
      : to === 'bureau'
        ? `మీ ${bank} రుణం గురించి క్రెడిట్ బ్యూరో నోడల్ అధికారికి లేఖ డౌన్‌లోడ్ చేయబడింది`
        : `మీ క్రెడిట్ రికార్డు గురించి ${bank} నోడల్ అధికారికి లేఖ డౌన్‌లోడ్ చేయబడింది`,
  activityDataDeleted: () => 'మీ డేటా అంతా తొలగించబడింది',
  activityDataExported: ({ count }) =>
    `మీ డేటా అంతటి కాపీ డౌన్‌లోడ్ చేయబడింది (${count} ${plural(count, 'పత్రం', 'పత్రాలు')})`,
  activitySignedIn: () => 'సైన్ ఇన్ అయ్యారు',
  activitySignedOut: ({ everywhere }) =>
    everywhere ? 'అన్ని పరికరాల నుండి సైన్ అవుట్ అయ్యారు' : 'సైన్ అవుట్ అయ్యారు',

  // Sandbox
  sandboxInvalidPhone: () => '6, 7, 8 లేదా 9 తో మొదలయ్యే 10 అంకెల మొబైల్ నంబర్‌ను, +91 లేకుండా నమోదు చేయండి.',
};
