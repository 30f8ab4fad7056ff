/** English texts of the learnMore namespace. Texts quoted by the product specification are verbatim. */
export const learnMore = {
  pageTitle: 'How it works',
  title: 'How Loan Documents works',
  subtitle:
    'What happens when you ask for your loan documents, what you agree to, and how your data is protected.',
  contents: 'On this page',
  getStarted: 'Get Started Now',
  how: {
    title: 'How it works',
    pan: {
      title: 'Verify your PAN',
      body: 'Type your PAN and your name as on the card, or upload a photo of the card. The PAN is checked before anything else happens.',
    },
    consent: {
      title: 'Consent to a credit-report check',
      body: 'Enter your mobile number. We send a one-time password (OTP); entering it is your consent to fetch your credit report.',
    },
    loans: {
      title: 'See your loans and choose documents',
      body: 'Every loan on your credit report is listed by lender. Pick the loans and, for each one, the documents you need.',
    },
    batch: {
      title: 'Approve once, for every bank',
      body: 'One OTP approves the request to all the lenders you chose. They are contacted at the same time, and most requests are ready in 5–\u206010 minutes.',
    },
    documents: {
      title: 'View, download and share',
      body: 'Your PDFs appear in the Document Center. A share link works for 24 hours.',
    },
  },
  consent: {
    title: 'What your consent means',
    intro:
      'You give consent by entering an OTP sent to your mobile. Nothing is fetched without it.',
    what: {
      term: 'What is fetched',
      detail:
        'Your credit report and the details of your loan accounts, and the documents you choose for those loans.',
    },
    from: {
      term: 'From whom',
      detail:
        'The credit bureau, for your credit report, and your lenders (the banks and NBFCs of the loans you select), for the documents.',
    },
    why: {
      term: 'Why',
      detail: 'To find your loans and fetch the documents you asked for. Nothing else.',
    },
    howLong: {
      term: 'For how long',
      detail:
        'Your consent is used for this request only. Documents are kept for 30 days and then deleted. A masked record of your consent, without your full PAN or mobile number, is kept for one year.',
    },
    withdraw: {
      term: 'How to withdraw',
      detail:
        'Withdraw a consent at any time under My consents & activity (the account menu, once signed in): what was fetched under it is deleted. Or delete all your data (see "Your data" below): your documents, loan details and access are removed.',
    },
  },
  retention: {
    title: 'Your documents are kept for 30 days',
    body: 'Every document is stored for 30 days after it is generated and is then deleted automatically, together with any share links. Download the documents you want to keep.',
  },
  security: {
    title: 'How your data is protected',
    otp: {
      title: 'OTP for every consent',
      body: 'One-time passwords expire after 5 minutes, work only once and stop working after 5 wrong tries.',
    },
    encryption: {
      title: 'Encrypted storage',
      body: 'Documents are encrypted with AES-256. Your PAN and mobile number are stored encrypted, never as plain text.',
    },
    access: {
      title: 'Only you can open your documents',
      body: 'Access is tied to the OTP you verified. Download and share links are short-lived and open only your own documents.',
    },
  },
  yourData: {
    title: 'Your data',
    body: 'Your documents are deleted automatically 30 days after they are generated. You can also ask for your data to be deleted sooner.',
    deleteNow:
      'Delete your documents, share links and credit report now, instead of waiting 30 days.',
    signedOut:
      'Deleting your data needs you to be signed in, so that only you can do it. Otherwise everything is deleted automatically 30 days after your documents are generated. To delete it sooner, sign in with your PAN and an OTP to the mobile number on your credit record, then use "Delete my data now" here or in the Document Center.',
    verify: 'Sign in',
  },
  sandbox: {
    title: 'Sandbox mode',
    intro:
      'This service is running in sandbox mode. No real bank, NBFC or credit bureau is contacted and no SMS is sent. Credit reports, loans and documents are generated for testing.',
    personasTitle: 'Sample borrowers',
    personasIntro:
      'Use one of these PANs to try a scenario. Any other valid individual PAN works too.',
    pan: 'PAN',
    name: 'Name',
    mobile: 'Mobile',
    scenario: 'Scenario',
    scenarios: {
      'several-loans': 'Several loans at different lenders',
      'no-loans': 'No loans',
      overdue: 'A loan with missed EMIs',
      'failing-lender': 'One lender fails for a day, then answers',
      'no-history': 'No credit history',
      'closed-loans': 'Closed loans',
      'bureau-mismatch': 'Credit report mismatch',
      'unexpected-charges': 'Unexpected charges',
    },
    outboxTitle: 'Where to find the OTP',
    outbox:
      'OTPs are not sent by SMS. Open the address below with the 10-digit mobile number to read them, newest first:',
    outboxPlaceholder: '10-digit mobile',
    openOutbox: 'Open outbox',
    personasError: 'The sample borrowers could not be loaded.',
  },
} as const;
