/**
 * Where focus goes back to when a dialog closes. Radix returns it to the element focused when
 * the dialog opened — but a dialog opened when work finished (the share dialog, once its link is
 * made; the viewer, once its PDF is there) opens when that element (a button that was busy, so
 * disabled) has lost the focus. The control last clicked or pressed is remembered here, and a
 * dialog hands focus back to it when nothing better is focused.
 */
let lastControl: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  const remember = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.('button, a[href], [role="button"]');
    if (
      control instanceof HTMLElement &&
      !control.closest('[role="dialog"], [role="alertdialog"]')
    ) {
      lastControl = control;
    }
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('keydown', remember, true);
}

/** For a dialog's onCloseAutoFocus: focus back on the control that led to it, if it is there. */
export function returnFocusOnClose(event: Event): void {
  const control = lastControl;
  if (!control?.isConnected) return;
  event.preventDefault();
  control.focus();
}
