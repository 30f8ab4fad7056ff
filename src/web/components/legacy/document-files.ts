import { fetchDocumentPdf, isDocumentFileAvailable } from '../../api/documents-file';

/**
 * Viewing and downloading a retrieved PDF through its signed URLs. The outcome is a word for the
 * screen to turn into a message; nothing here shows anything itself.
 */

/** How long a viewed PDF's temporary address lives (spec §9: 60 s). */
export const VIEW_URL_LIFETIME_MS = 60_000;

export type ViewOutcome = 'opened' | 'popup-blocked' | 'failed';

/**
 * Opens the PDF in a new tab from a blob URL. The tab is opened at once, while the click still
 * counts as the user's, and given the PDF when it has arrived; a popup blocker says no up front.
 */
export async function viewDocument(viewUrl: string): Promise<ViewOutcome> {
  const tab = window.open('', '_blank');
  if (!tab) return 'popup-blocked';
  try {
    const bytes = await fetchDocumentPdf(viewUrl);
    const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), VIEW_URL_LIFETIME_MS);
    return 'opened';
  } catch {
    tab.close();
    return 'failed';
  }
}

export type DownloadOutcome = 'started' | 'unavailable' | 'failed';

/** Checks the file with HEAD, then lets the browser download it under its file name. */
export async function downloadDocument(
  downloadUrl: string,
  fileName: string,
): Promise<DownloadOutcome> {
  try {
    if (!(await isDocumentFileAvailable(downloadUrl))) return 'unavailable';
    const link = document.createElement('a');
    link.href = downloadUrl;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    return 'started';
  } catch {
    return 'failed';
  }
}
