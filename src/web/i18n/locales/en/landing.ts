/** English texts of the landing namespace. Texts quoted by the product specification are verbatim. */
export const landing = {
  hero: {
    eyebrow: 'For borrowers of 25+ banks and NBFCs',
    title: 'All your loan documents, from every lender, in one place',
    subtitle:
      'Enter your PAN, give consent once by OTP, and get statements, repayment schedules, sanction letters and foreclosure letters for all your loans.',
    getStartedNow: 'Get Started Now',
    learnMore: 'Learn More',
    claimsLabel: 'What you get',
    claims: {
      noBranch: 'No branch visits',
      noMessagingApp: 'No messaging app needed',
      oneOtp: 'One-time OTP consent',
      multiBank: 'Multi-bank support',
      instant: 'Instant access',
    },
    panelTitle: 'Documents for every loan',
    panelNote: 'PDFs kept for 30 days, then deleted automatically.',
  },
  documents: {
    statement: 'Statement of Account',
    statementNote: 'Every EMI, charge and balance',
    schedule: 'Repayment Schedule',
    scheduleNote: 'All instalments, principal and interest',
    sanction: 'Sanction Letter',
    sanctionNote: 'Amount, rate, tenure and fees',
    foreclosure: 'Foreclosure Letter',
    foreclosureNote: 'What it takes to close the loan today',
  },
  features: {
    title: 'Everything your loans need, without the paperwork',
    subtitle: 'Built for borrowers who have loans with more than one bank.',
    allDocuments: {
      title: 'All Loan Documents',
      body: 'Statement of account, repayment schedule, sanction letter and foreclosure letter for each of your loans.',
    },
    instantRetrieval: {
      title: 'Instant Retrieval',
      body: 'One request goes to all your lenders at the same time. Most requests are ready in 5–\u206010 minutes.',
    },
    security: {
      title: 'Bank-Grade Security',
      body: 'Consent by OTP, documents encrypted at rest, and everything deleted automatically after 30 days.',
    },
    cibil: {
      title: 'CIBIL Integration',
      body: 'Your loans are found through your credit report, so you never have to list them yourself.',
    },
  },
  process: {
    title: 'How it works',
    subtitle: 'Four simple steps, and one OTP for all your banks.',
    stepLabel: 'Step {{number}}',
    pan: {
      title: 'Enter your PAN',
      body: 'Type it in, or upload a photo of your PAN card and we read it for you.',
    },
    loans: {
      title: 'View your loans',
      body: 'Consent by OTP and see every loan on your credit report, across all lenders.',
    },
    select: {
      title: 'Select documents per bank',
      body: 'Choose the documents you need for each loan.',
    },
    get: {
      title: 'Get documents in the app',
      body: 'Approve with one OTP, then view, download or share your PDFs.',
    },
  },
  whyChoose: {
    title: 'Why choose Loan Documents?',
    subtitle:
      'Getting loan papers usually means a branch visit or an email to every lender. Here it takes one request.',
    noBranch: {
      title: 'No branch visits',
      body: 'Everything happens on your phone, whenever it suits you.',
    },
    noMessagingApp: {
      title: 'No messaging app needed',
      body: 'OTPs arrive by SMS and your documents stay in the app.',
    },
    oneOtp: {
      title: 'One OTP for all your banks',
      body: 'A single approval covers every lender you choose.',
    },
    banks: {
      title: '25+ banks and NBFCs',
      body: 'Home, personal, business and auto loans, and credit cards.',
    },
    retention: {
      title: 'Deleted after 30 days',
      body: 'Your documents are removed automatically. Nothing is kept longer than it needs to be.',
    },
    cta: 'Find My Loans',
  },
  finalCta: {
    title: 'Ready to get your loan documents?',
    subtitle: 'Keep your PAN card and your mobile phone handy. It takes a few minutes.',
    button: 'Start Document Retrieval',
  },
} as const;
