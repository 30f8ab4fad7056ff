/** English texts of the batchConsent namespace. Texts quoted by the product specification are verbatim. */
export const batchConsent = {
  title: 'Review and give consent',
  subtitle: 'Check what will be requested from your banks, then confirm it with one OTP.',
  summary: {
    heading: 'Your request',
    banks_one: 'Bank',
    banks_other: 'Banks',
    loans_one: 'Loan',
    loans_other: 'Loans',
    documents_one: 'Document',
    documents_other: 'Documents',
    perBank: 'By bank',
    bankDocuments_one: '{{count}} document',
    bankDocuments_other: '{{count}} documents',
    loan: '{{loanType}} · A/c {{accountId}}',
    loanLabel: '{{loanType}}, account {{accountId}}',
  },
  terms: {
    heading: 'Consent terms',
    what: {
      label: 'What we fetch',
      text_one: 'The {{count}} document listed above, from your lender.',
      text_other: 'The {{count}} documents listed above, from your lenders.',
    },
    from: {
      label: 'From which banks',
      text: 'Only {{banks}}. No other bank is contacted.',
    },
    otp: {
      label: 'One OTP for all',
      text_one:
        'A single OTP sent to your mobile number authorises this request to {{count}} bank.',
      text_other:
        'A single OTP sent to your mobile number authorises this request to all {{count}} banks. You do not need a separate OTP for each bank.',
    },
    time: {
      label: 'How long it takes',
      text: 'Usually 5-10 minutes. You can watch each bank being processed on the next screen.',
    },
    retention: {
      label: 'How long we keep them',
      text: 'Your documents are stored encrypted for 30 days and then deleted automatically.',
    },
    delete: {
      label: 'How to delete them',
      text: 'Delete your documents and data at any time from the Document Center.',
    },
  },
  agree:
    'I authorise Loan Documents to request the documents listed above from these banks on my behalf, confirmed by a single OTP.',
  agreeRequired: 'Please provide your consent to proceed',
  submit: 'Continue & Send OTP',
  submitting: 'Creating your request...',
  createFailed: 'Failed to create batch consent',
} as const;
