/** The balance-transfer kit on the loans screen: one request, one pack for the new lender. */
export const balanceTransfer = {
  heading: 'Move a loan to another lender',
  intro:
    'A new lender taking over your loan asks for its foreclosure letter, statement of account and sanction letter, and for a home or vehicle loan the list of the documents your lender holds. Ask for them together with one OTP, then send the new lender one link.',
  loanLabel: 'Loan to move',
  loanOption: '{{bank}} · {{loanType}} · {{accountId}}',
  documentsHeading: 'Documents in the kit',
  state: {
    missing: 'Not asked for yet',
    processing: 'Being made',
    ready: 'Ready',
    failed: 'Not made: ask again',
  },
  ask: 'Ask for these documents',
  askAgain: 'Ask for them again',
  loading: 'Checking the kit…',
  loadFailed: 'We could not check the kit. Please try again.',
  retry: 'Try again',
  makePack: 'Make the pack for the new lender',
  makingPack: 'Making the pack…',
  packFailed: 'We could not make the pack. Please try again.',
  pack: {
    heading: 'Your pack is ready',
    text: 'Send this link to the new lender. It opens the {{count}} documents without an account until {{expiresAt}}, and you can revoke it at any time.',
    linkLabel: 'Link for the new lender',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy the link from the box.',
    open: 'Open the pack',
    revoked: 'The link is revoked: it opens nothing now.',
  },
  packs: {
    heading: 'Packs for this loan that still work',
    none: 'No pack for this loan works now.',
    confirm:
      'Whoever has this link, the new lender too, will no longer be able to open the kit’s documents with it. This cannot be undone.',
    already_one:
      'This loan already has a pack that works. Its link was shown once, when you made it: if you still have it, send that one. Make another only if you lost it, and revoke the old one.',
    already_other:
      'This loan already has {{count}} packs that work. Their links were shown once, when you made them: if you still have one, send that. Make another only if you lost them, and revoke the old ones.',
    makeAnother: 'Make another pack',
  },
  check: {
    heading: 'Pre-payment charge check',
    rule: {
      nil_individual:
        'Your loan has a floating rate and is to you as an individual: the RBI allows no pre-payment or foreclosure charge on it.',
      nil_business:
        'Your loan has a floating rate, is for business and was given from 1 January 2026: the RBI allows no pre-payment charge on it (Pre-payment Charges Directions, 2025).',
      kfs: 'A charge on this loan is allowed only as the Key Fact Statement in your sanction letter sets it out.',
    },
    verdict: {
      nil_as_required: 'The foreclosure letter charges nothing for closing the loan, as it should.',
      charged_when_nil:
        'The foreclosure letter charges {{amount}} for closing the loan, which is not allowed. Ask {{bank}} to remove it before you pay.',
      none_charged: 'The foreclosure letter charges nothing for closing the loan.',
      within_kfs:
        'The foreclosure letter charges {{charged}} % ({{amount}} with GST), within the {{kfs}} % your sanction letter agreed.',
      above_kfs:
        'The foreclosure letter charges {{charged}} % ({{amount}} with GST), more than the {{kfs}} % your sanction letter agreed. Ask {{bank}} to correct it.',
      not_in_kfs:
        'The foreclosure letter charges {{amount}}, but your sanction letter agreed no such charge. Ask {{bank}} to remove it.',
      letter_needed: 'We check the charge once the foreclosure letter is made.',
      sanction_letter_needed: 'We check the charge against the sanction letter once it is made.',
    },
    mse: 'If your business is a micro or small enterprise (Udyam-registered), no pre-payment charge is allowed on this loan either.',
  },
} as const;
