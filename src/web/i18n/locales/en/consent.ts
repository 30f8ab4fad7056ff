/** English texts of the consent namespace. Texts quoted by the product specification are verbatim. */
export const consent = {
  title: {
    consent: 'Consent to a credit report check',
    otp: 'Enter the OTP',
    verified: 'Consent verified',
  },
  subtitle: {
    consent: 'Read what we will do with your consent, then agree to get an OTP.',
    otp: 'We sent a one-time password to the mobile number registered with the credit bureau.',
    verified: 'Your consent is recorded.',
  },
  applicant: {
    heading: 'Requesting for',
    pan: 'PAN',
    name: 'Name',
    mobile: 'Mobile',
    registeredMobile: 'Registered with the credit bureau',
  },
  agree:
    'I agree to let Loan Documents fetch my credit report from the credit bureau and request the loan documents I choose from my lenders. I understand the OTP goes to the mobile number registered with the bureau for this PAN.',
  agreeRequired: 'Please provide your consent to proceed',
  send: 'Agree & Send OTP',
  sending: 'Sending OTP...',
  sendFailed: 'Failed to initiate consent process',
  otp: {
    label: 'One-time password (OTP)',
    sentTo: 'OTP sent to {{phone}}',
    invalid: 'Please enter a valid OTP',
    wrong: 'Invalid OTP. Please try again.',
    verify: 'Verify OTP',
    verifying: 'Verifying...',
    expiresIn: 'OTP expires in {{time}}',
    expired: 'The OTP has expired. Request a new one.',
    resend: 'Resend OTP',
    resending: 'Sending a new OTP...',
    resent: 'A new OTP has been sent',
    resendFailed: 'Failed to resend OTP',
  },
  verified: {
    heading: 'Your consent is recorded',
    earlier: 'You gave this consent earlier in this visit: no new OTP is needed.',
    continue: 'See your loans',
    text: 'Opening your loan dashboard…',
  },
} as const;
