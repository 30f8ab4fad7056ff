/** English texts of the documentSelection namespace. Texts quoted by the product specification are verbatim. */
export const documentSelection = {
  title: 'Choose your documents',
  subtitle: 'Pick the documents you need for each loan. One OTP will cover them all.',
  types: {
    statement_of_account: {
      name: 'Statement of Account',
      description: 'Every payment, charge and balance on the loan, transaction by transaction.',
    },
    repayment_schedule: {
      name: 'Repayment Schedule',
      description: 'Your full EMI plan: each instalment with its principal, interest and balance.',
    },
    sanction_letter: {
      name: 'Sanction Letter',
      description: 'The terms your loan was approved on: amount, rate, tenure and fees.',
    },
    foreclosure_letter: {
      name: 'Foreclosure Letter',
      description: 'The amount to close the loan today, and the date it is valid until.',
    },
    interest_certificate: {
      name: 'Interest Certificate',
      description:
        'Principal and interest of one financial year, month by month, for your income tax return.',
    },
    no_dues_certificate: {
      name: 'No-dues Certificate',
      description:
        'The lender’s word that the loan is repaid in full and nothing is due. Keep it for good.',
    },
    documents_held: {
      name: 'List of Documents Held',
      description:
        'The original papers the lender keeps against your home or vehicle loan, such as title deeds. A new lender asks for it to take the loan over.',
    },
  },
  popular: 'Popular',
  quick: {
    heading: 'Quick Selection',
    clearAll: 'Clear All',
    selectPopular: 'Select Popular',
    selectAllDocuments: 'Select All Documents',
  },
  loan: {
    account: 'Account {{accountId}}',
    accountShort: 'A/c {{accountId}}',
    selectAll: 'Select All',
    clear: 'Clear',
    forLoan: 'for {{bankName}} {{accountId}}',
    // The noun agrees with the total ("1 of 4 documents").
    chosen: '{{count}} of {{total}} $t(loan.document, {"count": {{total}} })',
    document_one: 'document',
    document_other: 'documents',
    documentsLabel: 'Documents for {{bankName}}, {{loanType}}',
  },
  summary: {
    heading: 'Your selection',
    documents_one: '{{count}} document selected',
    documents_other: '{{count}} documents selected',
    acrossBanks_one: 'across {{count}} bank',
    acrossBanks_other: 'across {{count}} banks',
    none: 'No documents selected yet',
    bankDocuments_one: '{{count}} document',
    bankDocuments_other: '{{count}} documents',
  },
  recent: {
    have: 'You have one from {{date}}',
    title_one: 'You already have this document',
    title_other: 'You already have {{count}} of these documents',
    text: 'They were made in the last 24 hours. Open them here, keep the ones you have, or ask the banks for new versions anyway.',
    made: 'made {{date}}',
    open: 'Open',
    useExisting: 'Keep the ones I have',
    requestAnyway: 'Request new versions anyway',
    downloadStarted: 'Download started!',
    downloadFailed: 'Failed to download document',
  },
  required: 'Please select at least one document type',
  continue: 'Continue',
} as const;
