/** English texts of the cibilConsent namespace. Texts quoted by the product specification are verbatim. */
export const cibilConsent = {
  title: {
    consent: 'Consent to check your credit report',
    mobile: 'Verify your mobile number',
    otp: 'Enter the OTP',
    verified: 'Consent verified',
  },
  subtitle: {
    consent: 'Read what we will do with your consent, then agree to continue.',
    mobile: 'We will send a one-time password (OTP) to this number by SMS.',
    otp: 'Type the 6-digit code from the SMS to confirm your consent.',
    verified: 'Your mobile number is verified.',
  },
  stages: {
    label: 'Consent steps',
    consent: 'Consent',
    mobile: 'Mobile',
    otp: 'OTP',
    current: 'current step',
    done: 'done',
  },
  applicant: {
    heading: 'Requesting for',
    pan: 'PAN',
    name: 'Name',
  },
  notice: {
    heading: 'What you are agreeing to',
    what: {
      label: 'What we fetch',
      text: 'Your credit report: your credit score and your loan accounts.',
    },
    from: {
      label: 'From whom',
      text: 'The credit bureau first, then your lenders for the documents you choose. We work with 25+ banks and lenders.',
    },
    why: {
      label: 'Why',
      text: 'To list your loans and fetch the documents you choose.',
    },
    duration: {
      label: 'For how long',
      text: 'Your report is used for this request only. Documents are kept for 30 days and then deleted. A masked record of your consent is kept for one year.',
    },
    withdraw: {
      label: 'How to withdraw',
      text: 'Withdraw this consent at any time under My consents & activity (the account menu in the header), or delete all your data from the Document Center or Learn More.',
    },
  },
  agree:
    'I agree to let Loan Documents fetch my credit report from the credit bureau and request the loan documents I choose from my lenders, as described above.',
  agreeRequired: 'Please agree to provide consent before proceeding',
  agreeAndContinue: 'Agree & Continue',
  mobile: {
    label: 'Mobile number',
    prefix: '+91',
    prefixLabel: 'India country code +91',
    placeholder: '10-digit mobile number',
    invalid: 'Please enter a valid 10-digit mobile number',
    send: 'Send OTP',
    sending: 'Sending OTP...',
    sendFailed: 'Failed to send OTP. Please try again.',
    notOnRecord: {
      heading: 'This is not the number on your credit record',
      sendThere: 'Send the OTP to {{phone}}',
    },
    sandboxOnRecord: 'Sandbox: the credit bureau holds {{mobile}} for this PAN.',
    sandboxUse: 'Use this number',
  },
  otp: {
    label: 'One-time password (OTP)',
    sentTo: 'OTP sent to {{phone}}',
    changeNumber: 'Change number',
    invalid: 'Please enter a valid 6-digit OTP',
    verify: 'Verify OTP',
    verifying: 'Verifying...',
    failed: 'OTP verification failed',
    expiresIn: 'OTP expires in {{time}}',
    expired: 'The OTP has expired. Request a new one.',
    resend: 'Resend OTP',
    resending: 'Sending a new OTP...',
    resendFailed: 'Failed to resend OTP',
    resent: 'A new OTP has been sent',
  },
  verified: {
    heading: 'Your consent is recorded',
    earlier: 'You gave this consent earlier in this visit: no new OTP is needed.',
    continue: 'See your loans',
    text: 'Fetching your loan accounts. Taking you there now…',
  },
} as const;
