import { fetchDocumentPdf, isDocumentFileAvailable } from '../../api/documents-file';
import { clickDownloadLink } from '../../lib/download-link';

/**
 * Viewing and downloading a PDF through its signed URLs, for both journeys. The outcome is a
 * word for the screen to turn into a message; nothing here shows anything itself.
 */

/** How long a viewed PDF's temporary address lives (spec §9: 60 s). */
export const VIEW_URL_LIFETIME_MS = 60_000;

export type ViewOutcome = 'opened' | 'popup-blocked' | 'failed';

/**
 * Opens the PDF in a new tab from a blob URL (the older flow). The tab is opened at once, while
 * the click still counts as the user's, and given the PDF when it has arrived; a popup blocker
 * says no up front.
 */
export async function viewDocumentInNewTab(viewUrl: string): Promise<ViewOutcome> {
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

/** Only a browser that says it is offline is taken to be. */
function isOffline(): boolean {
  return navigator.onLine === false;
}

export type DownloadOutcome = 'started' | 'unavailable' | 'failed' | 'offline';

/**
 * Checks the file with HEAD, then lets the browser download it under its file name. A signed
 * URL that has expired meanwhile is swapped, once, for the fresh one `freshUrl` finds.
 */
export async function downloadDocument(
  downloadUrl: string,
  fileName: string,
  freshUrl?: () => Promise<string | null | undefined>,
): Promise<DownloadOutcome> {
  if (isOffline()) return 'offline';
  try {
    let url: string | undefined = downloadUrl;
    if (!(await isDocumentFileAvailable(url))) {
      const fresh = await freshUrl?.();
      url =
        fresh && fresh !== downloadUrl && (await isDocumentFileAvailable(fresh))
          ? fresh
          : undefined;
    }
    if (!url) return 'unavailable';
    clickDownloadLink(url, fileName);
    return 'started';
  } catch {
    // The connection may have dropped while the file was checked.
    return isOffline() ? 'offline' : 'failed';
  }
}
