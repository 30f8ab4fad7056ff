import { FileText, Link2Off, ScrollText, ShieldCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConsentRecord } from '../../../shared/api/consents';
import { useWithdrawConsent } from '../../api/consent-withdraw';
import { useWithdrawal } from '../../api/consent-withdrawal';
import { isOffline, serverMessage } from '../../api/http';
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
import { Spinner } from '../ui/spinner';

/**
 * Withdraw, confirmed: the server's own list of what withdrawing deletes (documents by name,
 * credit reports, share links) and whether running work stops, then the withdrawal.
 */
export function WithdrawConsentDialog({
  consent,
  language,
  onClose,
}: {
  /** The consent to withdraw; null when the dialog is closed. */
  consent: ConsentRecord | null;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('myConsents');
  const withdraw = useWithdrawConsent();
  const open = consent !== null;

  const confirm = () => {
    if (!consent) return;
    withdraw.mutate(consent.consentId, {
      onSuccess: (answer) => {
        toast.success(answer.message, { id: `withdrawn-${consent.consentId}` });
        onClose();
      },
      onError: (error) =>
        isOffline(error)
          ? toastOffline()
          : toast.error(t('withdraw.failed'), {
              id: `withdraw-failed-${consent.consentId}`,
              ...(serverMessage(error) ? { description: serverMessage(error) } : {}),
            }),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !withdraw.isPending && onClose()}>
      <AlertDialogContent>
        <div className="flex items-start gap-3">
          <IconBadge round className="bg-red-50 text-red-600">
            <Undo2 />
          </IconBadge>
          <div className="min-w-0">
            <AlertDialogTitle>{t('withdraw.title')}</AlertDialogTitle>
            <AlertDialogDescription className="mt-1">
              {consent ? `${t(`purpose.${consent.purpose.kind}`)}. ` : ''}
              {t('withdraw.intro')}
            </AlertDialogDescription>
          </div>
        </div>
        {consent && <WhatIsDeleted consentId={consent.consentId} language={language} />}
        <p className="mt-4 flex items-start gap-2.5 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {t('withdraw.kept')}
        </p>
        <ConfirmFooter
          cancelLabel={t('withdraw.cancel')}
          confirmLabel={t('withdraw.confirm')}
          pendingLabel={t('withdraw.withdrawing')}
          icon={<Undo2 aria-hidden />}
          pending={withdraw.isPending}
          onConfirm={confirm}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The itemised list, from GET /api/consents/:id/withdrawal. */
function WhatIsDeleted({ consentId, language }: { consentId: string; language: string }) {
  const { t } = useTranslation('myConsents');
  const preview = useWithdrawal(consentId, language, true);
  if (preview.isPending) {
    return (
      <p role="status" className="mt-4 inline-flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('withdraw.checking')}
      </p>
    );
  }
  if (preview.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {serverMessage(preview.error) ?? t('withdraw.checkFailed')}
      </p>
    );
  }
  const { willDelete, stopsWork } = preview.data;
  const nothing =
    willDelete.documents.length === 0 && willDelete.reports === 0 && willDelete.shareLinks === 0;
  return (
    <div className="mt-4 flex flex-col gap-2.5 text-sm text-ink">
      {nothing ? (
        <p>{t('withdraw.nothing')}</p>
      ) : (
        <>
          <p className="font-medium">{t('withdraw.willDelete')}</p>
          <ul aria-label={t('withdraw.willDelete')} className="space-y-2">
            {willDelete.documents.map((document, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, fixed while shown
              <li key={index} className="flex items-start gap-2.5">
                <FileText className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
                {document}
              </li>
            ))}
            {willDelete.reports > 0 && (
              <li className="flex items-start gap-2.5">
                <ScrollText className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
                {t('withdraw.reports', { count: willDelete.reports })}
              </li>
            )}
            {willDelete.shareLinks > 0 && (
              <li className="flex items-start gap-2.5">
                <Link2Off className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
                {t('withdraw.shareLinks', { count: willDelete.shareLinks })}
              </li>
            )}
          </ul>
        </>
      )}
      {stopsWork && <p className="text-muted">{t('withdraw.stopsWork')}</p>}
    </div>
  );
}
