import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError, serverMessage } from '../api/http';
import { BankStatusList } from '../components/batch/bank-status-list';
import { BatchCompleted } from '../components/batch/batch-completed';
import { BatchDocuments } from '../components/batch/batch-documents';
import { BatchOtpStep } from '../components/batch/batch-otp-step';
import { BatchProgress } from '../components/batch/batch-progress';
import {
  BatchFailed,
  BatchNotFound,
  BatchRetry,
  BatchSessionEnded,
  BatchWorking,
} from '../components/batch/batch-states';
import { useBatchOtpVerify } from '../components/batch/use-batch-otp-verify';
import { StepLayout } from '../components/step-layout';
import { useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../lib/paths';
import '../i18n/journey-texts';

/** /batch-otp-verify: one OTP for the whole batch, then the banks being processed. */
export function BatchOtpVerifyPage() {
  const flow = useFlowState();
  if (!flow.batchId) return <Navigate to={paths.batchConsent} replace />;
  return <BatchOtpVerify key={flow.batchId} batchId={flow.batchId} requestKey={flow.requestKey} />;
}

function BatchOtpVerify({
  batchId,
  requestKey,
}: {
  batchId: string;
  requestKey: string | undefined;
}) {
  const { t } = useTranslation('batchOtp');
  const flowNavigate = useFlowNavigate();
  const {
    phase,
    challenge,
    status,
    sending,
    sendFirstOtp,
    resend,
    verified,
    tryAgain,
    keepTrying,
  } = useBatchOtpVerify(batchId, requestKey);
  const backToConsent = () => flowNavigate(paths.batchConsent);
  const problem = status.error instanceof ApiError ? status.error.status : undefined;

  const body = (() => {
    if (problem === 401) {
      return (
        <BatchSessionEnded
          message={serverMessage(status.error)}
          onConsentAgain={() => flowNavigate(paths.cibilConsent, { consentVerified: undefined })}
        />
      );
    }
    // 400: the id kept for this screen cannot be a batch's at all; the same way out.
    if (problem === 404 || problem === 400) return <BatchNotFound onReview={backToConsent} />;
    if (phase === 'send_otp') {
      if (status.isError && !status.data) {
        return (
          <BatchRetry
            title={t('statusError.title')}
            message={serverMessage(status.error) ?? t('statusError.text')}
            retryLabel={t('statusError.retry')}
            retryIcon="refresh"
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        );
      }
      if (sending.failed) {
        return (
          <BatchRetry
            title={t('sending.failed')}
            message={serverMessage(sending.error) ?? t('sending.failedText')}
            retryLabel={t('sending.retry')}
            retryIcon="send"
            onRetry={sendFirstOtp}
            retrying={sending.pending}
          />
        );
      }
      return (
        <BatchWorking
          title={t('title.send_otp')}
          text={sending.pending ? t('sending.sending') : t('sending.checking')}
        />
      );
    }
    if (phase === 'verify_otp' && challenge) {
      return (
        <BatchOtpStep
          batchId={batchId}
          challenge={challenge}
          banks={status.data?.bankProcessingStatus.length ?? 0}
          resend={resend}
          onVerified={verified}
        />
      );
    }
    if (!status.data) {
      return <BatchWorking title={t('title.processing')} text={t('stages.PROCESSING_STARTED')} />;
    }
    const banks = status.data.bankProcessingStatus;
    const bankList = (
      <BankStatusList
        banks={banks}
        onTryAgain={tryAgain.ask}
        askingAgain={tryAgain.asking}
        keepTrying={keepTrying}
      />
    );
    if (phase === 'completed') {
      return (
        <div className="flex flex-col gap-4">
          <BatchCompleted
            batch={status.data.batch}
            canTryAgain={banks.some((bank) => bank.canRetry)}
            keepTrying={banks.some((bank) => bank.canKeepTrying || bank.keepTrying !== null)}
            onOpenDocumentCenter={() =>
              flowNavigate(paths.documentCenter, { batchId, selectedDocumentsForCenter: [] })
            }
          />
          <BatchDocuments
            batchId={batchId}
            documentsGenerated={status.data.batch.documentsGenerated}
          />
          {bankList}
        </div>
      );
    }
    const retryable = banks.filter((bank) => bank.canRetry);
    return (
      <div className="flex flex-col gap-4">
        <BatchProgress batch={status.data.batch} />
        {status.data.batch.status === 'failed' && (
          <BatchFailed
            onTryAgain={retryable.length > 0 ? () => tryAgain.askAll(retryable) : backToConsent}
          />
        )}
        {bankList}
      </div>
    );
  })();

  return (
    <StepLayout
      step={{ current: 4, total: 4 }}
      {...(phase === 'send_otp' || phase === 'verify_otp' ? { onBack: backToConsent } : {})}
      title={t(`title.${phase}`)}
      subtitle={t(`subtitle.${phase}`)}
    >
      {body}
    </StepLayout>
  );
}
