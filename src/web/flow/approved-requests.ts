import { recallFromTab, rememberInTab } from '../lib/tab-memory';

/**
 * Which document request (one visit of /document-selection → Continue) became which approved
 * batch, for this tab. Back from a batch that is being processed or is done lands on
 * /batch-consent with that request's state: the borrower is taken back to the batch instead of
 * being invited to consent to the same request again. A new Continue is a new request.
 */

const STORAGE_KEY = 'loan-docs.approved-requests';
/** Enough for any session; the oldest are forgotten first. */
const KEEP = 20;

type Approved = Array<[requestKey: string, batchId: string]>;

function read(): Approved {
  return recallFromTab(STORAGE_KEY, (value): value is Approved => Array.isArray(value)) ?? [];
}

export function newRequestKey(): string {
  return crypto.randomUUID();
}

export function rememberApprovedRequest(requestKey: string, batchId: string): void {
  const approved = read().filter(([key]) => key !== requestKey);
  approved.push([requestKey, batchId]);
  // Storage full or disabled: Back then shows the consent screen, as before.
  rememberInTab(STORAGE_KEY, approved.slice(-KEEP));
}

/** The approved batch this request became, if it did. */
export function approvedBatchOf(requestKey: string | undefined): string | undefined {
  if (!requestKey) return undefined;
  return read().find(([key]) => key === requestKey)?.[1];
}
