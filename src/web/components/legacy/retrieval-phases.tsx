import { CircleCheck, FolderOpen, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RetrievedDocument } from '../../../shared/api/legacy';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import { StateCard } from '../state-card';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { LoanFailure } from './loan-retrieval-card';
import { type Retrievals, retrievedDocuments } from './retrieval-state';
import { RetrievedDocuments } from './retrieved-documents';

/** The parts of /documents (older flow) that draw each phase of the retrieval. */

/** The first round: one consent request per selected loan, all at once. */
export function ConsentRound({
  loans,
  retrievals,
}: {
  loans: readonly LegacyLoanSelection[];
  retrievals: Retrievals;
}) {
  const { t } = useTranslation('documents');
  return (
    <Card className="p-5 sm:p-6">
      <div role="status" className="flex items-start gap-3">
        <Spinner className="mt-1 size-5 text-brand-700" />
        <div>
          <h2 className="font-semibold text-ink">{t('consent.heading')}</h2>
          <p className="mt-0.5 text-sm text-muted">{t('consent.text')}</p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {loans.map((loan) => {
          const state = retrievals[loan.id];
          const sent = state !== undefined && state.status !== 'requesting';
          return (
            <li
              key={loan.id}
              className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm"
            >
              <span className="min-w-0 break-words text-ink">{loan.bank_name}</span>
              {sent ? (
                <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden />
              ) : (
                <Spinner className="shrink-0 text-muted" />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** No bank could be asked for its OTP. */
export function NothingSent({
  message,
  onRetry,
}: {
  message: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <StateCard
      tone="error"
      icon={<SearchX className="size-7" aria-hidden />}
      title={t('consent.failedTitle')}
      text={message ?? t('messages.consentFailed')}
      action={
        <Button size="lg" onClick={onRetry}>
          {t('consent.retry')}
        </Button>
      }
    />
  );
}

/** The documents retrieved, and the loans that did not get theirs. */
export function RetrievalCompleted({
  loans,
  retrievals,
  onView,
  onDownload,
  busyId,
  onRetry,
  onOpenCenter,
}: {
  loans: readonly LegacyLoanSelection[];
  retrievals: Retrievals;
  onView: (document: RetrievedDocument) => void;
  onDownload: (document: RetrievedDocument) => void;
  busyId: string | null;
  onRetry: (loan: LegacyLoanSelection) => void;
  onOpenCenter: () => void;
}) {
  const { t } = useTranslation('documents');
  const groups = retrievedDocuments(loans, retrievals);
  const count = groups.reduce((sum, group) => sum + group.documents.length, 0);
  const failed = loans.flatMap((loan) => {
    const state = retrievals[loan.id];
    return state?.status === 'failed' || state?.status === 'consent-failed'
      ? [{ loan, state }]
      : [];
  });
  return (
    <section aria-labelledby="documents-completed" className="flex flex-col gap-4">
      <div
        role="status"
        className={
          count > 0
            ? 'flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4'
            : 'flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4'
        }
      >
        {count > 0 ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
        ) : (
          <SearchX className="mt-0.5 size-6 shrink-0 text-red-600" aria-hidden />
        )}
        <div className="min-w-0">
          <h2 id="documents-completed" className="font-semibold text-ink">
            {count > 0 ? t('completed.heading') : t('completed.noneHeading')}
          </h2>
          <p className="mt-0.5 text-sm text-ink">
            {count > 0 ? t('completed.text', { count }) : t('completed.noneText')}
          </p>
          {count > 0 && (
            <Button variant="link" className="mt-1 h-11 px-0" onClick={onOpenCenter}>
              <FolderOpen aria-hidden />
              {t('completed.openCenter')}
            </Button>
          )}
        </div>
      </div>
      {groups.length > 0 && (
        <RetrievedDocuments
          groups={groups}
          onView={onView}
          onDownload={onDownload}
          busyId={busyId}
        />
      )}
      {failed.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-ink">{t('completed.failedHeading')}</h3>
          {failed.map(({ loan, state }) => (
            <Card key={loan.id} className="p-4 sm:p-5">
              <p className="mb-2 text-sm font-semibold text-ink">
                {loan.bank_name}
                <span className="font-normal text-muted">
                  {' · '}
                  {t('loan.accountShort', { account: loan.account_number })}
                </span>
              </p>
              <LoanFailure
                title={state.status === 'failed' ? t('loan.failed') : t('loan.consentFailed')}
                message={state.message}
                onRetry={() => onRetry(loan)}
              />
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
