import { routeTable } from './route-table.js';
import type * as schemas from './session.js';

/** Signing in again, the session and signing out. */
export const SESSION_ROUTES = routeTable<typeof schemas>()({
  requestSignInOtp: {
    method: 'POST',
    path: '/sign-in/request-otp',
    tag: 'session',
    summary: 'Send a sign-in OTP to the mobile the credit bureau holds for the PAN',
    body: 'signInRequestOtpBody',
    answer: 'signInRequestOtpResponse',
  },
  verifySignInOtp: {
    method: 'POST',
    path: '/sign-in/verify-otp',
    tag: 'session',
    summary: 'Check the sign-in OTP; starts a session (a cookie, or a bearer token if asked)',
    body: 'signInVerifyOtpBody',
    answer: 'signInVerifyOtpResponse',
  },
  session: {
    method: 'GET',
    path: '/session',
    tag: 'session',
    summary: 'Whether this device is signed in, as whom (masked) and until when',
    answer: 'sessionResponse',
  },
  signOut: {
    method: 'POST',
    path: '/sign-out',
    tag: 'session',
    summary: 'End this session, or with { everywhere: true } every session of the borrower',
    body: 'signOutBody',
    answer: 'signOutResponse',
  },
});
