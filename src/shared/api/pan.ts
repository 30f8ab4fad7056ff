import { z } from 'zod';

/**
 * PAN verification (spec §7: validate-pan, upload-pan-image). The server decides validity and
 * always answers 200 with `is_valid` and a sentence for the borrower when the PAN or name is
 * not accepted; 4xx is kept for requests that are malformed (or files that are not images).
 */

/** Form and upload limits the web app checks before sending (the server checks them again). */
export {
  PAN_IMAGE_MAX_BYTES,
  PAN_IMAGE_TYPES,
  PAN_IMAGE_UPLOAD_QUALITY,
  PAN_IMAGE_UPLOAD_WIDTH,
} from './files.js';

export const validatePanBody = z
  .object({
    pan_number: z.string().min(1).max(20),
    holder_name: z.string().max(100).optional(),
  })
  .strict();
export type ValidatePanBody = z.infer<typeof validatePanBody>;

export const validatePanResponse = z.object({
  is_valid: z.boolean(),
  /** Why not, in plain words; or 'PAN verified successfully'. */
  message: z.string(),
  /** The PAN as the server read it (upper-cased, trimmed). */
  pan_number: z.string(),
  /** The name on record for the PAN, else the name given; null when none is known. */
  holder_name: z.string().nullable(),
});
export type ValidatePanResponse = z.infer<typeof validatePanResponse>;

export const uploadPanImageResponse = z.object({
  is_valid: z.boolean(),
  message: z.string(),
  /** The PAN read from the photo; null when none could be read. */
  pan_number: z.string().nullable(),
  holder_name: z.string().nullable(),
  /** Older clients read these two. */
  success: z.boolean(),
  extracted_pan: z.string().nullable(),
});
export type UploadPanImageResponse = z.infer<typeof uploadPanImageResponse>;
