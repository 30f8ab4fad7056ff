import { CircleAlert, LockKeyhole, RefreshCw, SearchX, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import type { SendBatchOtpResponse } from '../../shared/api/batch';
import { OTP_TTL_SECONDS } from '../../shared/otp';
import { useSendBatchOtp } from '../api/batch-send-otp';
import { useBatchStatus } from '../api/batch-status';
import { useVerifyBatchOtp } from '../api/batch-verify-otp';
import { ApiError } from '../api/http';
import { BankStatusList } from '../components/batch/bank-status-list';
import { BatchCompleted } from '../components/batch/batch-completed';
import { BatchOtpForm } from '../components/batch/batch-otp-form';
import {
  type BatchPhase,
  forgetSentOtp,
  readSentOtp,
  rememberSentOtp,
  resumePhase,
} from '../components/batch/batch-phase';
import { BatchProgress } from '../components/batch/batch-progress';
import { BatchStateCard } from '../components/batch/batch-state-card';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useCountdown } from '../components/use-countdown';
import { useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function httpStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * Batches whose first OTP is on its way in this page load. React's StrictMode runs effects
 * twice and a remount keeps no state: one text per arrival, whatever React does.
 */
const sendingFirstOtp = new Set<string>();

/** /batch-otp-verify: one OTP for the whole batch, then the banks being processed. */
export function BatchOtpVerifyPage() {
  const flow = useFlowState();
  if (!flow.batchId) return <Navigate to={paths.batchConsent} replace />;
  if (!flow.accessToken) return <Navigate to={paths.panVerification} replace />;
  return (
    <BatchOtpVerify key={flow.batchId} batchId={flow.batchId} accessToken={flow.accessToken} />
  );
}

interface SentOtp {
  phoneMasked: string;
}

function BatchOtpVerify({ batchId, accessToken }: { batchId: string; accessToken: string }) {
  const { t } = useTranslation('batchOtp');
  const flowNavigate = useFlowNavigate();
  const [phase, setPhase] = useState<BatchPhase>('send_otp');
  const [sent, setSent] = useState<SentOtp>();
  const [sendFailed, setSendFailed] = useState(false);
  const [verifyError, setVerifyError] = useState<string>();
  const countdown = useCountdown();
  const status = useBatchStatus(accessToken, batchId, phase === 'processing');
  const sendOtp = useSendBatchOtp(accessToken);
  const verifyOtp = useVerifyBatchOtp(accessToken);
  const arrived = useRef(false);

  const otpSent = useCallback(
    (response: SendBatchOtpResponse) => {
      const seconds = response.expires_in || OTP_TTL_SECONDS;
      rememberSentOtp({
        batchId,
        phoneMasked: response.phone_masked,
        expiresAt: Date.now() + seconds * 1000,
      });
      setSent({ phoneMasked: response.phone_masked });
      setVerifyError(undefined);
      countdown.start(seconds);
      setPhase('verify_otp');
    },
    [batchId, countdown.start],
  );

  const sendFirstOtp = useCallback(() => {
    if (sendingFirstOtp.has(batchId)) return;
    sendingFirstOtp.add(batchId);
    setSendFailed(false);
    sendOtp.mutate(batchId, {
      onSuccess: otpSent,
      onError: (error) => {
        setSendFailed(true);
        const description = serverMessage(error);
        toast.error(t('sending.failed'), description ? { description } : {});
      },
      onSettled: () => sendingFirstOtp.delete(batchId),
    });
  }, [batchId, sendOtp.mutate, otpSent, t]);

  // On arrival (and after a reload) the batch's own status decides where the screen starts: a
  // batch already verified resumes its progress; an OTP already sent is not sent again.
  useEffect(() => {
    if (arrived.current || !status.data || !status.isFetchedAfterMount) return;
    arrived.current = true;
    const where = resumePhase(status.data.batch);
    if (where !== 'awaiting_otp') {
      setPhase(where);
      return;
    }
    const remembered = readSentOtp(batchId);
    if (remembered) {
      setSent({ phoneMasked: remembered.phoneMasked });
      countdown.start(Math.ceil((remembered.expiresAt - Date.now()) / 1000));
      setPhase('verify_otp');
      return;
    }
    sendFirstOtp();
  }, [status.data, status.isFetchedAfterMount, batchId, countdown.start, sendFirstOtp]);

  // While processing: completed moves on; failed says so and stays (spec §4).
  const batchStatus = status.data?.batch.status;
  useEffect(() => {
    if (phase !== 'processing') return;
    if (batchStatus === 'completed') setPhase('completed');
    if (batchStatus === 'failed') toast.error(t('failed'), { id: `batch-failed-${batchId}` });
  }, [phase, batchStatus, batchId, t]);

  const resend = () => {
    sendOtp.mutate(batchId, {
      onSuccess: (response) => {
        otpSent(response);
        toast.success(t('otp.resent'));
      },
      onError: (error) => {
        const description = serverMessage(error);
        toast.error(t('otp.resendFailed'), description ? { description } : {});
      },
    });
  };

  const verify = (otpCode: string) => {
    setVerifyError(undefined);
    verifyOtp.mutate(
      { batchId, otpCode },
      {
        onSuccess: () => {
          forgetSentOtp();
          setPhase('processing');
          void status.refetch();
        },
        onError: (error) => {
          // Approved meanwhile (another tab, a double submit): its progress is what to show.
          if (httpStatus(error) === 409) {
            forgetSentOtp();
            setPhase('processing');
            void status.refetch();
            return;
          }
          setVerifyError(serverMessage(error) ?? t('otp.failed'));
        },
      },
    );
  };

  const openDocumentCenter = () =>
    flowNavigate(paths.documentCenter, { batchId, selectedDocumentsForCenter: [] });
  const backToConsent = () => flowNavigate(paths.batchConsent);

  const problem = httpStatus(status.error);
  const body = (() => {
    if (problem === 401) {
      return (
        <BatchStateCard
          icon={<LockKeyhole className="size-8" aria-hidden />}
          title={t('session.title')}
          action={
            <Button
              size="lg"
              className="w-full sm:w-auto"
              onClick={() => flowNavigate(paths.cibilConsent, { accessToken: undefined })}
            >
              {t('session.action')}
            </Button>
          }
        >
          <p>{serverMessage(status.error) ?? t('session.text')}</p>
        </BatchStateCard>
      );
    }
    if (problem === 404) {
      return (
        <BatchStateCard
          icon={<SearchX className="size-8" aria-hidden />}
          title={t('notFound.title')}
          action={
            <Button size="lg" className="w-full sm:w-auto" onClick={backToConsent}>
              {t('notFound.action')}
            </Button>
          }
        >
          <p>{t('notFound.text')}</p>
        </BatchStateCard>
      );
    }
    if (phase === 'send_otp') {
      if (status.isError && !status.data) {
        return (
          <BatchStateCard
            tone="error"
            icon={<CircleAlert className="size-8" aria-hidden />}
            title={t('statusError.title')}
            action={
              <Button
                size="lg"
                className="w-full sm:w-auto"
                onClick={() => void status.refetch()}
                disabled={status.isFetching}
              >
                {status.isFetching ? <Spinner /> : <RefreshCw aria-hidden />}
                {t('statusError.retry')}
              </Button>
            }
          >
            <p>{serverMessage(status.error) ?? t('statusError.text')}</p>
          </BatchStateCard>
        );
      }
      if (sendFailed) {
        return (
          <BatchStateCard
            tone="error"
            icon={<CircleAlert className="size-8" aria-hidden />}
            title={t('sending.failed')}
            action={
              <Button
                size="lg"
                className="w-full sm:w-auto"
                onClick={sendFirstOtp}
                disabled={sendOtp.isPending}
              >
                {sendOtp.isPending ? <Spinner /> : <Send aria-hidden />}
                {t('sending.retry')}
              </Button>
            }
          >
            <p>{serverMessage(sendOtp.error) ?? t('sending.failedText')}</p>
          </BatchStateCard>
        );
      }
      return (
        <BatchStateCard live icon={<Spinner className="size-8" />} title={t('title.send_otp')}>
          <p>{sendOtp.isPending ? t('sending.sending') : t('sending.checking')}</p>
        </BatchStateCard>
      );
    }
    if (phase === 'verify_otp' && sent) {
      return (
        <BatchOtpForm
          phoneMasked={sent.phoneMasked}
          banks={status.data?.bankProcessingStatus.length ?? 0}
          secondsLeft={countdown.secondsLeft}
          verifying={verifyOtp.isPending}
          verifyError={verifyError}
          onVerify={verify}
          onOtpEdited={() => setVerifyError(undefined)}
          resending={sendOtp.isPending}
          onResend={resend}
        />
      );
    }
    if (!status.data) {
      return (
        <BatchStateCard live icon={<Spinner className="size-8" />} title={t('title.processing')}>
          <p>{t('stages.PROCESSING_STARTED')}</p>
        </BatchStateCard>
      );
    }
    if (phase === 'completed') {
      return (
        <div className="flex flex-col gap-4">
          <BatchCompleted batch={status.data.batch} onOpenDocumentCenter={openDocumentCenter} />
          <BankStatusList banks={status.data.bankProcessingStatus} />
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <BatchProgress batch={status.data.batch} />
        {status.data.batch.status === 'failed' && <BatchFailed onTryAgain={backToConsent} />}
        <BankStatusList banks={status.data.bankProcessingStatus} />
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

/** No bank could provide a document: say so where the progress is, and offer a new request. */
function BatchFailed({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useTranslation('batchOtp');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        <span>
          <span className="block font-semibold">{t('failed')}</span>
          {t('failedText')}
        </span>
      </p>
      <Button variant="secondary" className="shrink-0" onClick={onTryAgain}>
        <RefreshCw aria-hidden />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
