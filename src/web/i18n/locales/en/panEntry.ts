/** English texts of the panEntry namespace. Texts quoted by the product specification are verbatim. */
export const panEntry = {
  title: 'Enter your PAN',
  subtitle: 'We use your PAN to find your loan accounts with the credit bureau.',
  tabs: {
    label: 'How would you like to enter your PAN?',
    manual: 'Manual Entry',
    upload: 'Upload PAN Card',
  },
  manual: {
    panLabel: 'PAN Number',
    panPlaceholder: '10-character PAN',
    panHint: 'Format: 5 letters + 4 numbers + 1 letter (e.g., ABCDE1234F)',
    panCount: '{{count}} of 10 characters',
    submit: 'Validate PAN & Continue',
    validating: 'Validating PAN...',
  },
  upload: {
    choose: 'Choose a photo of your PAN card',
    chooseHint: 'Tap here to take a photo or pick one from your gallery',
    formats: 'JPG, PNG or WebP, up to 5 MB',
    reading: 'Reading your PAN card…',
  },
  demo: {
    heading: 'Demo mode',
    text: 'Sandbox PANs you can try. Tap one to fill it in.',
    use: 'Use PAN',
    scenarios: {
      'several-loans': 'Several loans',
      'no-loans': 'No loans',
      overdue: 'An overdue loan',
      'failing-lender': 'One bank that does not answer',
      'no-history': 'No credit history',
      'closed-loans': 'Closed loans',
      'bureau-mismatch': 'Credit report mismatch',
      'unexpected-charges': 'Unexpected charges',
    },
  },
  verified: {
    heading: 'PAN verified',
    pan: 'PAN',
    name: 'Name',
    continuing: 'Taking you to your loan dashboard…',
  },
  privacy:
    'Your PAN travels over an encrypted connection and is used only to fetch your credit report. Photos of your card are read once and never stored.',
  messages: {
    panLength: 'Please enter a valid 10-character PAN number',
    validationFailed: 'PAN validation failed',
    requestFailed: 'Failed to validate PAN. Please try again.',
    success: 'PAN validation successful!',
    imageType: 'Please upload an image file',
    imageTooLarge: 'File size should be less than 5MB',
    imageFailed: 'Failed to process image. Please try manual entry.',
  },
} as const;
