import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import type { LoansResponse } from '../../shared/api/loans';
import { ApiError } from '../api/http';
import { useLoans } from '../api/loans';
import { ActionBar } from '../components/action-bar';
import { ChargesCheckCard } from '../components/loan-records/charges-check-card';
import { ClosureTrackerCard } from '../components/loan-records/closure-tracker-card';
import { RecordCheckCard } from '../components/loan-records/record-check-card';
import { CreditScorePanel } from '../components/loans/credit-score-panel';
import { LoanList } from '../components/loans/loan-list';
import { LoanSummary } from '../components/loans/loan-summary';
import { summariseLoans } from '../components/loans/loan-totals';
import { NoLoans, ReportLoading } from '../components/loans/loans-states';
import { LoadFailed, SessionEnded } from '../components/state-card';
import { StepLayout } from '../components/step-layout';
import { TaxSummaryCard } from '../components/tax/tax-summary-card';
import { type SelectedLoan, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';
import '../i18n/journey-texts';

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

/** /loans-list: the loans of the credit report fetched under the borrower's consent. */
export function LoansListPage() {
  const flow = useFlowState();
  if (!flow.consentVerified || !flow.panNumber) {
    return <Navigate to={paths.panVerification} replace />;
  }
  return <LoansScreen />;
}

function LoansScreen() {
  const { t } = useTranslation('loansList');
  const flowNavigate = useFlowNavigate();
  const loans = useLoans();
  const unauthorised = loans.error instanceof ApiError && loans.error.status === 401;

  // Consent again from the start of /cibil-consent.
  const consentAgain = useCallback(
    () => flowNavigate(paths.cibilConsent, { consentVerified: undefined }),
    [flowNavigate],
  );

  useEffect(() => {
    if (!unauthorised) return;
    toast.error((loans.error as ApiError).serverMessage ?? t('sessionEnded.title'), {
      id: 'loans-unauthorised',
      action: { label: t('sessionEnded.action'), onClick: consentAgain },
    });
  }, [unauthorised, loans.error, t, consentAgain]);

  return (
    <StepLayout step={{ current: 2, total: 4 }} title={t('title')} subtitle={t('subtitle')} wide>
      {loans.isPending ? (
        <ReportLoading namespace="loansList" placeholders={PLACEHOLDERS} />
      ) : unauthorised ? (
        <SessionEnded namespace="loansList" className="h-full" onConsentAgain={consentAgain} />
      ) : loans.isError ? (
        <LoadFailed
          namespace="loansList"
          className="h-full"
          message={
            (loans.error instanceof ApiError && loans.error.serverMessage) || t('error.fallback')
          }
          onRetry={() => void loans.refetch()}
          retrying={loans.isFetching}
        />
      ) : (
        <LoansReport report={loans.data} onRefresh={consentAgain} />
      )}
    </StepLayout>
  );
}

function LoansReport({ report, onRefresh }: { report: LoansResponse; onRefresh: () => void }) {
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
      toast.error(t('selection.required'));
      return;
    }
    const selectedLoans: SelectedLoan[] = chosen.map((loan) => ({
      loanId: loan.loanId,
      accountId: loan.accountId,
      bankName: loan.bankName,
      loanType: loan.loanType,
      outstandingAmount: loan.outstandingAmount,
      accountStatus: loan.accountStatus,
    }));
    // A loan that is no longer selected loses its document choices (spec §4).
    const selectedDocuments = flow.selectedDocuments
      ? Object.fromEntries(
          Object.entries(flow.selectedDocuments).filter(([loanId]) => selected.has(loanId)),
        )
      : undefined;
    flowNavigate(paths.documentSelection, { selectedLoans, selectedDocuments });
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
            <TaxSummaryCard />
          </div>
          <ActionBar
            summary={
              <span className="font-medium">
                {t('selection.count', { count: selected.size, total: report.loans.length })}
              </span>
            }
            action={t('selection.selectDocuments')}
            onAction={selectDocuments}
          />
        </>
      )}
    </>
  );
}
