/** Every route of the app, by name; no screen writes a path string of its own. */
export const paths = {
  landing: '/',
  learnMore: '/learn-more',
  panEntry: '/pan-entry',
  consent: '/consent',
  dashboard: '/dashboard',
  documents: '/documents',
  panVerification: '/pan-verification',
  cibilConsent: '/cibil-consent',
  loansList: '/loans-list',
  documentSelection: '/document-selection',
  batchConsent: '/batch-consent',
  batchOtpVerify: '/batch-otp-verify',
  documentCenter: '/document-center',
} as const;
