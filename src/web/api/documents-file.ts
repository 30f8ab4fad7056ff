/**
 * The PDF behind a signed URL. The URLs carry their own short-lived signature (a browser
 * download cannot send a header), so they need no session.
 */

/** HEAD on the signed download URL: true when the file is there to be downloaded. */
export async function isDocumentFileAvailable(downloadUrl: string): Promise<boolean> {
  try {
    const response = await fetch(downloadUrl, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/** The PDF's bytes from its signed view URL (does not count as a download). */
export async function fetchDocumentPdf(viewUrl: string, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(viewUrl, { cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`The document could not be fetched (HTTP ${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}
