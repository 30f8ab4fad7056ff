import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useDocumentName } from './document-name';
import { useDocumentActions } from './use-document-actions';

/**
 * Ready documents, each a Download away without opening the Document Center: the home's newest
 * ones, and a finished batch's. `onChanged` is told after a download (its count changed).
 */
export function DownloadList({
  documents,
  onChanged,
}: {
  documents: readonly LoanDocument[];
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('documentCenter');
  const actions = useDocumentActions(onChanged);
  const documentName = useDocumentName();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {documents.map((document) => {
        const name = documentName(document);
        const busy = actions.busyWith(document.documentId) === 'download';
        return (
          <li key={document.documentId} className="flex items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-ink">{name}</span>
              <span className="block text-xs text-muted">
                {document.bankName}
                {document.accountMasked ? ` · ${document.accountMasked}` : ''}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => void actions.download(document)}
            >
              {busy ? <Spinner /> : <Download aria-hidden />}
              {t('card.download')}
              <span className="sr-only"> {t('card.which', { name, bank: document.bankName })}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The documents that can be downloaded now. */
export function downloadable(documents: readonly LoanDocument[]): LoanDocument[] {
  return documents.filter((document) => document.status === 'ready' && document.canDownload);
}
