/** English texts of the signIn namespace: a returning borrower signs in with PAN and OTP. */
export const signIn = {
  pageTitle: 'Sign in',
  title: {
    pan: 'Sign in to your documents',
    otp: 'Enter the OTP',
  },
  subtitle: {
    pan: 'Enter your PAN. We send a one-time password (OTP) to the mobile number your credit record holds for it.',
    otp: 'Type the 6-digit code from the SMS to sign in.',
  },
  askedByScreen:
    'Sign in to open that page: this device is not signed in, or its session has ended. You come back to it once signed in.',
  panLength: 'PAN number must be 10 characters',
  send: 'Send OTP',
  sending: 'Sending OTP...',
  sendFailed: 'Failed to send OTP. Please try again.',
  onlyYou:
    'Only the mobile number on your credit record gets the code, so only you can open your documents. You stay signed in on this device for up to 30 days, until you sign out.',
  newHere: 'First time here?',
  startJourney: 'Get your loan documents',
  sandboxOnRecord: 'Sandbox: the code went to {{mobile}}. Read it in the sandbox outbox.',
  otp: {
    label: 'One-time password (OTP)',
    sentTo: 'OTP sent to {{phone}}',
    changePan: 'Change PAN',
    invalid: 'Please enter a valid 6-digit OTP',
    verify: 'Verify & Sign In',
    verifying: 'Verifying...',
    failed: 'OTP verification failed',
    expiresIn: 'OTP expires in {{time}}',
    expired: 'The OTP has expired. Request a new one.',
    resend: 'Resend OTP',
    resending: 'Sending a new OTP...',
    resendFailed: 'Failed to resend OTP',
    resent: 'A new OTP has been sent',
  },
} as const;
