import { CircleAlert } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan, LoansResponse } from '../../../shared/api/loans';
import { ApiError } from '../../api/http';
import { useLoans } from '../../api/loans';
import { newRequestKey } from '../../flow/approved-requests';
import {
  type FlowState,
  newJourney,
  type SelectedLoan,
  useFlowNavigate,
  useFlowState,
} from '../../flow/flow-state';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useRefusal } from '../../lib/use-refusal';
import { ActionBar } from '../action-bar';
import { choosePopular, toStoredChoice } from '../batch/document-choice';
import { useRecentDocuments } from '../batch/use-recent-documents';
import { BureauWatchCard, needsBureauWatchCard } from '../loan-records/bureau-watch-card';
import { ChargesCheckCard } from '../loan-records/charges-check-card';
import { ClosureTrackerCard } from '../loan-records/closure-tracker-card';
import { DisputeTrackerCard } from '../loan-records/dispute-tracker-card';
import { RecordCheckCard } from '../loan-records/record-check-card';
import { LoadFailed, SessionEnded, StateCard } from '../state-card';
import { TaxSummaryCard } from '../tax/tax-summary-card';
import { Button } from '../ui/button';
import { BalanceTransferCard } from './balance-transfer-card';
import { CreditScorePanel } from './credit-score-panel';
import { LoanList } from './loan-list';
import { LoanSummary } from './loan-summary';
import { summariseLoans } from './loan-totals';
import { NoLoans, ReportLoading } from './loans-states';
import { QuickRequest } from './quick-request';

/** Where the score, the totals and the loans will be while the report loads. */
const PLACEHOLDERS = (
  <div aria-hidden className="grid animate-pulse gap-4">
    <div className="grid gap-4 md:grid-cols-2">
      <div className="h-44 rounded-xl bg-slate-200/70" />
      <div className="h-44 rounded-xl bg-slate-200/70" />
    </div>
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="h-52 rounded-xl bg-slate-200/70" />
      <div className="h-52 rounded-xl bg-slate-200/70" />
    </div>
  </div>
);

/**
 * The loans of the credit report read under the borrower's still-active bureau consent (the PAN
 * is the session's), what they can do about each loan's records, and choosing loans for
 * documents: /loans-list during a journey, and the signed-in borrower's home. Where the consent
 * has ended or was withdrawn, it says so and offers a fresh report (consent + one OTP).
 */
export function LoansSection({ panNumber }: { panNumber: string }) {
  const { t } = useTranslation('loansList');
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  const loans = useLoans();
  const unauthorised = loans.error instanceof ApiError && loans.error.status === 401;
  const consentEnded = loans.error instanceof ApiError && loans.error.code === 'CONSENT_REQUIRED';
  // This tab's journey when it is this borrower's; else theirs starts here, from the session.
  const journey = useMemo<Partial<FlowState>>(
    () => (flow.panNumber === panNumber ? {} : newJourney({ panNumber }, flow)),
    [flow, panNumber],
  );

  // Consent again from the start of /cibil-consent: one OTP, and the loans are read afresh.
  const consentAgain = useCallback(
    () => flowNavigate(paths.cibilConsent, { ...journey, consentVerified: undefined }),
    [flowNavigate, journey],
  );

  useEffect(() => {
    if (!unauthorised) return;
    toast.error((loans.error as ApiError).serverMessage ?? t('sessionEnded.title'), {
      id: 'loans-unauthorised',
      action: { label: t('sessionEnded.action'), onClick: consentAgain },
    });
  }, [unauthorised, loans.error, t, consentAgain]);

  if (loans.isPending) {
    return <ReportLoading namespace="loansList" placeholders={PLACEHOLDERS} />;
  }
  if (unauthorised) {
    return <SessionEnded namespace="loansList" className="h-full" onConsentAgain={consentAgain} />;
  }
  if (consentEnded) return <ConsentEnded onRefresh={consentAgain} />;
  if (loans.isError) {
    return (
      <LoadFailed
        namespace="loansList"
        className="h-full"
        message={
          (loans.error instanceof ApiError && loans.error.serverMessage) || t('error.fallback')
        }
        onRetry={() => void loans.refetch()}
        retrying={loans.isFetching}
      />
    );
  }
  return <LoansReport report={loans.data} journey={journey} onRefresh={consentAgain} />;
}

