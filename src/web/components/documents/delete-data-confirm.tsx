import { FileText, Link2Off, LogOut, ScrollText, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteMyData } from '../../api/documents-delete-my-data';
import { ApiError, isOffline } from '../../api/http';
import { sessionEnded } from '../../api/session';
import { clearFlowState } from '../../flow/flow-state';
import { homeNotice } from '../../flow/home-notice';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { ConfirmFooter } from '../confirm-footer';
import { toastOffline } from '../failure-toast';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { IconBadge } from '../ui/icon-badge';

/**
 * The confirmation of 'Delete my data now' (./delete-data-dialog): it says what is erased and
 * what is kept, then DELETE /api/my-data, the journey forgotten, and home with a notice.
 */
export function DeleteMyDataConfirm({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation('documentCenter');
  const navigate = useNavigate();
  const deletion = useDeleteMyData();

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: (response) => {
        clearFlowState();
        const notice = homeNotice({
          title: t('deleteData.done'),
          detail: t('deleteData.doneCounts', { count: response.deleted.documents }),
        });
        navigate(paths.landing, { replace: true, state: notice });
        // Deleting one's data ended every session of the borrower; said once the screen that
        // needed one is left (this dialog is part of it).
        sessionEnded();
      },
      onError: (error) => {
        if (isOffline(error)) {
          toastOffline();
          return;
        }
        toast.error(t('deleteData.failed'), {
          id: 'delete-my-data',
          ...(error instanceof ApiError && error.serverMessage
            ? { description: error.serverMessage }
            : {}),
        });
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogContent>
        <div className="flex items-start gap-3">
          <IconBadge round className="bg-red-50 text-red-600">
            <Trash2 />
          </IconBadge>
          <div className="min-w-0">
            <AlertDialogTitle>{t('deleteData.title')}</AlertDialogTitle>
            <AlertDialogDescription className="mt-1">
              {t('deleteData.intro')}
            </AlertDialogDescription>
          </div>
        </div>
        <ul className="mt-4 space-y-2.5 text-sm text-ink">
          <li className="flex items-start gap-2.5">
            <FileText className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
            {t('deleteData.erased.documents')}
          </li>
          <li className="flex items-start gap-2.5">
            <Link2Off className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
            {t('deleteData.erased.shareLinks')}
          </li>
          <li className="flex items-start gap-2.5">
            <ScrollText className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
            {t('deleteData.erased.report')}
          </li>
          <li className="flex items-start gap-2.5">
            <LogOut className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
            {t('deleteData.erased.access')}
          </li>
        </ul>
        <p className="mt-4 flex items-start gap-2.5 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {t('deleteData.kept')}
        </p>
        <p className="mt-3 text-sm text-muted">{t('deleteData.hint')}</p>
        <ConfirmFooter
          cancelLabel={t('deleteData.cancel')}
          confirmLabel={t('deleteData.confirm')}
          pendingLabel={t('deleteData.deleting')}
          icon={<Trash2 aria-hidden />}
          pending={deletion.isPending}
          onConfirm={confirm}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
