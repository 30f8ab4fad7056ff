import { z } from 'zod';

/** The document to save is named as the documents' routes name it. */
export { documentIdParams } from './documents.js';

/**
 * Save to DigiLocker: POST /api/documents/{documentId}/digilocker saves the document into the
 * borrower's own DigiLocker, or — the first time, or once DigiLocker's permission has ended —
 * answers the DigiLocker page where they allow it. DigiLocker sends them back to
 * GET /api/digilocker/callback, which saves the document and returns them to the Document
 * Center with `?digilocker=<outcome>&document=<id>`.
 */

export const DIGILOCKER_OUTCOMES = ['saved', 'denied', 'expired', 'failed'] as const;
export type DigiLockerOutcome = (typeof DIGILOCKER_OUTCOMES)[number];

/** The save takes no input but the document in the path; a body sent must be empty. */
export const saveToDigiLockerBody = z.object({}).strict().nullish();

export const saveToDigiLockerResponse = z.object({
  success: z.literal(true),
  saved: z.boolean(),
  /** Where it is in the borrower's DigiLocker, once saved: /loan-documents/<lender>/<file>. */
  path: z.string().nullable(),
  /** Not saved yet: the DigiLocker page to send the borrower to. */
  authorizeUrl: z.string().nullable(),
  message: z.string(),
});
export type SaveToDigiLockerResponse = z.infer<typeof saveToDigiLockerResponse>;

/** What DigiLocker adds to our redirect URI: a code and our state, or an error. */
export const digilockerCallbackQuery = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{1,512}$/)
      .optional(),
    state: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    error: z
      .string()
      .regex(/^[a-z_]{1,64}$/)
      .optional(),
    error_description: z.string().max(500).optional(),
  })
  .strict();
