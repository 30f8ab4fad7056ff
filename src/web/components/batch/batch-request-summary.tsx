import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isYearlyDocument } from '../../../shared/documents';
import { BankBadge } from '../bank-badge';
import { Card } from '../ui/card';
import { useLoanTypeLabel } from '../use-loan-type-label';
import type { ChoiceSummary } from './document-choice';
import type { InterestYears } from './interest-years';

/**
 * What the batch asks for: how many banks, loans and documents, then bank by bank (an interest
 * certificate with its financial year).
 */
export function BatchRequestSummary({
  summary,
  interestYears = {},
}: {
  summary: ChoiceSummary;
  interestYears?: InterestYears | undefined;
}) {
  const { t } = useTranslation('batchConsent');
  const { t: tDocuments } = useTranslation('documentSelection');
  const loanTypeLabel = useLoanTypeLabel();
  const headingId = useId();
  const counts = [
    { key: 'banks', value: summary.banks },
    { key: 'loans', value: summary.loans },
    { key: 'documents', value: summary.documents },
  ] as const;

  return (
    <Card>
      <section aria-labelledby={headingId} className="p-5 sm:p-6">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {t('summary.heading')}
        </h2>
        <dl className="mt-3 grid grid-cols-3 divide-x divide-slate-200 rounded-lg bg-slate-50 py-3">
          {counts.map(({ key, value }) => (
            <div key={key} className="flex flex-col items-center gap-0.5 px-2 text-center">
              <dt className="text-xs text-muted">{t(`summary.${key}`, { count: value })}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 text-sm font-semibold text-ink">{t('summary.perBank')}</h3>
        <ul className="mt-2 divide-y divide-slate-100">
          {summary.perBank.map((bank) => (
            <li key={bank.bankName} className="flex gap-3 py-3 last:pb-0">
              <BankBadge bankName={bank.bankName} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-ink">{bank.bankName}</span>
                  <span className="text-xs text-muted">
                    {t('summary.bankDocuments', { count: bank.documents })}
                  </span>
                </p>
                <ul className="mt-1 flex flex-col gap-2">
                  {bank.loans.map(({ loan, documents }) => {
                    const names = {
                      loanType: loanTypeLabel(loan.loanType),
                      accountId: loan.accountId,
                    };
                    return (
                      <li key={loan.loanId}>
                        <p className="text-sm text-muted">
                          <span className="sr-only">{t('summary.loanLabel', names)}</span>
                          <span aria-hidden>{t('summary.loan', names)}</span>
                        </p>
                        <ul className="mt-1 flex flex-wrap gap-1.5">
                          {documents.map((type) => (
                            <li
                              key={type}
                              className="inline-flex items-center gap-1 rounded-md bg-brand-50 px-2 py-1 text-xs font-medium text-brand-900"
                            >
                              <FileText className="size-3.5 shrink-0" aria-hidden />
                              {tDocuments(`types.${type}.name`)}
                              {isYearlyDocument(type) && interestYears[loan.loanId]
                                ? ` · ${interestYears[loan.loanId]}`
                                : ''}
                            </li>
                          ))}
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
