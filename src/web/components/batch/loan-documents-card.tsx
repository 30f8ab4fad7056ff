import { FileCheck2, Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { type DocumentType, POPULAR_DOCUMENT_TYPES } from '../../../shared/documents';
import type { SelectedLoan } from '../../flow/flow-state';
import { useDates } from '../../lib/use-dates';
import { BankBadge } from '../bank-badge';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { CheckRow } from '../ui/check-row';
import { useLoanTypeLabel } from '../use-loan-type-label';
import { offeredTypes } from './document-choice';

interface LoanDocumentsCardProps {
  loan: SelectedLoan;
  chosen: readonly DocumentType[];
  onToggle: (type: DocumentType) => void;
  onToggleAll: () => void;
  /** The borrower's copy of this loan's document of a type made in the last 24 hours, if any. */
  recent?: (type: DocumentType) => LoanDocument | undefined;
  /** Shown under a document's checkbox, e.g. the year of an interest certificate. */
  below?: (type: DocumentType, checked: boolean) => ReactNode;
}

/** One loan: who lends it, and the documents to tick, popular ones marked. */
export function LoanDocumentsCard({
  loan,
  chosen,
  onToggle,
  onToggleAll,
  recent,
  below,
}: LoanDocumentsCardProps) {
  const { t } = useTranslation('documentSelection');
  const { formatDateTime } = useDates();
  const loanTypeLabel = useLoanTypeLabel();
  const id = useId();
  const offered = offeredTypes(loan);
  const allChosen = chosen.length === offered.length;
  const loanType = loanTypeLabel(loan.loanType);

  return (
    <Card className="flex min-w-0 flex-1 flex-col">
      <div className="flex items-start gap-3 px-4 pt-4 sm:px-5 sm:pt-5">
        <BankBadge bankName={loan.bankName} />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-bank`} className="font-semibold break-words text-ink">
            {loan.bankName}
          </h2>
          <p className="text-sm text-ink">
            {loanType}
            <span className="text-muted">
              {' · '}
              <span className="sr-only">{t('loan.account', { accountId: loan.accountId })}</span>
              <span aria-hidden className="whitespace-nowrap tabular-nums">
                {t('loan.accountShort', { accountId: loan.accountId })}
              </span>
            </span>
          </p>
        </div>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3 px-4 sm:px-5">
        <p aria-live="polite" className="text-xs font-medium text-muted">
          {t('loan.chosen', { count: chosen.length, total: offered.length })}
        </p>
        <Button variant="ghost" size="md" className="-mr-3 px-3" onClick={onToggleAll}>
          {allChosen ? t('loan.clear') : t('loan.selectAll')}
          <span className="sr-only">
            {' '}
            {t('loan.forLoan', { bankName: loan.bankName, accountId: loan.accountId })}
          </span>
        </Button>
      </div>
      <fieldset className="min-w-0 border-t border-slate-100 px-2 py-2 sm:px-3">
        <legend className="sr-only">
          {t('loan.documentsLabel', { bankName: loan.bankName, loanType })}
        </legend>
        <ul className="flex flex-col gap-1">
          {offered.map((type) => {
            const checked = chosen.includes(type);
            const boxId = `${id}-${type}`;
            const existing = recent?.(type);
            return (
              <li key={type}>
                <CheckRow
                  id={boxId}
                  checked={checked}
                  onCheckedChange={() => onToggle(type)}
                  describedBy={`${boxId}-description`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="text-sm font-medium text-ink">
                        {t(`types.${type}.name`)}
                      </span>
                      {POPULAR_DOCUMENT_TYPES.includes(type) && (
                        <Badge tone="amber">
                          <Star className="size-3 fill-current" aria-hidden />
                          {t('popular')}
                        </Badge>
                      )}
                    </span>
                    <span
                      id={`${boxId}-description`}
                      className="mt-0.5 block text-xs leading-relaxed text-muted"
                    >
                      {t(`types.${type}.description`)}
                      {existing?.generatedAt && (
                        <span className="mt-1 flex items-center gap-1.5 font-medium text-emerald-800">
                          <FileCheck2 className="size-3.5 shrink-0" aria-hidden />
                          {t('recent.have', { date: formatDateTime(existing.generatedAt) })}
                        </span>
                      )}
                    </span>
                  </span>
                </CheckRow>
                {below?.(type, checked)}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Card>
  );
}
