import type { ReactNode } from 'react';
import { AlertDialogCancel, AlertDialogFooter } from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * The foot of a confirmation that cannot be undone (withdraw a consent, delete one's data,
 * revoke a link): the way out first, then the red action, both held while it runs.
 */
export function ConfirmFooter({
  cancelLabel,
  confirmLabel,
  pendingLabel = confirmLabel,
  icon,
  pending,
  onConfirm,
}: {
  cancelLabel: string;
  confirmLabel: string;
  /** What the action says while it runs; its own label by default. */
  pendingLabel?: string;
  icon?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialogFooter>
      <AlertDialogCancel asChild>
        <Button variant="secondary" size="lg" disabled={pending}>
          {cancelLabel}
        </Button>
      </AlertDialogCancel>
      <Button variant="danger" size="lg" onClick={onConfirm} disabled={pending}>
        {pending ? <Spinner /> : icon}
        {pending ? pendingLabel : confirmLabel}
      </Button>
    </AlertDialogFooter>
  );
}
