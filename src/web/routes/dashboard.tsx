import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { CibilReportResponse } from '../../shared/api/loans';
import { ApiError, serverMessage } from '../api/http';
import { useCibilReport } from '../api/legacy-cibil-report';
import { ActionBar } from '../components/action-bar';
import { DashboardLoan } from '../components/legacy/dashboard-loan';
import { DashboardSummary } from '../components/legacy/dashboard-summary';
import {
  countDocuments,
  type LegacySelection,
  restoreSelection,
  type SelectionProblem,
  selectionProblem,
  toFlowSelection,
  toggleDocument,
  toggleLoan,
} from '../components/legacy/legacy-selection';
import { NoLoans, ReportLoading } from '../components/loans/loans-states';
import { LoadFailed, SessionEnded } from '../components/state-card';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../lib/paths';
import { toast } from '../lib/toast';
import { useRefusal } from '../lib/use-refusal';
import '../i18n/journey-texts';

/** Where the summary cards and the loans will be while the report loads. */
const PLACEHOLDERS = (
  <div aria-hidden className="grid animate-pulse gap-3">
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[0, 1, 2, 3].map((card) => (
        <div key={card} className="h-28 rounded-xl bg-slate-200/70" />
      ))}
    </div>
    <div className="h-40 rounded-xl bg-slate-200/70" />
    <div className="h-40 rounded-xl bg-slate-200/70" />
  </div>
);

/** /dashboard (older flow): the credit report, loans to tick and documents per loan. */
export function DashboardPage() {
  const flow = useFlowState();
  if (!flow.panNumber) return <Navigate to={paths.panEntry} replace />;
  if (!flow.consentVerified) return <Navigate to={paths.consent} replace />;
  return <Dashboard panNumber={flow.panNumber} holderName={flow.holderName} />;
}

function Dashboard({
  panNumber,
  holderName,
}: {
  panNumber: string;
  holderName: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const flowNavigate = useFlowNavigate();
  const report = useCibilReport(panNumber);
  const unauthorised = report.error instanceof ApiError && report.error.status === 401;

  // Each failed fetch (the first, a Retry, a Refresh) says so once.
  const failedAt = report.isError && !unauthorised ? report.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt > 0) toast.error(t('error.toast'), { id: `cibil-report-failed-${failedAt}` });
  }, [failedAt, t]);

  const consentAgain = useCallback(
    () => flowNavigate(paths.consent, { consentVerified: undefined }),
    [flowNavigate],
  );

  return (
    <StepLayout title={t('title')} subtitle={t('subtitle')} wide>
      <div className="mb-5 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void report.refetch()}
          disabled={report.isFetching || unauthorised}
        >
          {report.isFetching ? <Spinner /> : <RefreshCw aria-hidden />}
          {t('actions.refresh')}
        </Button>
        <Button variant="ghost" onClick={() => flowNavigate(paths.panEntry)}>
          <ArrowLeft aria-hidden />
          {t('actions.backToPanEntry')}
        </Button>
      </div>
      {report.isPending ? (
        <ReportLoading namespace="dashboard" placeholders={PLACEHOLDERS} />
      ) : unauthorised ? (
        <SessionEnded namespace="dashboard" onConsentAgain={consentAgain} />
      ) : report.isError ? (
        <LoadFailed
          namespace="dashboard"
          message={serverMessage(report.error) ?? t('error.text')}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <DashboardReport
          report={report.data}
          panNumber={panNumber}
          holderName={report.data.holder_name ?? holderName}
        />
      )}
    </StepLayout>
  );
}

function DashboardReport({
  report,
  panNumber,
  holderName,
}: {
  report: CibilReportResponse;
  panNumber: string;
  holderName: string | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  // Coming back from /documents keeps what was chosen.
  const [selection, setSelection] = useState<LegacySelection>(() =>
    restoreSelection(report.loan_accounts, flow.legacySelection),
  );
  const loansSelected = Object.keys(selection).length;
  const refusal = useRefusal<LegacySelection, SelectionProblem>(selection);

  const retrieve = () => {
    const problem = selectionProblem(selection);
    if (problem) {
      refusal.refuse(problem);
      return;
    }
    flowNavigate(paths.documents, {
      legacySelection: toFlowSelection(report.loan_accounts, selection),
    });
  };

  return (
    <>
      <DashboardSummary report={report} panNumber={panNumber} holderName={holderName} />
      <section aria-labelledby="dashboard-loans" className="mt-6">
        <h2 id="dashboard-loans" className="text-lg font-semibold text-ink">
          {t('loans.heading')}
        </h2>
        {report.loan_accounts.length === 0 ? (
          <div className="mt-3">
            <NoLoans namespace="dashboard" />
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">{t('loans.hint')}</p>
            <ul className="mt-3 grid gap-3 lg:grid-cols-2">
              {report.loan_accounts.map((loan) => (
                <li key={loan.id} className="flex min-w-0">
                  <DashboardLoan
                    loan={loan}
                    chosen={selection[loan.id] ?? null}
                    onToggleLoan={() => setSelection((current) => toggleLoan(current, loan.id))}
                    onToggleDocument={(type) =>
                      setSelection((current) => toggleDocument(current, loan.id, type))
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {report.loan_accounts.length > 0 && (
        <ActionBar
          label={t('bar.label')}
          summary={
            <>
              <span className="block font-semibold">
                {t('bar.loans', { count: loansSelected })}
              </span>
              <span className="block text-muted">
                {t('bar.documents', { count: countDocuments(selection) })}
              </span>
            </>
          }
          action={t('bar.retrieve')}
          onAction={retrieve}
          error={refusal.reason && t(`messages.${refusal.reason}`)}
        />
      )}
    </>
  );
}
