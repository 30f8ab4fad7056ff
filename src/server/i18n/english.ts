import type { ConsentPurpose } from '../../shared/consents.js';
import { DOCUMENT_DISPLAY_NAMES, type DocumentType } from '../../shared/documents.js';
import { PAN_HOLDER_TYPES, type PanHolderTypeCode } from '../../shared/pan.js';
import { article, listInWords, type Params, plural } from './words.js';

/**
 * Every sentence the API says to a borrower, by a stable key and its parameters, in English (the
 * API's own language; the spec's texts verbatim). The key's parameters are typed here; every
 * other language (./hi.ts, ./mr.ts, …) is a table with one entry per key, typed by
 * `SentenceTable`, so a language without a sentence does not compile. Translations are never
 * looked up by the English text, so a bank name or a number inside a sentence translates too.
 */

const fixed = (en: string) => (_: undefined) => en;
const withParams = <P extends Params>(en: (params: P) => string) => en;

const PURPOSES: Record<ConsentPurpose, string> = {
  'bureau-report': 'Check your credit report to list your loans',
  'batch-documents': 'Fetch the loan documents you chose from your lenders',
  'lender-documents': "Fetch one loan's documents from its lender",
};

type DocumentParams = { documentType: DocumentType; bank: string };

export const ENGLISH = {
  // Any route
  notFound: fixed('Not found.'),
  tooManyRequests: fixed('Too many attempts. Please wait a minute and try again.'),
  tooManyRequestsFor: withParams<{ seconds: number }>(
    ({ seconds }) =>
      `Too many attempts. Please wait ${seconds} ${plural(seconds, 'second', 'seconds')} and try again.`,
  ),
  internal: fixed('Something went wrong on our side. Please try again in a moment.'),
  invalidJson: fixed('The request body is not valid JSON.'),
  unsupportedMediaType: fixed('This content type is not accepted here.'),
  requestTooLarge: withParams<{ limit: string }>(
    ({ limit }) => `The request is too large. Max ${limit} allowed.`,
  ),
  badRequest: fixed('The request could not be understood.'),
  requestNotValid: fixed('The request is not valid.'),
  idNotValid: fixed(
    'This link or reference is not one we gave out. Check that it was copied in full, or go back and start again.',
  ),
  controlCharacters: fixed(
    'The request holds characters that cannot be typed, such as a NUL. Remove them and try again.',
  ),
  uploadBroken: fixed('The photo did not arrive whole. Please choose it again and retry.'),

  // Request bodies that do not fit their schema (field names are the API's own)
  fieldRequired: withParams<{ field: string }>(({ field }) => `${field} is required.`),
  fieldWrongType: withParams<{ field: string; type: string }>(
    ({ field, type }) => `${field} must be a ${type}.`,
  ),
  fieldsUnexpected: withParams<{ fields: string; count: number }>(
    ({ fields, count }) => `Unexpected ${plural(count, 'field', 'fields')}: ${fields}.`,
  ),
  fieldTooLong: withParams<{ field: string; maximum: number }>(
    ({ field, maximum }) => `${field} is too long (at most ${maximum} characters).`,
  ),
  fieldTooShort: withParams<{ field: string; minimum: number }>(
    ({ field, minimum }) => `${field} is too short (at least ${minimum} characters).`,
  ),
  fieldTooManyItems: withParams<{ field: string; maximum: number }>(
    ({ field, maximum }) => `${field} has too many items (at most ${maximum}).`,
  ),
  fieldTooFewItems: withParams<{ field: string; minimum: number }>(
    ({ field, minimum }) => `${field} needs at least ${minimum} item(s).`,
  ),
  fieldTooBig: withParams<{ field: string; maximum: number }>(
    ({ field, maximum }) => `${field} must be at most ${maximum}.`,
  ),
  fieldTooSmall: withParams<{ field: string; minimum: number }>(
    ({ field, minimum }) => `${field} must be at least ${minimum}.`,
  ),
  fieldNotOneOf: withParams<{ field: string; values: string }>(
    ({ field, values }) => `${field} must be one of: ${values}.`,
  ),
  fieldBadFormat: withParams<{ field: string }>(
    ({ field }) => `${field} is not in the expected format.`,
  ),

  // Sessions and consent
  consentRequired: fixed('Please verify your consent to continue.'),
  sessionExpired: fixed('Your session has expired. Please verify your consent again.'),
  consentNotFound: fixed('We could not find this consent request. Please request a new OTP.'),
  consentVerified: fixed('Consent verified successfully.'),
  foreignOrigin: fixed(
    'This request did not come from the Loan Documents app. Please open the app and try again.',
  ),
  signedIn: fixed('You are signed in.'),
  signedOut: fixed('You are signed out.'),
  signedOutEverywhere: fixed('You are signed out on every device.'),
  bureauConsentNeeded: fixed('To see your loans, please consent to a credit report check first.'),

  // OTPs
  otpSent: withParams<{ phone: string }>(({ phone }) => `OTP sent to ${phone}`),
  lenderOtpSent: withParams<{ phone: string; bank: string }>(
    ({ phone, bank }) => `OTP sent to ${phone} to approve your request to ${bank}`,
  ),
  invalidMobile: fixed('Please enter a valid 10-digit mobile number'),
  invalidOtp: fixed('Please enter a valid 6-digit OTP'),
  invalidLegacyOtp: fixed('Please enter a valid OTP'),
  otpNotSent: fixed('Please request an OTP first.'),
  lenderOtpNotSent: fixed('Please request an OTP for this loan first.'),
  otpIncorrect: withParams<{ attemptsLeft: number }>(({ attemptsLeft }) =>
    attemptsLeft <= 0
      ? 'Incorrect OTP. You have no attempts left. Please request a new OTP.'
      : `Incorrect OTP. You have ${attemptsLeft} ${plural(attemptsLeft, 'attempt', 'attempts')} left.`,
  ),
  otpExpired: fixed('This OTP has expired. Please request a new one.'),
  otpLocked: fixed('Too many incorrect attempts. Please request a new OTP.'),
  otpUsed: fixed('This OTP has already been used. Please request a new one.'),
  otpReplaced: fixed('A newer OTP has been sent. Please enter the latest code.'),
  otpNotValid: fixed('This OTP is not valid for this request. Please request a new one.'),
  otpCooldown: withParams<{ seconds: number }>(
    ({ seconds }) =>
      `Please wait ${seconds} ${plural(seconds, 'second', 'seconds')} before requesting a new OTP.`,
  ),
  otpHourlyLimit: withParams<{ time: string }>(
    ({ time }) =>
      `Too many OTPs have been sent to this mobile number. Please try again after ${time}.`,
  ),
  smsNotSent: fixed('We could not send the OTP right now. Please try again in a minute.'),
  mobileNotOnRecord: withParams<{ phone: string }>(
    ({ phone }) =>
      `This is not the mobile number on your credit record. The credit bureau has ${phone} for this PAN: please use that number. If it has changed, ask your lender or the credit bureau to update it.`,
  ),
  noMobileOnRecord: fixed(
    'The credit bureau has no mobile number for this PAN, so we cannot send an OTP. Please ask your lender or the credit bureau to add your mobile number, then try again.',
  ),
  bureauUnreachableForOtp: fixed(
    'We could not reach the credit bureau to send your OTP. Please try again in a minute.',
  ),

  // DigiLocker
  digilockerSaved: withParams<{ folder: string }>(
    ({ folder }) => `Saved to your DigiLocker, in Uploaded Documents / loan-documents / ${folder}.`,
  ),
  digilockerAllow: fixed(
    'Allow Loan Documents to save files to your DigiLocker, then we save this document there.',
  ),
  digilockerUnavailable: fixed(
    'We could not save this document to DigiLocker right now. Please try again in a minute.',
  ),
  digilockerNotConfigured: fixed('Saving to DigiLocker is not available here.'),
  activityDocumentSavedToDigiLocker: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) saved to DigiLocker`,
  ),

  // PAN
  panVerified: fixed('PAN verified successfully'),
  panLength: fixed('PAN number must be 10 characters'),
  panLetters: fixed('The first five characters of a PAN must be letters.'),
  panDigits: fixed('Characters 6 to 9 of a PAN must be digits.'),
  panLastLetter: fixed('The last character of a PAN must be a letter.'),
  panHolderType: withParams<{ letter: string }>(
    ({ letter }) =>
      `This is not a valid PAN: its 4th letter "${letter}" is not a PAN holder type (P for individuals, C for companies, H, F, A, T, B, L, J or G).`,
  ),
  panNotIndividual: withParams<{ holderType: PanHolderTypeCode }>(({ holderType }) => {
    const holder = PAN_HOLDER_TYPES[holderType];
    return `This PAN belongs to ${article(holder)} ${holder} (its 4th letter is ${holderType}). This service is for individual borrowers: please enter your personal PAN, whose 4th letter is P.`;
  }),
  panNotIndividualForReport: withParams<{ holderType: PanHolderTypeCode }>(({ holderType }) => {
    const holder = PAN_HOLDER_TYPES[holderType];
    return `This PAN belongs to ${article(holder)} ${holder}. Credit reports here are for individuals only: please use your personal PAN.`;
  }),
  nameMismatch: fixed(
    'The name does not match our records for this PAN. Please enter the name exactly as printed on your PAN card.',
  ),
  nameFormat: fixed(
    'Please enter the name exactly as printed on your PAN card, using letters and spaces only.',
  ),
  panRegistryUnavailable: fixed(
    'We cannot verify PANs right now. Please try again in a few minutes.',
  ),
  imageWrongType: fixed('Please upload an image file (jpg, png, webp)'),
  imageTooLarge: fixed('File too large. Max 5MB allowed.'),
  imageMissing: fixed('Please select an image of your PAN card to upload'),
  imageUnreadable: fixed(
    'We could not read a PAN from this photo. Please try manual entry or upload a clearer photo.',
  ),
  imageUndecodable: fixed(
    'We could not open this image. Please upload a clear photo of your PAN card (jpg, png, webp).',
  ),
  ocrUnavailable: fixed(
    'We could not read your photo right now. Please try again in a moment, or enter your PAN manually.',
  ),

  // Credit report and loans
  reportNotFound: fixed('No credit report was found for this PAN.'),
  bureauUnavailable: fixed(
    'We could not get your credit report right now. Please try again in a minute.',
  ),
  loanNotFound: fixed(
    'We could not find this loan in your credit report. Please refresh your loans and try again.',
  ),
  loanJustApproved: fixed(
    'This loan was approved a moment ago. Please request its documents again.',
  ),
  selectLoan: fixed('Please select at least one loan'),
  selectDocument: fixed('Please select at least one document'),
  oneLoanAtATime: fixed('Please retrieve the documents of one loan at a time.'),
  tooManyLoans: withParams<{ maximum: number }>(
    ({ maximum }) => `You can request documents for at most ${maximum} loans at a time.`,
  ),
  loanNotInReport: withParams<{ loanId: string }>(
    ({ loanId }) =>
      `Loan ${loanId} is not in your credit report. Please refresh your loans and select again.`,
  ),
  loanSelectedTwice: withParams<{ loanId: string }>(
    ({ loanId }) => `Loan ${loanId} is selected more than once. Please select each loan once.`,
  ),
  noDuesForRunningLoan: withParams<{ bank: string; account: string }>(
    ({ bank, account }) =>
      `A No-dues Certificate is issued once a loan is repaid, and your ${bank} loan ${account} is still running. Please leave it out and continue.`,
  ),
  documentsHeldNotOffered: withParams<{ bank: string; account: string }>(
    ({ bank, account }) =>
      `A List of Documents Held is issued only for a running home or vehicle loan, whose papers the lender keeps, and your ${bank} loan ${account} is not one. Please leave it out and continue.`,
  ),
  foreclosureForRepaidLoan: withParams<{ bank: string; account: string }>(
    ({ bank, account }) =>
      `Your ${bank} loan ${account} is already repaid, so there is nothing to foreclose. Please leave out the Foreclosure Letter and continue.`,
  ),
  lenderAccountNotFound: withParams<{ bank: string }>(
    ({ bank }) =>
      `${bank} could not find this loan account. Please check with ${bank} and try again later.`,
  ),
  lenderAddressUnknown: withParams<{ bank: string }>(
    ({ bank }) =>
      `We do not have ${bank}'s grievance address, so we cannot write this letter. Please write to ${bank} through its website or a branch.`,
  ),
  lenderUnavailable: withParams<{ bank: string }>(
    ({ bank }) => `${bank} is not responding right now. Please try again in a few minutes.`,
  ),
  documentsRetrieved: withParams<{ count: number; bank: string }>(
    ({ count, bank }) =>
      `${count} ${plural(count, 'document', 'documents')} retrieved from ${bank}`,
  ),

  // Document requests (batches)
  batchCreated: withParams<{ documents: number; banks: number }>(
    ({ documents, banks }) =>
      `Request created for ${documents} ${plural(documents, 'document', 'documents')} from ${banks} ${plural(banks, 'bank', 'banks')}. Please approve it with the OTP.`,
  ),
  batchNotFound: fixed(
    'We could not find this document request. Please select your documents again.',
  ),
  batchAlreadyApproved: fixed(
    'This document request has already been approved. Your documents are being prepared.',
  ),
  batchApproved: fixed('OTP verified. We are fetching your documents from your banks.'),
  stageConsentPending: fixed('Waiting for your consent'),
  stageOtpVerification: fixed('Verifying your OTP'),
  stageProcessingStarted: fixed('Starting to contact your banks'),
  stageFetchingDocuments: fixed('Fetching documents from your banks'),
  stageGeneratingDocuments: fixed('Preparing your PDF documents'),
  batchAllDone: fixed('All done — your documents are ready'),
  batchNothingProduced: fixed(
    'We could not get any documents from your banks. Please try again later.',
  ),
  batchSomeBanksFailed: withParams<{ banks: readonly string[]; ready: number; total: number }>(
    ({ banks, ready, total }) =>
      `${ready} of ${total} banks ready. We could not get documents from ${listInWords(banks, 'and')}: choose Try again to ask ${plural(banks.length, 'that bank', 'those banks')} once more.`,
  ),
  batchSomeBanksStillFailing: withParams<{
    banks: readonly string[];
    ready: number;
    total: number;
  }>(
    ({ banks, ready, total }) =>
      `${ready} of ${total} banks ready. We could not get documents from ${listInWords(banks, 'and')}: see below what we can do, or are doing, about it.`,
  ),
  bankNotFailed: fixed(
    'This bank is not waiting to be tried again. Its documents are ready or still on the way.',
  ),
  bankNotInBatch: fixed('This bank is not part of this document request.'),
  requestLetterBankNotFailed: withParams<{ bank: string }>(
    ({ bank }) =>
      `A request letter is for a bank that did not send your documents after every try. ${bank}'s documents are ready or still on the way.`,
  ),
  batchConsentEnded: fixed(
    'Your consent for these documents has ended, so we cannot ask this bank again. Please start a new request from your loans.',
  ),
  bankRetryStarted: withParams<{ bank: string }>(
    ({ bank }) => `Asking ${bank} again. You can watch it on this screen.`,
  ),
  bankTriesSpent: withParams<{ bank: string; tries: number }>(
    ({ bank, tries }) =>
      `You have already asked ${bank} again ${tries} times. Choose Keep trying for me and we will keep asking it for you.`,
  ),
  keepTryingTryAgainFirst: withParams<{ bank: string }>(
    ({ bank }) =>
      `You can still ask ${bank} again yourself: choose Try again first. Keep trying for me comes after that.`,
  ),
  keepTryingAlready: withParams<{ bank: string }>(
    ({ bank }) => `We are already trying ${bank} again for you.`,
  ),
  keepTryingEnded: withParams<{ bank: string }>(
    ({ bank }) =>
      `We have stopped trying ${bank}: it did not send your documents while we kept asking. Please contact ${bank} directly.`,
  ),
  keepTryingStarted: withParams<{ bank: string; next: string; until: string }>(
    ({ bank, next, until }) =>
      `We will keep trying ${bank} for you: next try at ${next}, until ${until}. You can close this screen.`,
  ),
  keepTryingNotOn: fixed(
    'We are not trying this bank for you right now, so there is nothing to stop.',
  ),
  keepTryingStopped: withParams<{ bank: string }>(
    ({ bank }) => `We have stopped trying ${bank} for you.`,
  ),

  // Financial years: interest certificates and tax summaries
  financialYearFormat: fixed(
    'Please choose a financial year such as 2025-26 (April 2025 to March 2026).',
  ),
  financialYearOutOfRange: withParams<{ earliest: string; latest: string }>(
    ({ earliest, latest }) =>
      `Please choose a financial year from ${earliest} to ${latest}: the current year or one of the eight before it.`,
  ),
  financialYearNotForDocument: fixed(
    'A financial year can be chosen for an interest certificate only.',
  ),
  interestCertificateTwice: fixed(
    "Please choose one financial year for each loan's interest certificate.",
  ),
  closureLoanNotFound: fixed(
    'This loan is not in your credit report. Please refresh your loans and try again.',
  ),
  balanceTransferRepaidLoan: withParams<{ bank: string }>(
    ({ bank }) =>
      `Your ${bank} loan is already repaid, so there is nothing to move to another lender.`,
  ),
  balanceTransferNotReady: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `The ${DOCUMENT_DISPLAY_NAMES[documentType]} of your ${bank} loan is not ready yet. Please ask for the kit's documents, or wait until they are made, and try again.`,
  ),
  balanceTransferTooManyLinks: withParams<DocumentParams & { maximum: number }>(
    ({ documentType, bank, maximum }) =>
      `The ${DOCUMENT_DISPLAY_NAMES[documentType]} of your ${bank} loan is already in ${maximum} working links. Please revoke a pack or a share you no longer need, and try again.`,
  ),
  closureNothingToAsk: fixed(
    'A letter for the return of original documents is for a repaid home or vehicle loan whose documents the lender has not yet returned on time.',
  ),
  cersaiNotRepaidHomeLoan: fixed(
    'A letter asking the lender to file the satisfaction of its charge with CERSAI is for a repaid home loan only.',
  ),
  form35NotRepaidVehicleLoan: fixed(
    'Form 35, to remove the hypothecation from the registration certificate, is for a repaid vehicle loan only.',
  ),
  returnDateFormat: fixed('Please give the date your documents came back, such as 2026-11-24.'),
  returnNotTracked: fixed(
    'Only the documents of a repaid home or vehicle loan are tracked. Please refresh your loans.',
  ),
  returnDateOutOfRange: withParams<{ closedOn: string; today: string }>(
    ({ closedOn, today }) =>
      `The date your documents came back must be between the loan's closure (${closedOn}) and today (${today}).`,
  ),
  disputeNeedsStatement: withParams<{ bank: string }>(
    ({ bank }) =>
      `To check your credit record, please get a Statement of Account for this loan from ${bank} first: it is what the report is checked against.`,
  ),
  chargesNeedStatement: withParams<{ bank: string }>(
    ({ bank }) =>
      `To check the charges on this loan, please get a Statement of Account for it from ${bank} first: the charges are read from it.`,
  ),
  chargesNothingToQuestion: withParams<{ bank: string }>(
    ({ bank }) =>
      `Every charge on ${bank}'s statement for this loan was agreed in your sanction letter, so there is nothing to ask back.`,
  ),
  disputeNothingToDispute: withParams<{ bank: string }>(
    ({ bank }) =>
      `Your credit report matches ${bank}'s statement for this loan, so there is nothing to dispute.`,
  ),
  disputeAgainst: fixed(
    'Please say whom you raised the dispute with: the credit bureau, the lender, or both.',
  ),
  disputeDateFormat: fixed('Please give the day you raised the dispute, such as 2026-11-24.'),
  disputeDateInFuture: withParams<{ today: string }>(
    ({ today }) =>
      `The day you raised the dispute cannot be after today (${today}). Please record it once you have raised it.`,
  ),
  disputeDateBeforeLoan: withParams<{ openedOn: string }>(
    ({ openedOn }) =>
      `The day you raised the dispute cannot be before the loan was opened (${openedOn}).`,
  ),
  disputeAlreadyOpen: withParams<{ bank: string; filedOn: string }>(
    ({ bank, filedOn }) =>
      `You already have an open dispute about your ${bank} loan, raised on ${filedOn}. Mark it resolved before you record another.`,
  ),
  disputeNotOpen: withParams<{ bank: string }>(
    ({ bank }) =>
      `There is no open dispute about your ${bank} loan. Record the dispute you raised first.`,
  ),
  disputeStillDifferent: withParams<{ bank: string; reportDate: string }>(
    ({ bank, reportDate }) =>
      `Your credit report of ${reportDate} still shows this loan differently from ${bank}'s statement, so the dispute stays open. Once the bureau says it has corrected it, refresh your credit report and tap Resolved again.`,
  ),
  disputeLetterNotDue: withParams<{ bank: string }>(
    ({ bank }) =>
      `This letter is for a dispute about your ${bank} loan whose deadline has passed without a correction. Its deadline has not passed yet.`,
  ),
  taxSummaryConsentNeeded: fixed(
    'To make your tax summary, please consent to a credit report check first: your loans are read from it.',
  ),
  taxSummaryNoLoans: fixed(
    'Your credit report shows no loans, so there is no tax summary to make.',
  ),
  taxSummaryNothingInYear: withParams<{ year: string }>(
    ({ year }) =>
      `None of your loans had an instalment due in the financial year ${year}. Please choose another year.`,
  ),

  // Documents and share links
  fileNotAvailable: fixed('File is not available for download.'),
  documentDataNotKept: fixed(
    'This document was made before documents were also kept as data. Ask for it again to download it as data.',
  ),
  documentNotFound: fixed(
    'We could not find this document. Please refresh your documents and try again.',
  ),
  documentsNotFound: fixed('No documents were found for this PAN.'),
  downloadLinkExpired: fixed(
    'This download link has expired. Go back to the Document Center and try again.',
  ),
  shareLinkDead: fixed(
    'This link has expired or was withdrawn. Please ask the person who sent it for a new link.',
  ),
  shareHasSeveralDocuments: withParams<{ count: number; page: string }>(
    ({ count, page }) =>
      `This link carries ${count} documents. Open ${page} to view or download each of them.`,
  ),
  sharedDocumentNotInLink: fixed(
    'This document is not part of this link. Open the link again and choose a document from it.',
  ),
  documentNotReadyToShare: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]} from ${bank} is not ready to share. Please leave it out and try again.`,
  ),
  tooManySharedDocuments: fixed(
    'One link can carry at most 20 documents. Please choose fewer and try again.',
  ),
  documentTwice: fixed('A document is chosen twice. Please choose each document once.'),
  shareLinkUnknown: fixed('We could not find this share link.'),
  shareLinkRevoked: fixed('The share link no longer works.'),
  documentNotShareable: fixed('This document can no longer be shared.'),
  documentStillProcessing: fixed(
    'This document is still being prepared. Please share it once it is ready.',
  ),
  tooManyShareLinks: withParams<{ maximum: number }>(
    ({ maximum }) =>
      `This document already has ${maximum} working share links. Please revoke one and try again.`,
  ),
  verificationCodeUnknown: fixed(
    'We could not find a document with this code. Check the code printed on the document and try again.',
  ),
  dataDeleted: fixed(
    'Your documents, share links and credit report have been deleted. A masked record of your consent is kept for one year.',
  ),

  // Consent records
  consentPurpose: withParams<{ purpose: ConsentPurpose }>(({ purpose }) => PURPOSES[purpose]),
  dataCreditScore: fixed('Your credit score'),
  dataLoanAccounts: fixed('Your loan accounts as the credit bureau holds them'),
  dataDocument: withParams<DocumentParams & { account: string; year: string }>(
    ({ documentType, bank, account, year }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]}${year ? ` FY ${year}` : ''} — ${bank}, loan ${account}`,
  ),
  providerBureau: fixed('Credit bureau'),
  documentOfBank: withParams<DocumentParams>(
    ({ documentType, bank }) => `${DOCUMENT_DISPLAY_NAMES[documentType]} — ${bank}`,
  ),
  consentNotFound404: fixed(
    'We could not find this consent. Please refresh the list and try again.',
  ),
  consentNotActive: fixed(
    'This consent is no longer active, so there is nothing to withdraw. What was fetched under it is deleted when its 30 days end.',
  ),
  consentWithdrawn: withParams<{ documents: number; reports: number }>(
    ({ documents, reports }) =>
      `Consent withdrawn. We deleted ${documents} ${plural(documents, 'document', 'documents')} and ${reports} credit ${plural(reports, 'report', 'reports')} fetched under it.`,
  ),

  // The activity log
  activityReportFetched: fixed('Credit report fetched from the credit bureau'),
  activityDocumentsFetched: withParams<{ count: number; bank: string }>(
    ({ count, bank }) => `${count} ${plural(count, 'document', 'documents')} fetched from ${bank}`,
  ),
  activityBankRetried: withParams<{ bank: string }>(
    ({ bank }) => `You asked ${bank} again for your documents`,
  ),
  activityKeepTryingStarted: withParams<{ bank: string }>(
    ({ bank }) => `You asked us to keep trying ${bank} for your documents`,
  ),
  activityKeepTryingStopped: withParams<{ bank: string }>(
    ({ bank }) => `You asked us to stop trying ${bank}`,
  ),
  activityKeepTryingRecovered: withParams<{ count: number; bank: string }>(
    ({ count, bank }) =>
      `We kept trying ${bank} and it answered: ${count} ${plural(count, 'document is', 'documents are')} ready in your Document Center`,
  ),
  activityKeepTryingGaveUp: withParams<{ bank: string }>(
    ({ bank }) =>
      `We stopped trying ${bank}: it did not send your documents while we kept asking. Please contact ${bank} directly — its grievance desk's email and phone are on your request's screen`,
  ),
  activityDocumentDownloaded: withParams<DocumentParams>(
    ({ documentType, bank }) => `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) downloaded`,
  ),
  activityDocumentDataDownloaded: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) downloaded as data (JSON)`,
  ),
  activityDocumentViewed: withParams<DocumentParams>(
    ({ documentType, bank }) => `${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank}) viewed`,
  ),
  activityShareCreated: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `Share link made for ${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank})`,
  ),
  activityBalanceTransferPack: withParams<{ bank: string; count: number }>(
    ({ bank, count }) =>
      `Balance-transfer pack made for your ${bank} loan: one link for ${count} documents`,
  ),
  activityShareCreatedSeveral: withParams<{ count: number }>(
    ({ count }) => `Share link made for ${count} documents`,
  ),
  activityShareOpened: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `Share link opened: ${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank})`,
  ),
  activityShareRevoked: withParams<DocumentParams>(
    ({ documentType, bank }) =>
      `Share link withdrawn: ${DOCUMENT_DISPLAY_NAMES[documentType]} (${bank})`,
  ),
  activityShareRevokedSeveral: withParams<{ count: number }>(
    ({ count }) => `Share link for ${count} documents withdrawn`,
  ),
  activityConsentGiven: withParams<{ purpose: ConsentPurpose }>(
    ({ purpose }) => `Consent given: ${PURPOSES[purpose]}`,
  ),
  activityConsentWithdrawn: withParams<{ purpose: ConsentPurpose }>(
    ({ purpose }) => `Consent withdrawn: ${PURPOSES[purpose]}`,
  ),
  activityTaxSummary: withParams<{ year: string }>(
    ({ year }) => `Tax summary for the financial year ${year} downloaded`,
  ),
  activityClosureLetter: withParams<{ bank: string }>(
    ({ bank }) => `Letter to ${bank}'s grievance officer about your loan documents downloaded`,
  ),
  activityCersaiLetter: withParams<{ bank: string }>(
    ({ bank }) =>
      `Letter to ${bank}'s grievance officer asking it to file the satisfaction of its charge with CERSAI downloaded`,
  ),
  activityForm35: withParams<{ bank: string }>(
    ({ bank }) => `Form 35 for your ${bank} vehicle loan downloaded`,
  ),
  activityChargesLetter: withParams<{ bank: string }>(
    ({ bank }) => `Letter to ${bank}'s grievance officer asking for a refund of charges downloaded`,
  ),
  activityRequestLetter: withParams<{ bank: string }>(
    ({ bank }) => `Letter to ${bank}'s grievance officer asking for your documents downloaded`,
  ),
  activityDisputeSummary: withParams<{ bank: string }>(
    ({ bank }) => `Credit report dispute summary for your ${bank} loan downloaded`,
  ),
  activityDisputeRecorded: withParams<{ bank: string }>(
    ({ bank }) => `Dispute about your ${bank} loan's credit record noted`,
  ),
  activityDisputeResolved: withParams<{ bank: string }>(
    ({ bank }) => `Dispute about your ${bank} loan's credit record resolved`,
  ),
  activityDisputeLetter: withParams<{ bank: string; to: string }>(({ bank, to }) =>
    to === 'ombudsman'
      ? `Complaint for the RBI Ombudsman about your ${bank} loan's credit record downloaded`
      : to === 'bureau'
        ? `Letter to the credit bureau's nodal officer about your ${bank} loan downloaded`
        : `Letter to ${bank}'s nodal officer about your credit record downloaded`,
  ),
  activityDataDeleted: fixed('All your data deleted'),
  activityDataExported: withParams<{ count: number }>(
    ({ count }) =>
      `A copy of all your data downloaded (${count} ${count === 1 ? 'document' : 'documents'})`,
  ),
  activitySignedIn: fixed('Signed in'),
  activitySignedOut: withParams<{ everywhere: number }>(({ everywhere }) =>
    everywhere ? 'Signed out on every device' : 'Signed out',
  ),

  // Sandbox
  sandboxInvalidPhone: fixed(
    'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, without +91.',
  ),
} as const;

export type MessageKey = keyof typeof ENGLISH;
export type ParamsOf<K extends MessageKey> = Parameters<(typeof ENGLISH)[K]>[0];

/** A language's sentences: one for every key, taking that key's parameters. */
export type SentenceTable = { readonly [K in MessageKey]: (params: ParamsOf<K>) => string };
