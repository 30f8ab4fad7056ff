/** How a share link left the app. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'shown';

/** A share URL from the server's path, on the address this app is served from. */
export function absoluteShareUrl(shareUrl: string, origin: string): string {
  return new URL(shareUrl, origin).toString();
}

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The system share sheet is for phones and tablets (a touch screen with the Web Share API):
 * the link goes to WhatsApp or mail in one tap. A computer copies the link instead, even when
 * its browser has a share sheet, as people there paste links.
 */
export function canUseShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * Phones: the system share sheet (WhatsApp, SMS, mail…). Elsewhere, or when the sheet is not
 * allowed: the clipboard. 'shown' means neither worked and the link is only on the screen.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (canUseShareSheet()) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (the tap is too long ago) and the like: fall back to the clipboard.
    }
  }
  return (await copyText(url)) ? 'copied' : 'shown';
}
