import type * as schemas from './digilocker.js';
import { routeTable } from './route-table.js';

/** Save to DigiLocker: the button's call and DigiLocker's redirect back. */
export const DIGILOCKER_ROUTES = routeTable<typeof schemas>()({
  saveToDigiLocker: {
    method: 'POST',
    path: '/documents/:documentId/digilocker',
    tag: 'documents',
    summary:
      "Save the document (signed, unchanged) into the borrower's DigiLocker, or answer the " +
      'DigiLocker page where they allow it first',
    params: 'documentIdParams',
    body: 'saveToDigiLockerBody',
    answer: 'saveToDigiLockerResponse',
  },
  /** DigiLocker sends the browser here; nothing of the web app calls it. */
  callback: {
    method: 'GET',
    path: '/digilocker/callback',
    tag: 'documents',
    summary:
      "DigiLocker's redirect back after the borrower allowed (or refused) it: saves the " +
      'document the authorisation was started for, then returns to the Document Center',
    query: 'digilockerCallbackQuery',
  },
});
