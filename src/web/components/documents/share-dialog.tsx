import { Check, Copy, FileText, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { useShareLinks } from '../../api/documents-shares';
import { type ShareLink, useAllShareLinks } from '../../api/shares-list';
import { toast } from '../../lib/toast';
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
import { SaveToDigiLockerButton } from './save-to-digilocker';
import { canUseShareSheet, copyText, type ShareOutcome, shareLink } from './share-link';
import { ShareLinksList } from './share-links-list';

export interface CreatedShareLink {
  shareId: string;
  /** Absolute URL of the receiver's page (/s/<token>), ready to send. */
  url: string;
  /** How it left the app: the share sheet, the clipboard, or not yet. */
  outcome: ShareOutcome;
}

interface ShareDialogProps {
  /** What is being shared: one document or several; none when the dialog is closed. */
  documents: readonly LoanDocument[];
  created: CreatedShareLink | undefined;
  onClose: () => void;
  /** Offer Save to DigiLocker for a single document. */
  digilocker?: boolean;
}

/**
 * The link just made (copy it or share it again), what it carries, and the links to the same
 * documents that still work, each revocable after a confirmation.
 */
export function ShareDialog({ documents, created, onClose, digilocker = false }: ShareDialogProps) {
  const { t } = useTranslation('documentCenter');
  return (
    <Dialog open={documents.length > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('share.close')} className="overflow-y-auto">
        {documents.length > 0 && (
          <ShareDialogBody documents={documents} created={created} digilocker={digilocker} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The same documents, whatever their order. */
function sameDocuments(link: ShareLink, documents: readonly LoanDocument[]): boolean {
  const ids = new Set(documents.map((document) => document.documentId));
  return link.documentIds.length === ids.size && link.documentIds.every((id) => ids.has(id));
}

/** One document's links, or the links that carry exactly these several documents. */
function useLinksFor(documents: readonly LoanDocument[]) {
  const [first] = documents as [LoanDocument, ...LoanDocument[]];
  const single = documents.length === 1;
  const one = useShareLinks(first.documentId, single);
  const all = useAllShareLinks(!single);
  const query = single ? one : all;
  const links = single
    ? query.data?.shareLinks
    : query.data?.shareLinks.filter((link) => sameDocuments(link, documents));
  return {
    links,
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
  };
}

function ShareDialogBody({
  documents,
  created,
  digilocker,
}: {
  documents: readonly LoanDocument[];
  created: CreatedShareLink | undefined;
  digilocker: boolean;
}) {
  const { t } = useTranslation('documentCenter');
  const [first] = documents as [LoanDocument, ...LoanDocument[]];
  const single = documents.length === 1;
  const name = t(`types.${first.documentType}`);
  const message = single
    ? t('share.message', { name, bank: first.bankName })
    : t('share.messageSeveral', { count: documents.length });
  const links = useLinksFor(documents);
  // The new link was revoked (here or in another tab): it no longer works, so say so.
  const createdRevoked =
    created !== undefined &&
    links.links !== undefined &&
    !links.isFetching &&
    !links.links.some((link) => link.shareId === created.shareId);
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {single
            ? t('share.title', { name })
            : t('share.titleSeveral', { count: documents.length })}
        </DialogTitle>
        <DialogDescription>
          {single
            ? t('share.description', { bank: first.bankName })
            : t('share.descriptionSeveral')}
        </DialogDescription>
      </DialogHeader>
      {!single && <IncludedDocuments documents={documents} />}
      {created &&
        (createdRevoked ? (
          <p className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            {t('share.revoked')}
          </p>
        ) : (
          <NewLink link={created} message={message} />
        ))}
      <ActiveLinks links={links} newShareId={created?.shareId} single={single} />
      {single && digilocker && (
        <section className="mt-5 rounded-xl border border-slate-200 p-4">
          <p className="text-sm text-muted">{t('digilocker.keep')}</p>
          <SaveToDigiLockerButton
            document={first}
            which={t('card.which', { name, bank: first.bankName })}
            className="mt-2"
          />
        </section>
      )}
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

/** What a link for several documents carries, in its order. */
function IncludedDocuments({ documents }: { documents: readonly LoanDocument[] }) {
  const { t } = useTranslation('documentCenter');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('share.included', { count: documents.length })}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {documents.map((document) => (
          <li key={document.documentId} className="flex items-start gap-2.5 px-3 py-2">
            <FileText className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span className="min-w-0">
              <span className="block font-medium text-ink">
                {t(`types.${document.documentType}`)}
              </span>
              <span className="block text-muted">
                {document.bankName}
                {document.accountMasked &&
                  ` · ${t('group.accountShort', { account: document.accountMasked })}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewLink({ link, message }: { link: CreatedShareLink; message: string }) {
  const { t } = useTranslation('documentCenter');
  const id = useId();
  const [copied, setCopied] = useState(link.outcome === 'copied');
  const canShare = canUseShareSheet();

  const copy = async () => {
    if (await copyText(link.url)) {
      setCopied(true);
      toast.success(t('share.copyDone'), { id: 'share-copied' });
    } else {
      toast.error(t('share.copyFailed'), { id: 'share-copied' });
    }
  };

  const shareAgain = async () => {
    const outcome = await shareLink(link.url, message);
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
        {canShare && (
          <Button onClick={() => void shareAgain()}>
            <Share2 aria-hidden />
            {t('share.shareAgain')}
          </Button>
        )}
        <Button
          variant={canShare ? 'secondary' : 'primary'}
          // The shared success green is too light for white text (WCAG AA); a shade darker.
          className={copied && !canShare ? 'bg-emerald-700 hover:bg-emerald-800' : undefined}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('share.copyDone') : t('share.copy')}
        </Button>
      </div>
    </div>
  );
}

function ActiveLinks({
  links,
  newShareId,
  single,
}: {
  links: ReturnType<typeof useLinksFor>;
  newShareId: string | undefined;
  single: boolean;
}) {
  const { t } = useTranslation('documentCenter');
  return (
    <ShareLinksList
      heading={t('share.activeLinks')}
      links={links.links}
      isPending={links.isPending}
      isError={links.isError}
      newShareId={newShareId}
      emptyText={single ? t('share.noLinks') : t('share.noLinksSeveral')}
      confirmText={single ? t('share.confirmText') : t('share.confirmTextSeveral')}
    />
  );
}
