import { Eye, FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import type { SelectedLoan } from '../../flow/flow-state';
import { useDates } from '../../lib/use-dates';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { IconBadge } from '../ui/icon-badge';

export interface RecentChoice {
  loan: SelectedLoan;
  document: LoanDocument;
}

/**
 * Asked for again within a day: the documents the borrower already has are offered first — open
 * one, keep the ones there are, or ask the banks for new versions anyway.
 */
export function RecentDocumentsDialog({
  recent,
  onOpen,
  onUseExisting,
  onRequestAnyway,
  onClose,
}: {
  /** The chosen documents made in the last 24 hours; the dialog is open while there are some. */
  recent: readonly RecentChoice[];
  onOpen: (document: LoanDocument) => void;
  onUseExisting: () => void;
  onRequestAnyway: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('documentSelection');
  const { formatDateTime } = useDates();
  return (
    <AlertDialog open={recent.length > 0} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <div className="flex items-start gap-3">
          <IconBadge round className="bg-emerald-50 text-emerald-700">
            <FileCheck2 />
          </IconBadge>
          <div className="min-w-0">
            <AlertDialogTitle>{t('recent.title', { count: recent.length })}</AlertDialogTitle>
            <AlertDialogDescription className="mt-1">{t('recent.text')}</AlertDialogDescription>
          </div>
        </div>
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {recent.map(({ loan, document }) => {
            const name = t(`types.${document.documentType}.name`);
            return (
              <li key={document.documentId} className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-ink">{name}</p>
                  <p className="text-muted">
                    {loan.bankName}
                    {' · '}
                    <span className="whitespace-nowrap">
                      {t('recent.made', { date: formatDateTime(document.generatedAt ?? '') })}
                    </span>
                  </p>
                </div>
                <Button variant="secondary" className="shrink-0" onClick={() => onOpen(document)}>
                  <Eye aria-hidden />
                  {t('recent.open')}
                  <span className="sr-only">
                    {' '}
                    {name}, {loan.bankName}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
        <AlertDialogFooter>
          <Button variant="secondary" size="lg" onClick={onRequestAnyway}>
            {t('recent.requestAnyway')}
          </Button>
          <Button size="lg" onClick={onUseExisting}>
            {t('recent.useExisting')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
