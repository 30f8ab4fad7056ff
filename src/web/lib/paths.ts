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
  /** Public: what a share link carries, for whoever it was sent to. */
  sharedDocuments: '/s/:token',
  /** Public: what a document's verification code stands for, and checking a copy. */
  verifyDocument: '/verify/:code',
  signIn: '/sign-in',
  myConsents: '/my-consents',
  /** The signed-in borrower's home: where a sign-in lands. */
  home: '/home',
} as const;

/** The screens a sign-in may return to: those a signed-out borrower is sent away from. */
export const signInNextScreens = [
  paths.home,
  paths.documentCenter,
  paths.myConsents,
  paths.loansList,
] as const;

/** Where a sign-in goes once it has succeeded: the screen that asked for it. */
export type SignInNext = (typeof signInNextScreens)[number];

/**
 * /sign-in, returning to `next` afterwards (the home when not said). A screen that sends a
 * signed-out borrower there says which it was, and the sign-in page says why they are asked to
 * sign in.
 */
export function signInPath(next?: SignInNext): string {
  return next ? `${paths.signIn}?next=${encodeURIComponent(next)}` : paths.signIn;
}
