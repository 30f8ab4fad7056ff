import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline } from '../../api/http';
import type { ShareLink } from '../../api/shares-list';
import { useRevokeShareLink } from '../../api/shares-revoke';
import { toast } from '../../lib/toast';
import { useDates } from '../../lib/use-dates';
import { ConfirmFooter } from '../confirm-footer';
import { toastOffline } from '../failure-toast';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

export interface ShareLinksListProps {
  heading: string;
  /** The working links, newest first; undefined while they load or when they could not. */
  links: readonly ShareLink[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The link just made, marked as new. */
  newShareId?: string | undefined;
  /** Said when no link works. */
  emptyText: string;
  /** What revoking takes away, asked before it is done. */
  confirmText: string;
  /** After a link is revoked (the lists of links are refreshed already). */
  onRevoked?: (shareId: string) => void;
  className?: string;
}

/**
 * Working share links (a document's, or a loan's balance-transfer packs): when each was made and
 * until when it works, each revocable once the borrower confirms. A link's URL is shown once,
 * when it is made: the server keeps only a digest of its token.
 */
export function ShareLinksList({
  heading,
  links,
  isPending,
  isError,
  newShareId,
  emptyText,
  confirmText,
  onRevoked,
  className = 'mt-6',
}: ShareLinksListProps) {
  const { t } = useTranslation('documentCenter');
  const { formatDateTime } = useDates();
  const id = useId();
  const revoke = useRevokeShareLink();
  const [confirming, setConfirming] = useState<ShareLink | null>(null);

  const linkName = (link: ShareLink) => {
    const created = formatDateTime(link.createdAt);
    return link.shareId === newShareId
      ? t('share.thisLink', { created })
      : t('share.linkName', { created });
  };

  const revokeLink = (shareId: string) =>
    revoke.mutate(shareId, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('share.revoked'), { id: `revoked-${shareId}` });
        onRevoked?.(shareId);
      },
      onError: (error) =>
        isOffline(error)
          ? toastOffline()
          : toast.error(t('share.revokeFailed'), { id: `revoked-${shareId}` }),
    });

  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {heading}
      </h3>
      {isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('viewer.loading')}
        </p>
      ) : isError || !links ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('share.loadFailed')}
        </p>
      ) : links.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{emptyText}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {links.map((link) => (
            <li key={link.shareId} className="flex items-center gap-3 p-3">
              <Link2 className="size-5 shrink-0 text-slate-500" aria-hidden />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">{linkName(link)}</p>
                <p className="text-muted">
                  {t('share.expires', { date: formatDateTime(link.expiresAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 text-red-700"
                onClick={() => setConfirming(link)}
              >
                {t('share.revoke')}
                <span className="sr-only"> {linkName(link)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !revoke.isPending && setConfirming(null)}
      >
        <AlertDialogContent>
          <AlertDialogTitle>{t('share.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription className="mt-2">{confirmText}</AlertDialogDescription>
          {confirming && (
            <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              {linkName(confirming)}
              <br />
              {t('share.expires', { date: formatDateTime(confirming.expiresAt) })}
            </p>
          )}
          <ConfirmFooter
            cancelLabel={t('share.keep')}
            confirmLabel={t('share.confirmRevoke')}
            pending={revoke.isPending}
            onConfirm={() => confirming && revokeLink(confirming.shareId)}
          />
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
