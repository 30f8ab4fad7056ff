import { FileText, Link2Off, LogOut, ScrollText, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteMyData } from '../../api/documents-delete-my-data';
import { ApiError } from '../../api/http';
import { clearFlowState } from '../../flow/flow-state';
import { paths } from '../../paths';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { DATA_DELETED_STATE, type DataDeletedState } from './data-deleted-notice';

/**
 * 'Delete my data now': a confirmation that says what is erased and what is kept, then
 * DELETE /api/my-data, the journey forgotten, and home with a notice.
 */
export function DeleteMyData({
  accessToken,
  className,
}: {
  accessToken: string;
  className?: string;
}) {
  const { t } = useTranslation('documentCenter');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteMyData(accessToken);

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: (response) => {
        clearFlowState();
        const notice: DataDeletedState = {
          [DATA_DELETED_STATE]: {
            title: t('deleteData.done'),
            detail: t('deleteData.doneCounts', { count: response.deleted.documents }),
          },
        };
        navigate(paths.landing, { replace: true, state: notice });
      },
      onError: (error) => {
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
      <AlertDialogTrigger asChild>
        <Button
          variant="secondary"
          size="lg"
          className={`text-red-700 ring-red-200 hover:bg-red-50 ${className ?? ''}`}
        >
          <Trash2 aria-hidden />
          {t('deleteData.open')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600"
          >
            <Trash2 className="size-5" />
          </span>
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
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" size="lg" disabled={deletion.isPending}>
              {t('deleteData.cancel')}
            </Button>
          </AlertDialogCancel>
          <Button variant="danger" size="lg" onClick={confirm} disabled={deletion.isPending}>
            {deletion.isPending ? <Spinner /> : <Trash2 aria-hidden />}
            {deletion.isPending ? t('deleteData.deleting') : t('deleteData.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