/** The bureau consent has run its 30 days or was withdrawn: the documents stay, the loans need a fresh report. */
function ConsentEnded({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('loansList');
  return (
    <StateCard
      role="status"
      icon={<CircleAlert className="size-7" aria-hidden />}
      title={t('consentEnded.title')}
      text={t('consentEnded.text')}
      action={
        <Button size="lg" onClick={onRefresh}>
          {t('consentEnded.action')}
        </Button>
      }
    />
  );
}

function toSelectedLoan(loan: Loan): SelectedLoan {
  return {
    loanId: loan.loanId,
    accountId: loan.accountId,
    bankName: loan.bankName,
    loanType: loan.loanType,
    outstandingAmount: loan.outstandingAmount,
    accountStatus: loan.accountStatus,
  };
}

function LoansReport({
  report,
  journey,
  onRefresh,
}: {
  report: LoansResponse;
  journey: Partial<FlowState>;
  onRefresh: () => void;
}) {
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  const { t } = useTranslation('loansList');
  const totals = useMemo(() => summariseLoans(report.loans), [report.loans]);
  // Coming back from /document-selection keeps the loans chosen before.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => {
    const known = new Set(report.loans.map((loan) => loan.loanId));
    return new Set(
      (flow.selectedLoans ?? []).map((loan) => loan.loanId).filter((id) => known.has(id)),
    );
  });
  const refusal = useRefusal<ReadonlySet<string>, 'selection.required'>(selected);

  const toggle = (loanId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(loanId)) next.delete(loanId);
      else next.add(loanId);
      return next;
    });

  const selectDocuments = () => {
    const chosen = report.loans.filter((loan) => selected.has(loan.loanId));
    if (chosen.length === 0) {
      refusal.refuse('selection.required');
      return;
    }
    // A loan that is no longer selected loses its document choices (spec §4).
    const selectedDocuments = flow.selectedDocuments
      ? Object.fromEntries(
          Object.entries(flow.selectedDocuments).filter(([loanId]) => selected.has(loanId)),
        )
      : undefined;
    flowNavigate(paths.documentSelection, {
      ...journey,
      consentVerified: true,
      selectedLoans: chosen.map(toSelectedLoan),
      selectedDocuments,
    });
  };

  // The popular documents of every loan, straight to the request's summary and consent. Where
  // some of them were made in the last day, the choice screen first offers those instead.
  const recent = useRecentDocuments(true);
  const requestPopular = () => {
    const loans = report.loans.map(toSelectedLoan);
    const documents = choosePopular(loans);
    const madeLately = loans.some((loan) =>
      (documents[loan.loanId] ?? []).some((type) => recent.of(loan.loanId, type)),
    );
    flowNavigate(madeLately ? paths.documentSelection : paths.batchConsent, {
      ...journey,
      consentVerified: true,
      selectedLoans: loans,
      selectedDocuments: toStoredChoice(documents),
      interestYears: undefined,
      batchId: undefined,
      requestKey: newRequestKey(),
    });
  };

  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <CreditScorePanel creditScore={report.creditScore} reportDate={report.reportDate} />
        {report.loans.length === 0 ? (
          <NoLoans namespace="loansList" className="h-full" onRefresh={onRefresh} />
        ) : (
          <LoanSummary totals={totals} />
        )}
      </div>
      {report.loans.length > 0 && (
        <>
          <QuickRequest loans={report.loans.length} onRequest={requestPopular} />
          <LoanList
            loans={report.loans}
            selected={selected}
            onToggle={toggle}
            onSelectAll={() => setSelected(new Set(report.loans.map((loan) => loan.loanId)))}
            onClearAll={() => setSelected(new Set())}
          />
          {/* What the borrower can do about their loans' records, beyond fetching documents:
              set apart from the list, so no card reads as part of the last loan. */}
          <div className="mt-8 grid gap-4 border-t border-slate-200 pt-8">
            {report.loans.map((loan) =>
              loan.recordCheck?.mismatches.length ? (
                <RecordCheckCard key={loan.loanId} loan={loan} check={loan.recordCheck} />
              ) : null,
            )}
            {report.loans.map(
              (loan) =>
                loan.dispute && (
                  <DisputeTrackerCard
                    key={loan.loanId}
                    loan={loan}
                    dispute={loan.dispute}
                    onRefresh={onRefresh}
                  />
                ),
            )}
            {report.loans.map((loan) =>
              loan.chargesCheck?.flagged.length ? (
                <ChargesCheckCard key={loan.loanId} loan={loan} check={loan.chargesCheck} />
              ) : null,
            )}
            {report.loans.map(
              (loan) =>
                loan.closure && (
                  <ClosureTrackerCard key={loan.loanId} loan={loan} closure={loan.closure} />
                ),
            )}
            {report.loans.map((loan) =>
              needsBureauWatchCard(loan) ? (
                <BureauWatchCard key={loan.loanId} loan={loan} watch={loan.bureauWatch} />
              ) : null,
            )}
            <TaxSummaryCard />
            <BalanceTransferCard loans={report.loans} journey={journey} />
          </div>
          <ActionBar
            summary={
              <span className="font-medium">
                {t('selection.count', { count: selected.size, total: report.loans.length })}
              </span>
            }
            action={t('selection.selectDocuments')}
            onAction={selectDocuments}
            error={refusal.reason && t(refusal.reason)}
          />
        </>
      )}
    </>
  );
}
