import { answerDeadline } from '../lib/answer-deadline';
import { readBytes } from './http';

/**
 * The PDF behind a signed URL. The URLs carry their own short-lived signature (a browser
 * download cannot send a header), so they need no session.
 */

/** HEAD on the signed download URL: true when the file is there to be downloaded. */
export async function isDocumentFileAvailable(downloadUrl: string): Promise<boolean> {
  const deadline = answerDeadline();
  try {
    const response = await fetch(downloadUrl, {
      method: 'HEAD',
      cache: 'no-store',
      signal: deadline.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    deadline.end();
  }
}

/** The PDF's bytes from its signed view URL (does not count as a download). */
export async function fetchDocumentPdf(
  viewUrl: string,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const deadline = answerDeadline(signal);
  try {
    const response = await fetch(viewUrl, { cache: 'no-store', signal: deadline.signal });
    if (!response.ok) {
      throw new Error(`The document could not be fetched (HTTP ${response.status}).`);
    }
    return await readBytes(response, deadline);
  } finally {
    deadline.end();
  }
}
