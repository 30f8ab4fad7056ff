import i18next from 'i18next';
import { isOffline } from '../api/http';
import { toast } from '../lib/toast';

/** The one toast for anything tapped while offline: replaced, never stacked. */
const OFFLINE_TOAST_ID = 'offline';

/**
 * Says an action tapped while offline failed at once, with Try again: nothing is queued, and
 * nothing runs by itself when the connection is back — only if the borrower taps again.
 */
export function toastOffline(retry?: () => void): void {
  toast.error(i18next.t('errors.offline'), {
    id: OFFLINE_TOAST_ID,
    // With Try again it stays until tapped or closed: the connection may take a while to come
    // back (a lift, a train), and a button that has gone by then is no way on.
    ...(retry
      ? { action: { label: i18next.t('errors.tryAgain'), onClick: retry }, duration: Infinity }
      : {}),
  });
}

/**
 * The toast for an action that failed: offline, the offline message with Try again; otherwise
 * the screen's own message (the spec's sentence), with the server's detail when it sent one.
 */
export function toastFailure(
  error: unknown,
  message: string,
  options: { retry?: () => void; description?: string } = {},
): void {
  if (isOffline(error)) {
    toastOffline(options.retry);
    return;
  }
  toast.error(message, options.description ? { description: options.description } : {});
}
