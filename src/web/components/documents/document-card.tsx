import {
  BadgeCheck,
  CalendarDays,
  CircleAlert,
  Download,
  Eye,
  FileBraces,
  FileCheck2,
  FileText,
  FolderLock,
  Landmark,
  type LucideIcon,
  ReceiptIndianRupee,
  Share2,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import type { DocumentType } from '../../../shared/documents';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/use-dates';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Spinner } from '../ui/spinner';
import { useDocumentName } from './document-name';
import { PreviousVersions } from './previous-versions';
import { documentCardId, SaveToDigiLockerButton } from './save-to-digilocker';
import type { DocumentAction } from './use-document-actions';

/** Each document type has its own icon and colour, the same on every card. */
const TYPE_LOOK: Record<DocumentType, { Icon: LucideIcon; tone: string }> = {
  statement_of_account: { Icon: FileText, tone: 'bg-blue-50 text-blue-700 ring-blue-100' },
  repayment_schedule: {
    Icon: CalendarDays,
    tone: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  },
  sanction_letter: { Icon: FileCheck2, tone: 'bg-violet-50 text-violet-700 ring-violet-100' },
  foreclosure_letter: {
    Icon: ReceiptIndianRupee,
    tone: 'bg-amber-50 text-amber-800 ring-amber-100',
  },
  interest_certificate: { Icon: Landmark, tone: 'bg-teal-50 text-teal-800 ring-teal-100' },
  no_dues_certificate: { Icon: BadgeCheck, tone: 'bg-lime-50 text-lime-800 ring-lime-100' },
  documents_held: { Icon: FolderLock, tone: 'bg-rose-50 text-rose-800 ring-rose-100' },
};

/**
 * Icon over word on phones, side by side above. Equal shares of the row, each at least as wide as
 * its word: where a language's three words do not fit a card at 360 px, the last button goes to a
 * row of its own instead of widening the card.
 */
const ACTION_BUTTON =
  'h-auto min-h-12 min-w-fit flex-1 basis-0 flex-col gap-1 px-1 py-1.5 text-xs sm:min-h-11 sm:flex-row sm:gap-2 sm:px-2 sm:text-sm';

const STATUS_TONE = { ready: 'green', processing: 'blue', failed: 'red' } as const;

/** A card's tick box while the borrower picks documents to share with one link. */
export interface CardSelection {
  selected: boolean;
  /** Not ready, or the most one link carries is reached. */
  disabled: boolean;
  onToggle: () => void;
}

interface DocumentCardProps {
  document: LoanDocument;
  /** Earlier versions of this loan's document of this type, newest first. */
  previous?: readonly LoanDocument[];
  /** The action under way for a document (this one or an earlier version), if any. */
  busyWith: (documentId: string) => DocumentAction | undefined;
  onAction: (action: DocumentAction, document: LoanDocument) => void;
  /** Present while picking documents for one share link. */
  selection?: CardSelection | undefined;
  /** Offer Save to DigiLocker (a DigiLocker is configured). */
  digilocker?: boolean;
  /**
   * Beside 'File not available' on a failed document: the place for a next step, such as
   * trying that bank again.
   */
  failedAction?: ReactNode;
}

/**
 * One document of a loan: what it is, its file, and View / Download / Share — the newest
 * version, with the earlier ones under 'Previous versions' — and its content as data (JSON)
 * for whoever wants the figures rather than the page.
 */
export function DocumentCard({
  document,
  previous = [],
  busyWith,
  onAction,
  selection,
  failedAction,
  digilocker = false,
}: DocumentCardProps) {
  const { t } = useTranslation('documentCenter');
  const { formatDateTime } = useDates();
  const id = useId();
  const { Icon, tone } = TYPE_LOOK[document.documentType];
  const name = useDocumentName()(document);
  const which = t('card.which', { name, bank: document.bankName });
  const status = document.status as string;
  const known = status === 'ready' || status === 'processing' || status === 'failed';
  const busy = busyWith(document.documentId);
  const disabled = !document.canDownload || busy !== undefined;
  // The version is worth saying once there is more than one.
  const showVersion = document.version > 1 || previous.length > 0;

  return (
    <article
      id={documentCardId(document.documentId)}
      aria-labelledby={`${id}-name ${id}-bank`}
      className={cn(
        'flex w-full flex-col rounded-xl border bg-white shadow-sm',
        selection?.selected ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3 p-4 pb-3">
        {selection ? (
          <span className="grid size-11 shrink-0 place-items-center">
            <Checkbox
              id={`${id}-select`}
              checked={selection.selected}
              disabled={selection.disabled}
              onCheckedChange={selection.onToggle}
              aria-label={t('several.select', { which })}
              className="size-6"
            />
          </span>
        ) : (
          <span
            aria-hidden
            className={cn('grid size-11 shrink-0 place-items-center rounded-lg ring-1', tone)}
          >
            <Icon className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h4 id={`${id}-name`} className="font-semibold leading-snug text-ink">
            {name}
          </h4>
          <p className="mt-0.5 text-sm text-muted">
            {/* The loan's heading above names the bank; screen readers hear it with the card. */}
            <span id={`${id}-bank`} className="sr-only">
              {document.bankName}
            </span>
            {showVersion && (
              <span className="whitespace-nowrap">
                {t('card.version', { version: document.version })}
              </span>
            )}
            {showVersion && document.fileSize && (
              <>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
              </>
            )}
            {document.fileSize && <span className="whitespace-nowrap">{document.fileSize}</span>}
          </p>
        </div>
        <Badge
          tone={known ? STATUS_TONE[status as keyof typeof STATUS_TONE] : 'grey'}
          className="shrink-0"
        >
          {status === 'processing' && <Spinner className="size-3" />}
          {known ? t(`status.${status as keyof typeof STATUS_TONE}`) : status}
        </Badge>
      </div>

      <dl className="mx-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 border-t border-slate-100 pt-3 text-sm">
        <dt className="text-muted">{t('card.fileName')}</dt>
        <dd className="min-w-0 font-medium break-words text-ink">
          <BreakableFileName fileName={document.fileName} />
        </dd>
        <dt className="text-muted">{t('card.generated')}</dt>
        <dd className="text-ink tabular-nums">
          {document.generatedAt ? formatDateTime(document.generatedAt) : t('card.notYet')}
        </dd>
        <dt className="text-muted">{t('card.downloads')}</dt>
        <dd className="text-ink tabular-nums" data-testid="download-count">
          {document.downloadCount}
        </dd>
        <dt className="text-muted">{t('card.expires')}</dt>
        <dd className="text-ink tabular-nums">
          {document.expiresAt ? formatDateTime(document.expiresAt) : t('card.notYet')}
        </dd>
      </dl>

      <div className="mt-auto px-4 pt-3 pb-4">
        {!document.canDownload &&
          (status === 'processing' ? (
            <p className="mb-3 text-sm text-blue-800">{t('card.preparing')}</p>
          ) : (
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-1.5 text-sm font-medium text-red-700">
                <CircleAlert className="size-4 shrink-0" aria-hidden />
                {t('card.notAvailable')}
              </p>
              {failedAction}
            </div>
          ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className={ACTION_BUTTON}
            disabled={disabled}
            onClick={() => onAction('view', document)}
          >
            {busy === 'view' ? <Spinner /> : <Eye aria-hidden />}
            {t('card.view')}
            <span className="sr-only"> {which}</span>
          </Button>
          <Button
            className={ACTION_BUTTON}
            disabled={disabled}
            onClick={() => onAction('download', document)}
          >
            {busy === 'download' ? <Spinner /> : <Download aria-hidden />}
            {t('card.download')}
            <span className="sr-only"> {which}</span>
          </Button>
          <Button
            variant="secondary"
            className={ACTION_BUTTON}
            disabled={disabled}
            onClick={() => onAction('share', document)}
          >
            {busy === 'share' ? <Spinner /> : <Share2 aria-hidden />}
            {t('card.share')}
            <span className="sr-only"> {which}</span>
          </Button>
        </div>
        {digilocker && document.canDownload && (
          <SaveToDigiLockerButton document={document} which={which} className="mt-2" />
        )}
        {document.data_url && (
          <Button
            variant="ghost"
            className="mt-2 min-h-11 w-full text-sm text-brand-800"
            disabled={busy !== undefined}
            onClick={() => onAction('data', document)}
          >
            {busy === 'data' ? <Spinner /> : <FileBraces aria-hidden />}
            {t('card.data')}
            <span className="sr-only"> {which}</span>
          </Button>
        )}
        {previous.length > 0 && (
          <PreviousVersions
            versions={previous}
            name={name}
            busyWith={busyWith}
            onAction={onAction}
          />
        )}
      </div>
    </article>
  );
}

/** "State_Bank_of_India_ForeclosureLetter.pdf" may wrap after each underscore, not mid-word. */
function BreakableFileName({ fileName }: { fileName: string }) {
  const parts = fileName.split('_');
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder
    <span key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </span>
  ));
}
