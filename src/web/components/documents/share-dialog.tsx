import { Check, Copy, Link2, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { LoanDocument } from '../../../shared/api/documents';
import { formatDateTime } from '../../../shared/format';
import { useRevokeShareLink } from '../../api/documents-revoke-share';
import { useShareLinks } from '../../api/documents-shares';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { copyText, type ShareOutcome, shareLink } from './share-link';

export interface CreatedShareLink {
  shareId: string;
  /** Absolute URL, ready to send. */
  url: string;
  /** How it left the app: the share sheet, the clipboard, or not yet. */
  outcome: ShareOutcome;
}

interface ShareDialogProps {
  accessToken: string;
  /** The document being shared; null when the dialog is closed. */
  document: LoanDocument | null;
  created: CreatedShareLink | undefined;
  onClose: () => void;
}

/** The link just made (copy it or share it again), and the document's links that still work. */
export function ShareDialog({ accessToken, document, created, onClose }: ShareDialogProps) {
  const { t } = useTranslation('documentCenter');
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('share.close')} className="overflow-y-auto">
        {document && (
          <ShareDialogBody accessToken={accessToken} document={document} created={created} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ShareDialogBody({
  accessToken,
  document,
  created,
}: {
  accessToken: string;
  document: LoanDocument;
  created: CreatedShareLink | undefined;
}) {
  const { t } = useTranslation('documentCenter');
  const name = t(`types.${document.documentType}`);
  const links = useShareLinks(accessToken, document.documentId, true);
  // The new link was revoked (here or in another tab): it no longer works, so say so.
  const createdRevoked =
    created !== undefined &&
    links.data !== undefined &&
    !links.isFetching &&
    !links.data.shareLinks.some((link) => link.shareId === created.shareId);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('share.title', { name })}</DialogTitle>
        <DialogDescription>{t('share.description', { bank: document.bankName })}</DialogDescription>
      </DialogHeader>
      {created &&
        (createdRevoked ? (
          <p className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            {t('share.revoked')}
          </p>
        ) : (
          <NewLink link={created} document={document} name={name} />
        ))}
      <ActiveLinks
        accessToken={accessToken}
        documentId={document.documentId}
        links={links}
        newShareId={created?.shareId}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            {t('share.close')}
          </Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function NewLink({
  link,
  document,
  name,
}: {
  link: CreatedShareLink;
  document: LoanDocument;
  name: string;
}) {
  const { t } = useTranslation('documentCenter');
  const id = useId();
  const [copied, setCopied] = useState(link.outcome === 'copied');
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    if (await copyText(link.url)) {
      setCopied(true);
      toast.success(t('share.copyDone'), { id: 'share-copied' });
    } else {
      toast.error(t('share.copyFailed'), { id: 'share-copied' });
    }
  };

  const shareAgain = async () => {
    const outcome = await shareLink(
      link.url,
      t('share.message', { name, bank: document.bankName }),
    );
    if (outcome === 'copied') setCopied(true);
  };

  return (
    <div className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4">
      <label htmlFor={`${id}-url`} className="text-sm font-semibold text-emerald-900">
        {t('share.newLink')}
      </label>
      <input
        id={`${id}-url`}
        readOnly
        value={link.url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-ink"
        data-testid="share-url"
      />
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <Button
          // The shared success green is too light for white text (WCAG AA); a shade darker.
          className={copied ? 'bg-emerald-700 hover:bg-emerald-800' : undefined}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('share.copyDone') : t('share.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void shareAgain()}>
            <Share2 aria-hidden />
            {t('share.shareAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}

function ActiveLinks({
  accessToken,
  documentId,
  links,
  newShareId,
}: {
  accessToken: string;
  documentId: string;
  links: ReturnType<typeof useShareLinks>;
  newShareId: string | undefined;
}) {
  const { t } = useTranslation('documentCenter');
  const id = useId();
  const revoke = useRevokeShareLink(accessToken, documentId);

  const revokeLink = (shareId: string) =>
    revoke.mutate(shareId, {
      onSuccess: () => toast.success(t('share.revoked'), { id: `revoked-${shareId}` }),
      onError: () => toast.error(t('share.revokeFailed'), { id: `revoked-${shareId}` }),
    });

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('share.activeLinks')}
      </h3>
      {links.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('viewer.loading')}
        </p>
      ) : links.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('share.loadFailed')}
        </p>
      ) : links.data.shareLinks.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('share.noLinks')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {links.data.shareLinks.map((link) => {
            const created = formatDateTime(link.createdAt);
            const revoking = revoke.isPending && revoke.variables === link.shareId;
            return (
              <li key={link.shareId} className="flex items-center gap-3 p-3">
                <Link2 className="size-5 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-ink">
                    {link.shareId === newShareId
                      ? t('share.thisLink', { created })
                      : t('share.linkName', { created })}
                  </p>
                  <p className="text-muted">
                    {t('share.expires', { date: formatDateTime(link.expiresAt) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className="shrink-0 text-red-700"
                  onClick={() => revokeLink(link.shareId)}
                  disabled={revoking}
                >
                  {revoking && <Spinner />}
                  {t('share.revoke')}
                  <span className="sr-only">
                    {' '}
                    {link.shareId === newShareId
                      ? t('share.thisLink', { created })
                      : t('share.linkName', { created })}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
