import { z } from 'zod';
import { CONSENT_PURPOSES, CONSENT_STATUSES } from '../consents.js';
import { issuedId } from './ids.js';

/**
 * The borrower's consents as records (after the Account Aggregator consent artefact), what
 * withdrawing one deletes, and their activity log. Texts come in the language asked for.
 */

export const consentRecord = z.object({
  consentId: z.string(),
  purpose: z.object({
    /** The Account Aggregator purpose code ("105": explicit one-time consent). */
    code: z.string(),
    kind: z.enum(CONSENT_PURPOSES),
    text: z.string(),
  }),
  /** What is fetched, in words. */
  dataFetched: z.array(z.string()),
  /** From whom. */
  providers: z.array(z.object({ type: z.enum(['BUREAU', 'LENDER']), name: z.string() })),
  fetchType: z.literal('ONETIME'),
  /** How long what was fetched is kept. */
  dataLife: z.object({ unit: z.literal('DAY'), value: z.number().int() }),
  /** ISO date-times. */
  createdAt: z.string(),
  givenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(CONSENT_STATUSES),
  /** The mobile the OTP went to, masked. */
  phoneMasked: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

export const consentsResponse = z.object({
  success: z.literal(true),
  consents: z.array(consentRecord),
});
export type ConsentsResponse = z.infer<typeof consentsResponse>;

export const consentIdParams = z.object({ consentId: issuedId }).strict();

/** What withdrawing a consent would delete, for the confirmation. */
export const withdrawalResponse = z.object({
  success: z.literal(true),
  consent: consentRecord,
  willDelete: z.object({
    /** e.g. "Statement of Account — HDFC Bank, loan XXXX8425". */
    documents: z.array(z.string()),
    reports: z.number().int(),
    shareLinks: z.number().int(),
  }),
  /** Work still running under it that stops (documents still being fetched). */
  stopsWork: z.boolean(),
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponse>;

export const withdrawConsentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.object({
    documents: z.number().int(),
    reports: z.number().int(),
    shareLinks: z.number().int(),
  }),
});
export type WithdrawConsentResponse = z.infer<typeof withdrawConsentResponse>;

export const activityEvent = z.object({
  id: z.string(),
  /** e.g. document.downloaded, share.opened, consent.withdrawn. */
  kind: z.string(),
  /** ISO date-time. */
  at: z.string(),
  text: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEvent>;

export const activityResponse = z.object({
  success: z.literal(true),
  events: z.array(activityEvent),
});
export type ActivityResponse = z.infer<typeof activityResponse>;

/** Where a borrower takes a grievance about their data. */
export const grievanceContactResponse = z.object({ name: z.string(), email: z.string() });
export type GrievanceContactResponse = z.infer<typeof grievanceContactResponse>;
