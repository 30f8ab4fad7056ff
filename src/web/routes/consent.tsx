import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { OTP_TTL_SECONDS } from '../../shared/otp';
import { useRequestCibilConsent, useVerifyCibilConsent } from '../api/cibil-consent';
import { ApiError } from '../api/http';
import { VerifiedStep } from '../components/consent/verified-step';
import { BureauConsentForm } from '../components/legacy/bureau-consent-form';
import { BureauOtpForm } from '../components/legacy/bureau-otp-form';
import { StepLayout } from '../components/step-layout';
import { useCountdown } from '../components/use-countdown';
import { useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

/** After the success screen, the dashboard opens by itself (spec §9: 2 s). */
const REDIRECT_DELAY_MS = 2000;

type Stage = 'consent' | 'otp' | 'verified';

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** /consent (older flow): consent, then the OTP sent to the bureau-registered mobile. */
export function ConsentPage() {
  const flow = useFlowState();
  if (!flow.panNumber) return <Navigate to={paths.panEntry} replace />;
  return <BureauConsent panNumber={flow.panNumber} holderName={flow.holderName} />;
}

interface SentOtp {
  consentId: string;
  phoneMasked: string;
}

function BureauConsent({
  panNumber,
  holderName,
}: {
  panNumber: string;
  holderName: string | undefined;
}) {
  const { t } = useTranslation('consent');
  const flowNavigate = useFlowNavigate();
  const [stage, setStage] = useState<Stage>('consent');
  const [sent, setSent] = useState<SentOtp>();
  const [sendError, setSendError] = useState<string>();
  const [verifyError, setVerifyError] = useState<string>();
  const [accessToken, setAccessToken] = useState<string>();
  const countdown = useCountdown();
  const requestConsent = useRequestCibilConsent();
  const verifyConsent = useVerifyCibilConsent();

  useEffect(() => {
    if (stage !== 'verified' || !accessToken) return;
    const timer = setTimeout(
      () =>
        flowNavigate(paths.dashboard, {
          consentVerified: true,
          accessToken,
          legacySelection: undefined,
        }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [stage, accessToken, flowNavigate]);

  // No mobile is sent: the server texts the one registered with the bureau for this PAN.
  const sendOtp = (resend: boolean) => {
    setSendError(undefined);
    requestConsent.mutate(
      { pan_number: panNumber },
      {
        onSuccess: (response) => {
          setSent({ consentId: response.consent_id, phoneMasked: response.phone_masked });
          setVerifyError(undefined);
          countdown.start(response.expires_in || OTP_TTL_SECONDS);
          setStage('otp');
          if (resend) toast.success(t('otp.resent'));
        },
        onError: (error) => {
          const message = serverMessage(error) ?? t(resend ? 'otp.resendFailed' : 'sendFailed');
          if (resend) toast.error(message);
          else setSendError(message);
        },
      },
    );
  };

  const verifyOtp = (code: string) => {
    if (!sent) return;
    setVerifyError(undefined);
    verifyConsent.mutate(
      { consent_id: sent.consentId, otp_code: code, pan_number: panNumber },
      {
        onSuccess: (response) => {
          // Earlier errors are settled: only the success remains on screen.
          toast.dismiss();
          setAccessToken(response.access_token);
          setStage('verified');
        },
        onError: (error) => {
          const detail = serverMessage(error);
          setVerifyError(detail ? `${t('otp.wrong')} ${detail}` : t('otp.wrong'));
          toast.error(t('otp.wrong'), detail ? { description: detail } : undefined);
        },
      },
    );
  };

  const back = () => {
    if (stage === 'otp') setStage('consent');
    else flowNavigate(paths.panEntry);
  };

  return (
    <StepLayout
      step={{ current: 2, total: 4 }}
      {...(stage === 'verified' ? {} : { onBack: back })}
      title={t(`title.${stage}`)}
      subtitle={t(`subtitle.${stage}`)}
    >
      {stage === 'consent' && (
        <BureauConsentForm
          panNumber={panNumber}
          holderName={holderName}
          sending={requestConsent.isPending}
          sendError={sendError}
          onSend={() => sendOtp(false)}
        />
      )}
      {stage === 'otp' && sent && (
        <BureauOtpForm
          panNumber={panNumber}
          holderName={holderName}
          phoneMasked={sent.phoneMasked}
          secondsLeft={countdown.secondsLeft}
          verifying={verifyConsent.isPending}
          verifyError={verifyError}
          onVerify={verifyOtp}
          resending={requestConsent.isPending}
          onResend={() => sendOtp(true)}
        />
      )}
      {stage === 'verified' && <VerifiedStep namespace="consent" />}
    </StepLayout>
  );
}
