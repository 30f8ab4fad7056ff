import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { OTP_TTL_SECONDS } from '../../shared/otp';
import { useRequestCibilConsent, useVerifyCibilConsent } from '../api/cibil-consent';
import { ApiError } from '../api/http';
import { type ConsentStage, ConsentStages } from '../components/consent/consent-stages';
import { ConsentStep } from '../components/consent/consent-step';
import { MobileStep } from '../components/consent/mobile-step';
import { OtpStep } from '../components/consent/otp-step';
import { VerifiedStep } from '../components/consent/verified-step';
import { StepLayout } from '../components/step-layout';
import { useCountdown } from '../components/use-countdown';
import { useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

/** After the success screen, the loans list opens by itself (spec §9: 2 s). */
const REDIRECT_DELAY_MS = 2000;

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** /cibil-consent: consent notice → mobile → OTP → verified, then /loans-list. */
export function CibilConsentPage() {
  const flow = useFlowState();
  if (!flow.panNumber) return <Navigate to={paths.panVerification} replace />;
  return (
    <CibilConsentFlow
      panNumber={flow.panNumber}
      holderName={flow.holderName}
      initialMobile={flow.mobile}
    />
  );
}

interface SentOtp {
  consentId: string;
  phoneMasked: string;
}

function CibilConsentFlow({
  panNumber,
  holderName,
  initialMobile,
}: {
  panNumber: string;
  holderName: string | undefined;
  initialMobile: string | undefined;
}) {
  const { t } = useTranslation('cibilConsent');
  const flowNavigate = useFlowNavigate();
  const [stage, setStage] = useState<ConsentStage>('consent');
  const [agreed, setAgreed] = useState(false);
  const [mobile, setMobile] = useState(initialMobile ?? '');
  const [sendError, setSendError] = useState<string>();
  const [sent, setSent] = useState<SentOtp>();
  const [otp, setOtp] = useState('');
  const [verifyError, setVerifyError] = useState<string>();
  const [accessToken, setAccessToken] = useState<string>();
  const countdown = useCountdown();
  const requestConsent = useRequestCibilConsent();
  const verifyConsent = useVerifyCibilConsent();

  useEffect(() => {
    if (stage !== 'verified' || !accessToken) return;
    const timer = setTimeout(
      () => flowNavigate(paths.loansList, { accessToken, mobile }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [stage, accessToken, mobile, flowNavigate]);

  const sendOtp = (phone: string) => {
    setSendError(undefined);
    requestConsent.mutate(
      { pan_number: panNumber, phone_number: phone },
      {
        onSuccess: (response) => {
          setSent({ consentId: response.consent_id, phoneMasked: response.phone_masked });
          setOtp('');
          setVerifyError(undefined);
          countdown.start(response.expires_in || OTP_TTL_SECONDS);
          setStage('otp');
        },
        onError: (error) => setSendError(serverMessage(error) ?? t('mobile.sendFailed')),
      },
    );
  };

  const resendOtp = () => {
    requestConsent.mutate(
      { pan_number: panNumber, phone_number: mobile },
      {
        onSuccess: (response) => {
          setSent({ consentId: response.consent_id, phoneMasked: response.phone_masked });
          setOtp('');
          setVerifyError(undefined);
          countdown.start(response.expires_in || OTP_TTL_SECONDS);
          toast.success(t('otp.resent'));
        },
        onError: (error) => toast.error(serverMessage(error) ?? t('otp.resendFailed')),
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
          setAccessToken(response.access_token);
          setStage('verified');
        },
        onError: (error) => setVerifyError(serverMessage(error) ?? t('otp.failed')),
      },
    );
  };

  const back = () => {
    if (stage === 'otp') setStage('mobile');
    else if (stage === 'mobile') setStage('consent');
    else flowNavigate(paths.panVerification);
  };

  return (
    <StepLayout
      step={{ current: 2, total: 4 }}
      {...(stage === 'verified' ? {} : { onBack: back })}
      title={t(`title.${stage}`)}
      subtitle={t(`subtitle.${stage}`)}
    >
      <ConsentStages current={stage} />
      {stage === 'consent' && (
        <ConsentStep
          panNumber={panNumber}
          holderName={holderName}
          agreed={agreed}
          onAgreedChange={setAgreed}
          onContinue={() => setStage('mobile')}
        />
      )}
      {stage === 'mobile' && (
        <MobileStep
          mobile={mobile}
          onMobileChange={(value) => {
            setMobile(value);
            setSendError(undefined);
          }}
          sending={requestConsent.isPending}
          sendError={sendError}
          onSend={sendOtp}
        />
      )}
      {stage === 'otp' && sent && (
        <OtpStep
          phoneMasked={sent.phoneMasked}
          otp={otp}
          onOtpChange={(value) => {
            setOtp(value);
            setVerifyError(undefined);
          }}
          secondsLeft={countdown.secondsLeft}
          verifying={verifyConsent.isPending}
          verifyError={verifyError}
          onVerify={verifyOtp}
          resending={requestConsent.isPending}
          onResend={resendOtp}
          onChangeNumber={() => setStage('mobile')}
        />
      )}
      {stage === 'verified' && <VerifiedStep />}
    </StepLayout>
  );
}
