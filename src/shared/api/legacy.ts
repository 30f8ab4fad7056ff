import { z } from 'zod';
import { LEGACY_DOCUMENT_TYPES } from '../documents.js';
import { issuedId, loanId } from './ids.js';

/**
 * The older flow's per-bank document retrieval (spec §3 "Consent response (older)", "Retrieved
 * document (older)", §7 request-consent and retrieve-documents): one OTP per loan's lender.
 * The server takes only the loan id from the request; bank, account and amounts come from the
 * borrower's stored credit report.
 */

export const requestConsentBody = z
  .object({
    /** The loan's `id` as POST /api/cibil-report returns it. */
    account_id: loanId,
    pan_number: z.string().min(1).max(10),
  })
  .strict();
export type RequestConsentBody = z.infer<typeof requestConsentBody>;

export const requestConsentResponse = z.object({
  success: z.literal(true),
  /** The per-bank consent's id (unguessable); send it back with the OTP. */
  consent_token: z.string(),
  /** The same id, under the name the spec also lists. */
  consent_id: z.string(),
  /** The bureau-registered mobile the OTP went to, e.g. "+91 XXXXXX3210". */
  phone_masked: z.string(),
  message: z.string(),
  /** Seconds until the OTP expires (300). */
  expires_in: z.number().int(),
  /** Seconds before another OTP may be requested for this loan. */
  resend_after: z.number().int(),
});
export type RequestConsentResponse = z.infer<typeof requestConsentResponse>;

/** A loan as the older dashboard holds it; only `id` is read, the rest is the report's. */
export const retrievalLoan = z
  .object({
    id: loanId,
    bank_name: z.string().max(120).optional(),
    account_number: z.string().max(32).optional(),
    loan_type: z.string().max(32).optional(),
    // Other fields of the older loan account, sent by clients that pass the whole object.
    bank_logo: z.string().max(16).optional(),
    status: z.string().max(16).optional(),
    principal_amount: z.number().finite().optional(),
    outstanding_amount: z.number().finite().optional(),
    emi_amount: z.number().finite().optional(),
    tenure_months: z.number().finite().optional(),
  })
  .strict();

export const retrieveDocumentsBody = z
  .object({
    pan_number: z.string().min(1).max(10),
    selected_loans: z.array(retrievalLoan).min(1, 'selectLoan').max(1, 'oneLoanAtATime'),
    document_types: z
      .array(z.enum(LEGACY_DOCUMENT_TYPES))
      .min(1, 'selectDocument')
      .max(LEGACY_DOCUMENT_TYPES.length * 2),
    /** What the borrower typed: 4–6 digits pass the form; only the code sent can pass the check. */
    consent_otp: z.string().min(1).max(6),
    /** From request-consent; without it, the borrower's latest consent for this loan is used. */
    consent_token: issuedId.optional(),
  })
  .strict();
export type RetrieveDocumentsBody = z.infer<typeof retrieveDocumentsBody>;

export const retrievedDocument = z.object({
  account_id: z.string(),
  document_type: z.enum(LEGACY_DOCUMENT_TYPES),
  file_name: z.string(),
  /** Bytes. */
  file_size: z.number().int(),
  /** Short-lived signed URL (relative) that downloads the PDF. */
  download_url: z.string(),
  /** Short-lived signed URL (relative) that opens the PDF inline; not counted as a download. */
  file_path: z.string(),
  /** The document in GET /api/documents (Document Center). */
  document_id: z.string(),
});
export type RetrievedDocument = z.infer<typeof retrievedDocument>;

export const retrieveDocumentsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  documents: z.array(retrievedDocument),
});
export type RetrieveDocumentsResponse = z.infer<typeof retrieveDocumentsResponse>;
