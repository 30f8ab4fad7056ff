/** Checking a received file against the hash recorded when it was issued, on this device. */

/** Our PDFs are far smaller; a bigger file is not one of them (and would strain a cheap phone). */
export const MAX_CHECKED_FILE_BYTES = 20 * 1024 * 1024;

/** True where the browser can hash (Web Crypto needs a secure page: https or localhost). */
export function canHashFiles(): boolean {
  return typeof crypto !== 'undefined' && crypto.subtle !== undefined;
}

/** SHA-256 of the bytes, as lower-case hex (the form GET /api/verify/:code gives). */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  // A view rather than the buffer itself: a buffer from another realm (a file read in a frame)
  // is refused by some implementations.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type FileCheck = 'match' | 'mismatch' | 'too-large' | 'unreadable';

/** Whether this file is, byte for byte, the one issued (whose SHA-256 is `issuedSha256`). */
export async function checkFile(file: Blob, issuedSha256: string): Promise<FileCheck> {
  if (file.size > MAX_CHECKED_FILE_BYTES) return 'too-large';
  let hash: string;
  try {
    hash = await sha256Hex(await file.arrayBuffer());
  } catch {
    return 'unreadable';
  }
  return hash === issuedSha256.toLowerCase() ? 'match' : 'mismatch';
}
