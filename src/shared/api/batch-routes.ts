import type * as schemas from './batch.js';
import { routeTable } from './route-table.js';

/**
 * Document batches with one OTP, and for a bank that failed: Try again, Keep trying for me, and
 * a letter asking its grievance officer for the documents.
 */
export const BATCH_ROUTES = routeTable<typeof schemas>()({
  create: {
    method: 'POST',
    path: '/consent/batch/create',
    tag: 'batch',
    summary: 'Record the loans and documents chosen; the batch then waits for its OTP',
    body: 'createBatchBody',
    answer: 'createBatchResponse',
  },
  sendOtp: {
    method: 'POST',
    path: '/consent/batch/send-otp',
    tag: 'batch',
    summary: 'Send the one OTP that approves the whole batch (also resends)',
    body: 'batchIdBody',
    answer: 'sendBatchOtpResponse',
  },
  verifyOtp: {
    method: 'POST',
    path: '/consent/batch/verify-otp',
    tag: 'batch',
    summary: 'Approve the batch with its OTP; the banks are then processed in the background',
    body: 'verifyBatchOtpBody',
    answer: 'verifyBatchOtpResponse',
  },
  status: {
    method: 'GET',
    path: '/consent/batch/status/:batchId',
    tag: 'batch',
    summary: "The batch's stage, progress and each bank's status (poll every 2 s)",
    params: 'batchStatusParams',
    answer: 'batchStatusResponse',
  },
  retryBank: {
    method: 'POST',
    path: '/consent/batch/:batchId/banks/:lenderId/retry',
    tag: 'batch',
    summary:
      'Try again: ask a bank that failed for good once more, under the batch’s consent while it is active',
    params: 'retryBankParams',
    answer: 'retryBankResponse',
  },
  /** A PDF. */
  requestLetter: {
    method: 'GET',
    path: '/consent/batch/:batchId/banks/:lenderId/request-letter',
    tag: 'batch',
    summary:
      "A letter to the grievance officer of a bank that failed, asking for the batch's documents",
    params: 'requestLetterParams',
  },
  startKeepTrying: {
    method: 'POST',
    path: '/consent/batch/:batchId/banks/:lenderId/keep-trying',
    tag: 'batch',
    summary:
      'Keep trying for me: once Try again is spent, the server asks a failed bank again on a schedule for 72 hours',
    params: 'keepTryingParams',
    body: 'keepTryingBody',
    answer: 'keepTryingResponse',
  },
  stopKeepTrying: {
    method: 'DELETE',
    path: '/consent/batch/:batchId/banks/:lenderId/keep-trying',
    tag: 'batch',
    summary: 'Stop Keep trying for me for a bank; the bank stays as it is',
    params: 'keepTryingParams',
    answer: 'keepTryingResponse',
  },
});
