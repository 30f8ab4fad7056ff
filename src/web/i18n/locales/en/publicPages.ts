/**
 * English texts of the publicPages namespace: the pages anyone can open without signing in —
 * a share link's page (/s/<token>) and checking a document by its code (/verify/<code>).
 */
export const publicPages = {
  layout: {
    secure: 'Secure page',
    footer: 'Loan Documents keeps documents for 30 days and then deletes them.',
    about: 'What is Loan Documents?',
  },
  types: {
    statement_of_account: 'Statement of Account',
    repayment_schedule: 'Repayment Schedule',
    sanction_letter: 'Sanction Letter',
    foreclosure_letter: 'Foreclosure Letter',
    interest_certificate: 'Interest Certificate',
    no_dues_certificate: 'No-dues Certificate',
    documents_held: 'List of Documents Held',
  },
  loanTypes: {
    home_loan: 'Home Loan',
    personal_loan: 'Personal Loan',
    business_loan: 'Business Loan',
    auto_loan: 'Auto Loan',
    credit_card: 'Credit Card',
    other: 'Other Loan',
  },
  share: {
    pageTitle: 'Shared loan documents',
    loading: 'Opening the shared documents…',
    title_one: 'A loan document has been shared with you',
    title_other: '{{count}} loan documents have been shared with you',
    intro:
      'Each document is a copy of what the lender issued, digitally signed. You can view it here or download it.',
    expires: 'This link works until {{date}}.',
    lender: 'Lender',
    loan: 'Loan',
    account: 'A/c {{account}}',
    issued: 'Issued',
    size: 'File size',
    view: 'View',
    download: 'Download',
    /** Read after View or Download by screen readers: "View Statement of Account, HDFC Bank". */
    which: '{{name}}, {{bank}}',
    verify: 'Check it is genuine',
    verifyCode: 'Verification code',
    downloadFailed: 'The file could not be downloaded. Please try again.',
    viewBlocked: 'Your browser blocked the new tab. Allow pop-ups for this site, or use Download.',
    dead: {
      title: 'This link has expired or was withdrawn',
      text: 'Please ask the person who sent it for a new link.',
      nextTitle: 'What you can do',
      askAgain:
        'Ask the sender to share the documents again. A shared link works for 24 hours, and the sender can withdraw it sooner.',
      ownDocuments:
        'If these are your own loans, you can fetch your documents yourself with your PAN and an OTP.',
      getStarted: 'Get your loan documents',
    },
    failed: {
      title: 'We could not open this link just now',
      text: 'Check your connection and try again.',
      retry: 'Try again',
    },
  },
  verify: {
    pageTitle: 'Check a loan document',
    title: 'Check a loan document',
    intro:
      'Loan Documents prints a verification code and a QR code on every document it delivers. Here you can see what the code stands for, and check that a copy you received has not been changed.',
    loading: 'Checking the code…',
    code: 'Verification code',
    lender: 'Issued by',
    document: 'Document',
    issued: 'Issued on',
    notYet: 'Not issued yet',
    status: {
      valid: {
        title: 'Valid document',
        text: 'This code belongs to a document issued by {{lender}}. It is still held and has not been withdrawn.',
      },
      processing: {
        title: 'Being prepared',
        text: 'This document is still being made. Check again in a few minutes.',
      },
      expired: {
        title: 'Expired',
        text: 'This document was issued, but its 30 days have ended and it is no longer held. Ask the borrower for a newer copy.',
      },
      deleted: {
        title: 'Deleted by the borrower',
        text: 'This document was issued, but the borrower deleted it before its 30 days ended. Ask the borrower for a newer copy.',
      },
    },
    check: {
      title: 'Check your copy',
      text: 'Choose the PDF you received. It is checked on this device and is not uploaded anywhere.',
      choose: 'Choose PDF',
      drop: 'or drop it here',
      again: 'Check another file',
      checking: 'Checking {{fileName}}…',
      match: {
        title: 'This file is the original',
        text: '{{fileName}} is exactly the document that was issued. Not a single byte has been changed.',
      },
      mismatch: {
        title: 'This file does not match',
        text: '{{fileName}} is not the document that was issued with this code. It may have been edited, or it is a different document. Do not rely on it; ask the sender for the original.',
      },
      outdated: 'The file is genuine, but the document is no longer valid (see above).',
      tooLarge: 'This file is too large to be one of our documents.',
      unreadable: 'The file could not be read. Try choosing it again.',
      unsupported:
        'This browser cannot check files. Open this page in an up-to-date browser such as Chrome.',
      fingerprint: 'SHA-256 fingerprint of the issued file',
    },
    data: {
      says: 'What the data inside says',
      same: 'the same as the record',
      differs: 'not what the record says',
      recordSays: 'The record says: {{value}}',
      signed: {
        title: 'The data inside matches this code',
        text: 'The file carries its content as data, and the data names this same document. The file is the original, so the lender’s signature covers the data too: you can rely on it as on the PDF. Save it to use the figures in a spreadsheet or another program.',
      },
      changed: {
        title: 'The data names this document, but the file was changed',
        text: 'The file is not the original, so its data cannot be relied on either. Ask the sender for the original file.',
      },
      different: {
        title: 'The data inside is for another document',
        text: 'The data inside this file does not match what code {{code}} records, so this file is not that document. Do not rely on it; ask the sender for the right one.',
      },
      checkOwnCode: 'Check the code it carries, {{code}}',
      none: {
        title: 'No data inside this file',
        text: 'This document was made before documents carried their content as data. Nothing is wrong: the check above is all you need, and the PDF itself shows every figure.',
      },
      unreadable: {
        title: 'The data inside could not be read',
        text: 'The file itself is the original (see above), so rely on the PDF: it shows every figure.',
      },
      failed:
        'The data inside could not be checked just now. Check your connection and choose the file again.',
      save: 'Save the data (JSON)',
    },
    unknown: {
      title: 'We could not find this code',
      text: 'No document was issued with the code {{code}}. Check the code printed beside the QR code at the top of the document, or scan the QR code again.',
      another: 'Type the code from the document',
      placeholder: 'e.g. K7QM-2XWD-9PRT',
      submit: 'Check code',
      invalid: 'A code has 12 letters and digits, like K7QM-2XWD-9PRT.',
    },
    failed: {
      title: 'We could not check this code just now',
      text: 'Check your connection and try again.',
      retry: 'Try again',
    },
  },
} as const;
