/** English texts shared by every screen. Texts quoted by the product specification are verbatim. */
export const common = {
  appName: 'Loan Documents',
  tagline: 'All your loan documents, one place',
  language: {
    label: 'Language',
  },
  step: 'Step {{current}} of {{total}}',
  backToHome: 'Back to Home',
  back: 'Back',
  loading: 'Loading…',
  notifications: 'Notifications',
  skipToContent: 'Skip to main content',
  offline: {
    banner: 'You are offline. What you entered is kept; anything you tap needs a connection.',
    backOnline: 'You are back online.',
  },
  screenError: {
    loadTitle: 'This screen did not load',
    loadText: 'Its page did not arrive. What you entered is kept — try again.',
    offlineText: 'You are offline. What you entered is kept — try again when you are connected.',
    failedTitle: 'Something went wrong on this screen',
    failedText: 'What you entered is kept. Try again, or go back to the home page.',
    tryAgain: 'Try again',
  },
  sandbox: {
    label: 'Sandbox mode',
    banner: 'Sandbox mode: no real bank is contacted and no SMS is sent.',
    outboxHint: 'Read OTPs in the sandbox outbox',
  },
  errors: {
    offline: 'You are offline — try again when you are connected',
    tryAgain: 'Try again',
  },
  header: {
    getStarted: 'Get Started',
    navigation: 'Main',
  },
  otp: {
    sendNew: 'Send a new OTP',
    waitToResend: 'You can ask for a new OTP in {{time}}',
  },
  account: {
    home: 'Your home',
    myDocuments: 'My Documents',
    menu: 'Account',
    signedInAs: 'Signed in as',
    myConsents: 'My consents & activity',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    signOutFailed: 'We could not sign you out. Please try again.',
  },
  footer: {
    about:
      'Statements, schedules and letters for all your loans, fetched with your consent from 25+ banks and NBFCs.',
    services: 'Services',
    servicesList: {
      statement: 'Statement of Account',
      schedule: 'Repayment Schedule',
      sanction: 'Sanction Letter',
      foreclosure: 'Foreclosure Letter',
    },
    security: 'Security',
    securityList: {
      otp: 'Consent by OTP',
      encryption: 'Encrypted storage',
      retention: 'Documents deleted after 30 days',
      learnMore: 'How we protect your data',
    },
    grievance: 'Grievances about your data: {{name}},',
    copyright: '© 2024 Loan Documents. All rights reserved.',
  },
} as const;
