import { ArrowLeft, House } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { RetrievedDocument } from '../../shared/api/legacy';
import { downloadDocument, viewDocumentInNewTab } from '../components/documents/document-files';
import { toastOffline } from '../components/failure-toast';
import { LoanRetrievalCard } from '../components/legacy/loan-retrieval-card';
import { forgetRetrieval } from '../components/legacy/retrieval-memory';
import {
  ConsentRound,
  NothingSent,
  RetrievalCompleted,
} from '../components/legacy/retrieval-phases';
import { SessionCountdown } from '../components/legacy/session-countdown';
import { useLenderRetrieval } from '../components/legacy/use-lender-retrieval';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import {
  clearFlowState,
  type LegacyLoanSelection,
  useFlowNavigate,
  useFlowState,
} from '../flow/flow-state';
import { paths } from '../lib/paths';
import { toast } from '../lib/toast';
import '../i18n/journey-texts';

/** /documents (older flow): one OTP per bank, then the documents of each loan. */
export function DocumentsPage() {
  const flow = useFlowState();
  const loans = flow.legacySelection ?? [];
  if (!flow.panNumber || !flow.consentVerified || loans.length === 0) {
    return <Navigate to={paths.dashboard} replace />;
  }
  return <DocumentsRetrieval panNumber={flow.panNumber} loans={loans} />;
}

function DocumentsRetrieval({
  panNumber,
  loans,
}: {
  panNumber: string;
  loans: LegacyLoanSelection[];
}) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const flowNavigate = useFlowNavigate();
  const retrieval = useLenderRetrieval(panNumber, loans);
  const { phase, retrievals } = retrieval;
  const [busyDocument, setBusyDocument] = useState<string | null>(null);

  const view = async (document: RetrievedDocument) => {
    setBusyDocument(document.document_id);
    const outcome = await viewDocumentInNewTab(document.file_path);
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
    if (outcome === 'offline') toastOffline(() => void download(document));
  };

  const backToDashboard = () => flowNavigate(paths.dashboard);
  const startNew = () => {
    forgetRetrieval();
    clearFlowState();
    navigate(paths.landing, { replace: true });
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
      {/* Once every document is in, there is nothing left to hurry for. */}
      {phase !== 'completed' && (
        <div className="mb-4">
          <SessionCountdown startedAt={retrieval.startedAt} />
        </div>
      )}
      {phase === 'consent' && <ConsentRound loans={loans} retrievals={retrievals} />}
      {phase === 'consent-failed' && (
        <NothingSent
          message={
            loans
              .map((loan) => retrievals[loan.id])
              .find((state) => state?.status === 'consent-failed')?.message
          }
          onRetry={retrieval.retryAll}
        />
      )}
      {(phase === 'otp' || phase === 'settled') && (
        <ul className="grid gap-3 lg:grid-cols-2">
          {loans.map((loan) => (
            <li key={loan.id} className="flex min-w-0 flex-col">
              <LoanRetrievalCard
                loan={loan}
                state={retrievals[loan.id] ?? { status: 'requesting' }}
                onVerify={(consent, otp) => retrieval.verify(loan, consent, otp)}
                onResend={() => retrieval.resend(loan)}
                onRetry={() => void retrieval.requestConsent(loan)}
              />
            </li>
          ))}
        </ul>
      )}
      {phase === 'completed' && (
        <RetrievalCompleted
          loans={loans}
          retrievals={retrievals}
          onView={(document) => void view(document)}
          onDownload={(document) => void download(document)}
          busyId={busyDocument}
          onRetry={(loan) => void retrieval.requestConsent(loan)}
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
