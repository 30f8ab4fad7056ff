import { ChevronDown, Download, Eye, History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/use-dates';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import type { DocumentAction } from './use-document-actions';

/**
 * The earlier versions of a card's document, folded away: each with when it was made, and View
 * and Download while its file is still kept.
 */
export function PreviousVersions({
  versions,
  name,
  busyWith,
  onAction,
}: {
  versions: readonly LoanDocument[];
  /** The document type's name, for screen readers ("View Version 1 of Statement of Account"). */
  name: string;
  busyWith: (documentId: string) => DocumentAction | undefined;
  onAction: (action: DocumentAction, document: LoanDocument) => void;
}) {
  const { t } = useTranslation('documentCenter');
  const { formatDateTime } = useDates();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div
      className={cn('mt-3 rounded-lg border border-slate-200', open ? 'bg-white' : 'bg-slate-50')}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-versions`}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-brand-800 hover:bg-slate-100"
      >
        <History className="size-4 shrink-0" aria-hidden />
        <span className="flex-1">{t('versions.title', { count: versions.length })}</span>
        <ChevronDown
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <ul
        id={`${id}-versions`}
        hidden={!open}
        className="divide-y divide-slate-100 border-t border-slate-200"
      >
        {versions.map((version) => {
          const busy = busyWith(version.documentId);
          const label = t('versions.version', { version: version.version });
          const which = t('versions.which', { version: version.version, name });
          const disabled = !version.canDownload || busy !== undefined;
          return (
            <li key={version.documentId} className="px-3 py-2.5">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-medium text-ink">{label}</span>
                <span className="text-muted tabular-nums">
                  {version.generatedAt
                    ? t('versions.generated', { date: formatDateTime(version.generatedAt) })
                    : version.status === 'failed'
                      ? t('status.failed')
                      : t('status.processing')}
                </span>
              </p>
              {version.canDownload ? (
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11 sm:min-h-9"
                    disabled={disabled}
                    onClick={() => onAction('view', version)}
                  >
                    {busy === 'view' ? <Spinner /> : <Eye aria-hidden />}
                    {t('card.view')}
                    <span className="sr-only"> {which}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11 sm:min-h-9"
                    disabled={disabled}
                    onClick={() => onAction('download', version)}
                  >
                    {busy === 'download' ? <Spinner /> : <Download aria-hidden />}
                    {t('card.download')}
                    <span className="sr-only"> {which}</span>
                  </Button>
                </div>
              ) : (
                version.status === 'ready' && (
                  <p className="mt-1 text-sm text-muted">{t('card.notAvailable')}</p>
                )
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
