/** English texts of the loansList namespace. Texts quoted by the product specification are verbatim. */
export const loansList = {
  title: 'Your loan accounts',
  subtitle: 'From your credit report, across all your lenders.',
  loading: 'Fetching your credit report...',
  error: {
    title: 'No Data Available',
    fallback: 'Failed to fetch CIBIL report',
    retry: 'Retry',
  },
  sessionEnded: {
    title: 'Please give your consent again',
    text: 'For your security, access to your credit report has ended. Verify your mobile number again to see your loans.',
    action: 'Give consent again',
  },
  score: {
    heading: 'Credit score',
    gaugeLabel: 'Credit score {{score}} on a scale of 300 to 900: {{band}}',
    scale: 'Scale 300 – 900',
    reportDate: 'Credit report as of {{date}}',
    bands: {
      Excellent: 'Excellent',
      Good: 'Good',
      Fair: 'Fair',
    },
    bandHint: {
      Excellent: 'Lenders see you as a very low-risk borrower.',
      Good: 'Most lenders see this as a healthy score.',
      Fair: 'Paying every EMI on time will lift this score.',
    },
    noHistory: {
      title: 'No credit history found',
      text: 'The credit bureau has no credit score for this PAN yet. This is normal if you have not had a loan or credit card before.',
      howItStarts:
        'A credit history starts when a lender reports your first loan or credit card. After about six months of paying on time you get a score. A small credit card, or one backed by a fixed deposit, is a common first step.',
    },
  },
  summary: {
    label: 'Summary of your loans',
    totalLoans: 'Total loans',
    active: 'Active',
    overdue: 'Overdue',
    outstanding: 'Total outstanding',
  },
  list: {
    heading: 'Loan accounts',
    selectAll: 'Select All',
    clearAll: 'Clear All',
    hint: 'Select the loans you want documents for.',
  },
  loanTypes: {
    home_loan: 'Home Loan',
    personal_loan: 'Personal Loan',
    business_loan: 'Business Loan',
    auto_loan: 'Auto Loan',
    credit_card: 'Credit Card',
    other: 'Other Loan',
  },
  status: {
    ACTIVE: 'Active',
    OVERDUE: 'Overdue',
    CLOSED: 'Closed',
  },
  card: {
    account: 'Account {{accountId}}',
    accountShort: 'A/c {{accountId}}',
    outstanding: 'Outstanding',
    emi: 'EMI',
    nextDue: 'Next due',
    noDue: 'Nil',
    repaid: '{{percent}}% repaid',
    repaidLabel: 'Share of the loan repaid',
    overdueAmount: 'Overdue {{amount}}',
    daysPastDue_one: '{{count}} day past due',
    daysPastDue_other: '{{count}} days past due',
    overdueSince: 'Unpaid since {{date}}.',
    overduePerBureau: 'Your credit report shows this loan as overdue.',
    overdueCheck:
      'Paid it already? Ask for {{bank, possessive}} statement of account: we check the credit report against the bank’s own record.',
    closedOn: 'Repaid on {{date}}',
    overdueNext: {
      recent:
        'Pay {{amount}} to {{bank}} soon: late fees add up, and a payment 30 days late is reported to the credit bureaus and lowers your score.',
      sma: 'Each month it stays unpaid is reported to the credit bureaus and lowers your score. After 90 days past due {{bank}} can classify the loan as a non-performing asset (NPA) and start recovery. Pay {{amount}}, or ask {{bank}} for a repayment plan.',
      npa: 'This loan is more than 90 days past due: {{bank}} can classify it as a non-performing asset (NPA) and start recovery. Contact {{bank}} now to agree how to repay {{amount}}.',
    },
  },
  loanLine: '{{bank}} · {{loanType}} · A/c {{accountId}}',
  chargesCheck: {
    heading: 'Charges to question',
    onCard_one: '{{count}} charge on {{bank, possessive}} statement to question.',
    onCard_other: '{{count}} charges on {{bank, possessive}} statement to question.',
    intro: 'Checked against the charges your sanction letter’s Key Fact Statement agreed.',
    problem: {
      'not-allowed':
        'Not allowed: RBI bars foreclosure and prepayment charges on floating-rate loans to individuals.',
      'not-in-kfs': 'Not in your Key Fact Statement.',
    },
    next: 'Send this letter to {{bank, possessive}} grievance officer: it lists these charges, says why each should not have been charged, and asks for a refund. If they do not resolve it within 30 days, you can complain to the RBI Ombudsman at cms.rbi.org.in.',
    download: 'Download letter',
    downloading: 'Preparing…',
    downloaded: 'Letter to {{bank, possessive}} grievance officer downloaded',
    failed: 'We could not prepare your letter. Please try again.',
  },
  recordCheck: {
    matches: 'Your credit report matches {{bank, possessive}} statement of {{date}}.',
    statusWords: { ACTIVE: 'active', OVERDUE: 'overdue', CLOSED: 'closed' },
    closedByLender:
      'Your credit report still shows this loan as {{bureau}}; {{bank, possessive}} statement shows it closed on {{date}}.',
    openByLender:
      'Your credit report shows this loan as closed; {{bank, possessive}} statement shows it still {{lender}}.',
    outstanding:
      'Your credit report shows {{bureau}} outstanding; {{bank, possessive}} statement shows {{lender}}.',
    daysPastDue:
      'Your credit report shows {{bureau}} days past due; {{bank, possessive}} statement shows {{lender}}.',
    heading: 'Your credit report disagrees with your lender',
    next: 'Raise a dispute on the credit bureau’s website and attach this summary with {{bank, possessive}} statement. The bureau must resolve it within 30 days, or pay you ₹100 a day after that.',
    download: 'Download dispute summary',
    downloading: 'Preparing…',
    downloaded: 'Dispute summary for your {{bank}} loan downloaded',
    failed: 'We could not prepare your dispute summary. Please try again.',
  },
  dispute: {
    heading: 'Your credit report dispute',
    rule: 'RBI rules: the lender must send the correction to the credit bureau within 21 days of your complaint, and it must be resolved within 30 days. After that you are owed ₹100 for every day, paid within 5 working days of the resolution.',
    open: 'I raised a dispute',
    form: {
      legend: 'Whom did you raise it with?',
      bureau: 'The credit bureau',
      lender: '{{bank}}',
      date: 'Day you raised it',
      save: 'Start the clocks',
      saving: 'Saving…',
      cancel: 'Cancel',
      saved: 'Your dispute of {{date}} is noted. We count the RBI’s days from it.',
      failed: 'We could not note your dispute. Please try again.',
      chooseOne: 'Please choose the credit bureau, {{bank}}, or both.',
    },
    against: {
      bureau: 'with the credit bureau',
      lender: 'with {{bank}}',
      both: 'with the credit bureau and {{bank}}',
    },
    filedOn: 'Raised on',
    lenderDueBy: 'Lender’s correction due',
    bureauDueBy: 'Resolution due',
    missed: 'Missed',
    owed: 'Compensation',
    owedSoFar: '{{amount}} due to you so far',
    overdue_one: '{{count}} day overdue · ₹100 a day until resolved',
    overdue_other: '{{count}} days overdue · ₹100 a day until resolved',
    next: {
      waiting:
        'Both clocks are running. If your credit report is not corrected by {{date}}, you are owed ₹100 a day.',
      'lender-late':
        '{{bank}} has not sent the correction in its 21 days. Send this letter to its nodal officer.',
      overdue:
        'The 30 days are over and ₹100 a day is owed to you. Send the next letter; if nobody answers within 30 days, complain to the RBI Ombudsman at cms.rbi.org.in.',
    },
    letters: {
      lender: 'Letter to {{bank, possessive}} nodal officer',
      bureau: 'Letter to the credit bureau’s nodal officer',
      ombudsman: 'Complaint for the RBI Ombudsman',
    },
    downloading: 'Preparing…',
    downloaded: {
      lender: 'Letter to {{bank, possessive}} nodal officer downloaded',
      bureau: 'Letter to the credit bureau’s nodal officer downloaded',
      ombudsman: 'Complaint for the RBI Ombudsman downloaded',
    },
    failed: 'We could not prepare your letter. Please try again.',
    resolve: {
      open: 'Resolved',
      text: 'We check that your credit report now agrees with {{bank, possessive}} statement. Refresh your credit report first (one OTP), then check it.',
      refresh: 'Refresh from the credit bureau',
      check: 'Check my report',
      checking: 'Checking…',
      cancel: 'Not yet',
      done: 'Your credit report agrees with {{bank}} now. Dispute resolved.',
      failed: 'We could not check your report. Please try again.',
    },
    resolved: {
      inTime: 'Resolved on {{date}}, within the 30 days.',
      late: 'Resolved on {{date}}, {{days}} days late: {{amount}} is due to you by {{payBy}}.',
    },
  },
  closure: {
    heading: 'Getting your documents back',
    security: {
      property: 'original property documents',
      vehicle: 'vehicle documents and hypothecation removal',
    },
    rule: 'After a loan is repaid, RBI rules give the lender 30 days to return your {{security}}, and ₹5,000 for each day it is late.',
    repaidOn: 'Repaid',
    returnBy: 'Due back by',
    returnedOn: 'Returned',
    daysLeft_one: '{{count}} day left',
    daysLeft_other: '{{count}} days left',
    dueToday: 'Due today',
    late_one: '{{count}} day late',
    late_other: '{{count}} days late',
    owed: 'Compensation owed to you so far',
    owedDaily: '₹5,000 a day until they are returned',
    next: {
      waiting:
        'Not back yet? Send this letter to {{bank, possessive}} grievance officer: it asks for them by {{date}} and cites the RBI rule.',
      late: 'Send this letter to {{bank, possessive}} grievance officer: it asks for your documents and the compensation. If they do not resolve it within 30 days, you can complain to the RBI Ombudsman at cms.rbi.org.in.',
      returnedLate:
        'They came back late. Send this letter to {{bank, possessive}} grievance officer to claim the compensation.',
      returned: 'Returned on time. Keep them safe with your No-dues Certificate.',
    },
    back: {
      open: 'I have them back',
      label: 'Day they came back',
      save: 'Save',
      saving: 'Saving…',
      cancel: 'Cancel',
      saved: 'Saved: your documents came back on {{date}}',
      failed: 'We could not save that. Please try again.',
    },
    download: 'Download letter',
    downloading: 'Preparing…',
    downloaded: 'Letter to {{bank, possessive}} grievance officer downloaded',
    failed: 'We could not prepare your letter. Please try again.',
    bureau: {
      heading: 'Your credit report',
      pending: 'Your credit report should show this loan closed by {{date}}.',
      showsClosed: 'Your credit report shows this loan closed, as it should by {{date}}.',
      stillOpen:
        'The credit report should show it closed by {{date}}; it still shows it open — raise a dispute.',
      rule: '{{bank}} reports it as of {{asOf}} and must send it to the credit bureaus by {{sentBy}}; they then have 5 days to show it (RBI: lenders report as of the 15th and the last day of each month).',
    },
    bureauCard: {
      heading: 'A repaid loan on your credit report',
      intro:
        'Your lender says this loan is repaid. Until your credit report says so too, other lenders see it as running.',
    },
    cersai: {
      heading: 'The charge on your property at CERSAI',
      rule: '{{bank}} must also file with CERSAI, the government registry of charges, that its charge on your property is satisfied, by {{date}}.',
      passed: 'That date has passed.',
      check:
        'Check it yourself on CERSAI’s public search: search by borrower (your name) or by asset (the property’s address).',
      search: 'Search on www.cersai.org.in',
      letter: 'Not shown as satisfied? This letter asks {{bank}} to file it by {{date}}.',
      download: 'Download CERSAI letter',
      downloaded: 'Letter to {{bank, possessive}} grievance officer about CERSAI downloaded',
    },
    form35: {
      heading: 'Removing the hypothecation from your RC',
      steps: {
        noc: 'Get the no-objection certificate (NOC) and Form 35 signed by {{bank}}.',
        submit:
          'Submit them with your RC, insurance and PUC certificate at your RTO, or apply online on Parivahan (VAHAN).',
        newRc: 'The RTO then gives you an RC without {{bank, possessive}} name on it.',
      },
      online: 'Apply on parivahan.gov.in',
      prefilled:
        'Form 35 comes ready with your name, the lender and the day the loan ended; fill in the registration number.',
      download: 'Download Form 35',
      downloaded: 'Form 35 for your {{bank}} loan downloaded',
      failed: 'We could not prepare Form 35. Please try again.',
    },
  },
  quickRequest: {
    heading: 'The documents most people need',
    text_one:
      'The statement of account and the repayment schedule of your loan. You will see the whole request before you give consent.',
    text_other:
      'The statement of account and the repayment schedule of each of your {{count}} loans. You will see the whole request before you give consent.',
    action: 'Get statements and schedules',
  },
  selection: {
    // The noun agrees with the total ("1 of 3 loans selected").
    count: '{{count}} of {{total}} $t(selection.loan, {"count": {{total}} }) selected',
    loan_one: 'loan',
    loan_other: 'loans',
    selectDocuments: 'Select Documents',
    required: 'Please select at least one loan account',
  },
  nextSteps: {
    heading: 'What you can do',
    checkPan: 'Check the PAN you entered is the one on your loan papers.',
    checkPanAction: 'Check my PAN',
    newLoan:
      'A new loan can take 30–45 days to reach your credit report: come back later and refresh.',
    home: 'Home',
  },
  empty: {
    title: 'No loan accounts found',
    text: 'Your credit report does not list any loan accounts for this PAN. If you have recently taken a loan, it can take a few weeks to appear. Refresh your data to check again.',
    refresh: 'Refresh CIBIL Data',
  },
  consentEnded: {
    title: 'Your credit report needs a fresh consent',
    text: 'We read your credit report only while a consent of yours is in force (each lasts 30 days, until you withdraw it), and none is now. Your documents stay where they are. Give consent with one OTP to see your loans as they are today.',
    action: 'Refresh from the credit bureau',
  },
} as const;
