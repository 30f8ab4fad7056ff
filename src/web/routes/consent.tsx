import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LEGACY_OTP_PATTERN } from '../../shared/otp';
import { useRequestCibilConsent } from '../api/cibil-consent';
import { serverMessage } from '../api/http';
import {
  type BureauChallenge,
  BureauOtpStep,
  bureauChallenge,
  recallBureauChallenge,
} from '../components/consent/bureau-otp-step';
import { ConsentForm } from '../components/consent/consent-form';
import { VerifiedStep } from '../components/consent/verified-step';
import { BureauApplicant } from '../components/legacy/bureau-applicant';
import { useSendCooldown } from '../components/otp/use-send-cooldown';
import { StepLayout } from '../components/step-layout';
import { Spinner } from '../components/ui/spinner';
import {
  consentGivenInThisTab,
  storedFlowState,
  useFlowNavigate,
  useFlowState,
} from '../flow/flow-state';
import { paths } from '../lib/paths';
import { toast } from '../lib/toast';
import '../i18n/journey-texts';

/** After the success screen, the dashboard opens by itself (spec §9: 2 s). */
const REDIRECT_DELAY_MS = 2000;

type Stage = 'consent' | 'otp' | 'verified';

/** /consent (older flow): consent, then the OTP sent to the bureau-registered mobile. */
export function ConsentPage() {
  const flow = useFlowState();
  if (!flow.panNumber) return <Navigate to={paths.panEntry} replace />;
  return (
    <BureauConsent
      panNumber={flow.panNumber}
      holderName={flow.holderName}
      givenEarlier={consentGivenInThisTab(flow)}
    />
  );
}

function BureauConsent({
  panNumber,
  holderName,
  givenEarlier,
}: {
  panNumber: string;
  holderName: string | undefined;
  /** Consent was given in this visit (the borrower came Back here): said, not asked again. */
  givenEarlier: boolean;
}) {
  const { t } = useTranslation('consent');
  const flowNavigate = useFlowNavigate();
  // A reload on the OTP step comes back to the code already sent.
  const [remembered] = useState(() => recallBureauChallenge(panNumber));
  const [stage, setStage] = useState<Stage>(
    givenEarlier ? 'verified' : remembered ? 'otp' : 'consent',
  );
  const [agreed, setAgreed] = useState(remembered !== undefined);
  const [sent, setSent] = useState<BureauChallenge | undefined>(remembered);
  const [sendError, setSendError] = useState<string>();
  const [verified, setVerified] = useState(false);
  const requestConsent = useRequestCibilConsent();
  const cooldown = useSendCooldown();

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(
      () => flowNavigate(paths.dashboard, { consentVerified: true, legacySelection: undefined }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [verified, flowNavigate]);

  // No mobile is sent: the server texts the one registered with the bureau for this PAN.
  const sendOtp = () => {
    setSendError(undefined);
    requestConsent.mutate(
      { pan_number: panNumber },
      {
        onSuccess: (response) => {
          setSent(bureauChallenge(response, undefined));
          setStage('otp');
        },
        onError: (error) => {
          // The cooldown is counted down on screen instead of said once.
          if (!cooldown.heldBack(error)) setSendError(serverMessage(error) ?? t('sendFailed'));
        },
      },
    );
  };

  /** The older screen says a wrong code twice: under the field and as a toast (spec §8). */
  const refusal = (error: unknown) => {
    const detail = serverMessage(error);
    toast.error(t('otp.wrong'), detail ? { description: detail } : undefined);
    return detail ? `${t('otp.wrong')} ${detail}` : t('otp.wrong');
  };

  const back = () => {
    if (stage === 'verified') flowNavigate(paths.panEntry);
    else if (stage === 'otp') setStage('consent');
    else flowNavigate(paths.panEntry);
  };

  return (
    <StepLayout
      step={{ current: 2, total: 4 }}
      {...(verified ? {} : { onBack: back })}
      title={t(`title.${stage}`)}
      subtitle={t(`subtitle.${stage}`)}
    >
      {stage === 'consent' && (
        <ConsentForm
          namespace="consent"
          applicant={
            <BureauApplicant
              panNumber={panNumber}
              holderName={holderName}
              phoneMasked={undefined}
            />
          }
          agreed={agreed}
          onAgreedChange={setAgreed}
          onAgree={sendOtp}
          pending={requestConsent.isPending}
          error={sendError}
          cooldownSeconds={cooldown.seconds}
          action={
            <>
              {requestConsent.isPending ? <Spinner /> : <Send aria-hidden />}
              {requestConsent.isPending ? t('sending') : t('send')}
            </>
          }
        />
      )}
      {stage === 'otp' && sent && (
        <BureauOtpStep
          namespace="consent"
          pattern={LEGACY_OTP_PATTERN}
          panNumber={panNumber}
          challenge={sent}
          refusal={refusal}
          onVerified={() => {
            // Earlier errors are settled: only the success remains on screen.
            toast.dismiss();
            setVerified(true);
            setStage('verified');
          }}
          renderSent={(sentId, challenge) => (
            <>
              <BureauApplicant
                panNumber={panNumber}
                holderName={holderName}
                phoneMasked={challenge.phoneMasked}
              />
              <p id={sentId} className="text-sm text-muted">
                {t('otp.sentTo', { phone: challenge.phoneMasked })}
              </p>
            </>
          )}
        />
      )}
      {stage === 'verified' && (
        <VerifiedStep
          namespace="consent"
          {...(verified
            ? {}
            : {
                onContinue: () =>
                  flowNavigate(paths.dashboard, { ...storedFlowState(), consentVerified: true }),
              })}
        />
      )}
    </StepLayout>
  );
}
