import { randomBytes } from 'node:crypto';

/**
 * Well-formed ids that name nothing: an unknown or someone else's id must answer exactly like a
 * missing one, and only a malformed one is refused as such.
 */
export const unknownId = (): string => randomBytes(16).toString('base64url');
export const unknownDocumentId = (): string => `doc_${unknownId()}`;
export const unknownShareId = (): string => `shr_${unknownId()}`;
export const unknownShareToken = (): string => randomBytes(32).toString('base64url');
