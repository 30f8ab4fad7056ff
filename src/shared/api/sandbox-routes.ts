import { routeTable } from './route-table.js';
import type * as schemas from './sandbox.js';

/** Sandbox mode only (not registered otherwise): the personas, a PAN's mobile, the SMS outbox. */
export const SANDBOX_ROUTES = routeTable<typeof schemas>()({
  personas: {
    method: 'GET',
    path: '/sandbox/personas',
    tag: 'sandbox',
    summary: 'Sandbox borrowers, one per scenario',
    answer: 'sandboxPersonasResponse',
  },
  registeredMobile: {
    method: 'GET',
    path: '/sandbox/registered-mobile',
    tag: 'sandbox',
    summary: 'The mobile number the sandbox bureau holds for a PAN (where its OTPs go)',
    query: 'sandboxRegisteredMobileQuery',
    answer: 'sandboxRegisteredMobileResponse',
  },
  outbox: {
    method: 'GET',
    path: '/sandbox/outbox',
    tag: 'sandbox',
    summary: 'Texts sent to a mobile number in sandbox mode, newest first',
    query: 'sandboxOutboxQuery',
    answer: 'sandboxOutboxResponse',
  },
});
