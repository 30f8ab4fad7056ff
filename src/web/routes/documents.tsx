import { ArrowLeft, CircleCheck, FolderOpen, House, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { RetrievedDocument } from '../../shared/api/legacy';
import { ApiError } from '../api/http';
import { requestLenderConsent } from '../api/legacy-request-consent';
import { retrieveLoanDocuments } from '../api/legacy-retrieve-documents';
import { downloadDocument, viewDocument } from '../components/legacy/document-files';
import { LoanFailure, LoanRetrievalCard } from '../components/legacy/loan-retrieval-card';
import {
  forgetRetrieval,
  type RetrievalMemory,
  recallRetrieval,
  rememberRetrieval,
} from '../components/legacy/retrieval-memory';
import {
  type LoanRetrieval,
  type Retrievals,
  resumable,
  retrievalPhase,
  retrievedDocuments,
  type SentConsent,
  selectionSignature,
} from '../components/legacy/retrieval-state';
import { RetrievedDocuments } from '../components/legacy/retrieved-documents';
import { SessionCountdown } from '../components/legacy/session-countdown';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import {
  clearFlowState,
  type LegacyLoanSelection,
  useFlowNavigate,
  useFlowState,
} from '../flow/flow-state';
import { paths } from '../paths';

/** Completed is shown this long after the last loan has ended (spec §9: 1 s). */
const COMPLETED_DELAY_MS = 1000;

/** OTP problems that only a new code can solve. */
const NEEDS_NEW_CODE = new Set([
  'OTP_LOCKED',
  'OTP_USED',
  'OTP_EXPIRED',
  'OTP_REPLACED',
  'OTP_NOT_VALID',
]);

/**
 * Selections whose first round of OTP requests is under way in this page load: StrictMode runs
 * effects twice and a remount keeps no state, but each bank gets one text per arrival.
 */
const requestingFirstRound = new Set<string>();

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/** /documents (older flow): one OTP per bank, then the documents of each loan. */
export function DocumentsPage() {
  const flow = useFlowState();
  const loans = flow.legacySelection ?? [];
  if (!flow.panNumber || !flow.accessToken || loans.length === 0) {
    return <Navigate to={paths.dashboard} replace />;
  }
  return (
    <DocumentsRetrieval panNumber={flow.panNumber} accessToken={flow.accessToken} loans={loans} />
  );
}

function DocumentsRetrieval({
  panNumber,
  accessToken,
  loans,
}: {
  panNumber: string;
  accessToken: string;
  loans: LegacyLoanSelection[];
}) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const flowNavigate = useFlowNavigate();
  const signature = selectionSignature(panNumber, loans);
  const [memory, setMemory] = useState<RetrievalMemory>(() => {
    const recalled = recallRetrieval(signature);
    return recalled
      ? { ...recalled, retrievals: resumable(recalled.retrievals) }
      : { signature, startedAt: Date.now(), consentRoundDone: false, retrievals: {} };
  });
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [busyDocument, setBusyDocument] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const arrived = useRef(false);

  useEffect(() => rememberRetrieval(memory), [memory]);

  const setLoan = useCallback(
    (loanId: string, state: LoanRetrieval) =>
      setMemory((current) => ({
        ...current,
        retrievals: { ...current.retrievals, [loanId]: state },
      })),
    [],
  );

  /** Texts this loan's bank OTP; true when it was sent. */
  const requestConsent = useCallback(
    async (loan: LegacyLoanSelection): Promise<boolean> => {
      setLoan(loan.id, { status: 'requesting' });
      try {
        const response = await requestLenderConsent(
          { account_id: loan.id, pan_number: panNumber },
          accessToken,
        );
        setLoan(loan.id, {
          status: 'awaiting-otp',
          consent: {
            token: response.consent_token,
            phoneMasked: response.phone_masked,
            expiresAt: Date.now() + response.expires_in * 1000,
          },
        });
        return true;
      } catch (error) {
        setLoan(loan.id, {
          status: 'consent-failed',
          message: serverMessage(error) ?? t('messages.consentFailed'),
        });
        return false;
      }
    },
    [panNumber, accessToken, setLoan, t],
  );

  const requestAll = useCallback(
    async (toAsk: readonly LegacyLoanSelection[]) => {
      if (requestingFirstRound.has(signature)) return;
      requestingFirstRound.add(signature);
      try {
        // Every bank at once: each is its own consent with its own OTP.
        const sent = await Promise.all(toAsk.map((loan) => requestConsent(loan)));
        setMemory((current) => ({ ...current, consentRoundDone: true }));
        if (!sent.some(Boolean)) toast.error(t('messages.consentFailed'));
      } finally {
        requestingFirstRound.delete(signature);
      }
    },
    [signature, requestConsent, t],
  );

  // On arrival the banks are asked for their OTPs; after a reload only those never answered.
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const unanswered = loans.filter((loan) => {
      const state = memory.retrievals[loan.id];
      return !state || state.status === 'requesting';
    });
    if (unanswered.length > 0) void requestAll(unanswered);
  }, [loans, memory.retrievals, requestAll]);

  const resend = async (loan: LegacyLoanSelection) => {
    setResending((current) => new Set(current).add(loan.id));
    try {
      const response = await requestLenderConsent(
        { account_id: loan.id, pan_number: panNumber },
        accessToken,
      );
      setLoan(loan.id, {
        status: 'awaiting-otp',
        consent: {
          token: response.consent_token,
          phoneMasked: response.phone_masked,
          expiresAt: Date.now() + response.expires_in * 1000,
        },
      });
      toast.success(t('loan.resent', { bank: loan.bank_name }));
    } catch (error) {
      toast.error(serverMessage(error) ?? t('loan.resendFailed'));
    } finally {
      setResending((current) => {
        const next = new Set(current);
        next.delete(loan.id);
        return next;
      });
    }
  };

  const verify = async (loan: LegacyLoanSelection, consent: SentConsent, otp: string) => {
    setLoan(loan.id, { status: 'retrieving', consent });
    try {
      const response = await retrieveLoanDocuments(
        {
          pan_number: panNumber,
          selected_loans: [
            {
              id: loan.id,
              bank_name: loan.bank_name,
              account_number: loan.account_number,
              loan_type: loan.loan_type,
            },
          ],
          document_types: loan.documentTypes,
          consent_otp: otp,
          consent_token: consent.token,
        },
        accessToken,
      );
      setLoan(loan.id, { status: 'retrieved', documents: response.documents });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 || status === 429) {
        // The code was not accepted: the box stays, with the reason.
        const detail = serverMessage(error);
        const code = errorCode(error);
        setLoan(loan.id, {
          status: 'awaiting-otp',
          consent,
          error: detail ? `${t('loan.wrong')} ${detail}` : t('loan.wrong'),
          mustResend: code !== undefined && NEEDS_NEW_CODE.has(code),
        });
        return;
      }
      // The bank (or the request) failed: this loan is marked, the others go on.
      setLoan(loan.id, {
        status: 'failed',
        message: serverMessage(error) ?? t('messages.retrieveFailed'),
      });
    }
  };

  const phase = retrievalPhase(
    loans.map((loan) => loan.id),
    memory.retrievals,
    memory.consentRoundDone,
  );

  useEffect(() => {
    if (phase !== 'settled') {
      setCompleted(false);
      return;
    }
    const timer = setTimeout(() => setCompleted(true), COMPLETED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const view = async (document: RetrievedDocument) => {
    setBusyDocument(document.document_id);
    const outcome = await viewDocument(document.file_path);
    setBusyDocument(null);
    if (outcome === 'popup-blocked') toast.error(t('messages.popupBlocked'));
    if (outcome === 'failed') toast.error(t('messages.viewFailed'));
  };

  const download = async (document: RetrievedDocument) => {
    setBusyDocument(document.document_id);
    const outcome = await downloadDocument(document.download_url, document.file_name);
    setBusyDocument(null);
    if (outcome === 'started') toast.success(t('messages.downloadStarted'));
    if (outcome === 'unavailable') toast.error(t('messages.unavailable'));
    if (outcome === 'failed') toast.error(t('messages.downloadFailed'));
  };

  const backToDashboard = () => flowNavigate(paths.dashboard);
  const startNew = () => {
    forgetRetrieval();
    clearFlowState();
    navigate(paths.landing, { replace: true });
  };

  const retryAll = () => {
    setMemory((current) => ({ ...current, consentRoundDone: false, retrievals: {} }));
    void requestAll(loans);
  };

  return (
    <StepLayout
      step={{ current: 3, total: 4 }}
      onBack={backToDashboard}
      backLabel={t('actions.backToDashboard')}
      title={t('title')}
      subtitle={t('subtitle')}
      wide
    >
      <div className="mb-4">
        <SessionCountdown startedAt={memory.startedAt} />
      </div>
      {phase === 'consent' && <ConsentRound loans={loans} retrievals={memory.retrievals} />}
      {phase === 'consent-failed' && (
        <NothingSent
          message={
            loans
              .map((loan) => memory.retrievals[loan.id])
              .find((state) => state?.status === 'consent-failed')?.message
          }
          onRetry={retryAll}
        />
      )}
      {(phase === 'otp' || (phase === 'settled' && !completed)) && (
        <ul className="grid gap-3 lg:grid-cols-2">
          {loans.map((loan) => (
            <li key={loan.id} className="flex min-w-0 flex-col">
              <LoanRetrievalCard
                loan={loan}
                state={memory.retrievals[loan.id] ?? { status: 'requesting' }}
                onVerify={(consent, otp) => void verify(loan, consent, otp)}
                onResend={() => void resend(loan)}
                resending={resending.has(loan.id)}
                onRetry={() => void requestConsent(loan)}
              />
            </li>
          ))}
        </ul>
      )}
      {phase === 'settled' && completed && (
        <Completed
          loans={loans}
          retrievals={memory.retrievals}
          onView={(document) => void view(document)}
          onDownload={(document) => void download(document)}
          busyId={busyDocument}
          onRetry={(loan) => void requestConsent(loan)}
          onOpenCenter={() => flowNavigate(paths.documentCenter)}
        />
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" size="lg" onClick={backToDashboard}>
          <ArrowLeft aria-hidden />
          {t('actions.backToDashboard')}
        </Button>
        <Button variant="ghost" size="lg" onClick={startNew}>
          <House aria-hidden />
          {t('actions.startNew')}
        </Button>
      </div>
    </StepLayout>
  );
}

/** The first round: one consent request per selected loan, all at once. */
function ConsentRound({
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
function NothingSent({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-600">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-ink">{t('consent.failedTitle')}</h2>
      <p className="max-w-md text-sm leading-relaxed text-muted">
        {message ?? t('messages.consentFailed')}
      </p>
      <Button size="lg" className="mt-2" onClick={onRetry}>
        {t('consent.retry')}
      </Button>
    </Card>
  );
}

function Completed({
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
