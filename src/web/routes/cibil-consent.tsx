import { ArrowRight, MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { OTP_PATTERN } from '../../shared/otp';
import { useRequestCibilConsent } from '../api/cibil-consent';
import { ApiError, serverMessage } from '../api/http';
import { ApplicantSummary } from '../components/consent/applicant-summary';
import {
  type BureauChallenge,
  BureauOtpStep,
  bureauChallenge,
  recallBureauChallenge,
} from '../components/consent/bureau-otp-step';
import { ConsentForm } from '../components/consent/consent-form';
import { type ConsentStage, ConsentStages } from '../components/consent/consent-stages';
import { MobileStep } from '../components/consent/mobile-step';
import { VerifiedStep } from '../components/consent/verified-step';
import { useSendCooldown } from '../components/otp/use-send-cooldown';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { forgetDraft, readDraft, saveDraft } from '../flow/drafts';
import {
  consentGivenInThisTab,
  storedFlowState,
  useFlowNavigate,
  useFlowState,
} from '../flow/flow-state';
import { paths } from '../lib/paths';
import '../i18n/journey-texts';

/** The step reached before any code was sent, kept over a reload (no OTP in it). */
interface ConsentDraft {
  panNumber: string;
  stage: 'consent' | 'mobile';
  agreed: boolean;
  mobile: string;
}
const DRAFT = 'cibil-consent';

/** After the success screen, the loans list opens by itself (spec §9: 2 s). */
const REDIRECT_DELAY_MS = 2000;

/** The typed number is not on the credit record: the server's sentence and the number on record. */
function notOnRecord(error: unknown): { message: string; phoneMasked: string } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'MOBILE_NOT_ON_RECORD') return undefined;
  const phoneMasked = error.detail('phone_masked');
  return phoneMasked && error.serverMessage
    ? { message: error.serverMessage, phoneMasked }
    : undefined;
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
      givenEarlier={consentGivenInThisTab(flow)}
    />
  );
}

function CibilConsentFlow({
  panNumber,
  holderName,
  initialMobile,
  givenEarlier,
}: {
  panNumber: string;
  holderName: string | undefined;
  initialMobile: string | undefined;
  /** Consent was given in this visit (the borrower came Back here): said, not asked again. */
  givenEarlier: boolean;
}) {
  const { t } = useTranslation('cibilConsent');
  const flowNavigate = useFlowNavigate();
  // A reload on the OTP step comes back to the code already sent.
  const [remembered] = useState(() => recallBureauChallenge(panNumber));
  // A reload before the code is sent comes back to the step reached, the number typed.
  const [draft] = useState(() => {
    const saved = readDraft<ConsentDraft>(DRAFT);
    return saved?.panNumber === panNumber ? saved : undefined;
  });
  const [stage, setStage] = useState<ConsentStage>(
    givenEarlier ? 'verified' : remembered ? 'otp' : (draft?.stage ?? 'consent'),
  );
  const [agreed, setAgreed] = useState(remembered !== undefined || draft?.agreed === true);
  const [mobile, setMobile] = useState(
    draft?.mobile ?? initialMobile ?? remembered?.typedMobile ?? '',
  );

  useEffect(() => {
    if (stage === 'consent' || stage === 'mobile') {
      saveDraft<ConsentDraft>(DRAFT, { panNumber, stage, agreed, mobile });
    } else if (stage === 'verified') forgetDraft(DRAFT);
  }, [panNumber, stage, agreed, mobile]);
  const [sendError, setSendError] = useState<string>();
  const [mobileNotOnRecord, setMobileNotOnRecord] = useState<ReturnType<typeof notOnRecord>>();
  const [sent, setSent] = useState<BureauChallenge | undefined>(remembered);
  const [verified, setVerified] = useState<{ mobile: string | undefined }>();
  const requestConsent = useRequestCibilConsent();
  const cooldown = useSendCooldown();

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(
      () => flowNavigate(paths.loansList, { consentVerified: true, mobile: verified.mobile }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [verified, flowNavigate]);

  /** Sends the code to the number typed, or without one to the number on the credit record. */
  const sendOtp = (typedMobile: string | undefined) => {
    setSendError(undefined);
    setMobileNotOnRecord(undefined);
    requestConsent.mutate(
      { pan_number: panNumber, ...(typedMobile ? { phone_number: typedMobile } : {}) },
      {
        onSuccess: (response) => {
          setSent(bureauChallenge(response, typedMobile));
          setStage('otp');
        },
        onError: (error) => {
          const refused = notOnRecord(error);
          if (refused) setMobileNotOnRecord(refused);
          // The cooldown is counted down on screen instead of said once.
          else if (!cooldown.heldBack(error)) {
            setSendError(serverMessage(error) ?? t('mobile.sendFailed'));
          }
        },
      },
    );
  };

  const back = () => {
    if (stage === 'verified') flowNavigate(paths.panVerification);
    else if (stage === 'otp') setStage('mobile');
    else if (stage === 'mobile') setStage('consent');
    else flowNavigate(paths.panVerification);
  };

  return (
    <StepLayout
      step={{ current: 2, total: 4 }}
      {...(verified ? {} : { onBack: back })}
      title={t(`title.${stage}`)}
      subtitle={t(`subtitle.${stage}`)}
    >
      <ConsentStages current={stage} />
      {stage === 'consent' && (
        <ConsentForm
          namespace="cibilConsent"
          applicant={<ApplicantSummary panNumber={panNumber} holderName={holderName} />}
          agreed={agreed}
          onAgreedChange={setAgreed}
          onAgree={() => setStage('mobile')}
          action={
            <>
              {t('agreeAndContinue')}
              <ArrowRight aria-hidden />
            </>
          }
        />
      )}
      {stage === 'mobile' && (
        <MobileStep
          panNumber={panNumber}
          mobile={mobile}
          onMobileChange={(value) => {
            setMobile(value);
            setSendError(undefined);
            setMobileNotOnRecord(undefined);
          }}
          sending={requestConsent.isPending}
          cooldownSeconds={cooldown.seconds}
          sendError={sendError}
          notOnRecord={mobileNotOnRecord}
          onSend={sendOtp}
          onSendToRecord={() => sendOtp(undefined)}
        />
      )}
      {stage === 'otp' && sent && (
        <BureauOtpStep
          namespace="cibilConsent"
          pattern={OTP_PATTERN}
          panNumber={panNumber}
          challenge={sent}
          refusal={(error) => serverMessage(error) ?? t('otp.failed')}
          onVerified={(challenge) => {
            setVerified({ mobile: challenge.typedMobile });
            setStage('verified');
          }}
          renderSent={(sentId, challenge) => (
            <OtpSentTo
              sentId={sentId}
              phoneMasked={challenge.phoneMasked}
              onChangeNumber={() => setStage('mobile')}
            />
          )}
        />
      )}
      {stage === 'verified' && (
        <VerifiedStep
          {...(verified
            ? {}
            : {
                onContinue: () =>
                  flowNavigate(paths.loansList, { ...storedFlowState(), consentVerified: true }),
              })}
        />
      )}
    </StepLayout>
  );
}

/** Where the code went, and the way back to type another number. */
function OtpSentTo({
  sentId,
  phoneMasked,
  onChangeNumber,
}: {
  sentId: string;
  phoneMasked: string;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('cibilConsent');
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-4 py-2">
      <p id={sentId} className="inline-flex items-center gap-2 text-sm text-brand-900">
        <MessageSquareText className="size-4 shrink-0" aria-hidden />
        {t('otp.sentTo', { phone: phoneMasked })}
      </p>
      <Button variant="link" size="sm" className="-mr-3 h-11 px-3" onClick={onChangeNumber}>
        {t('otp.changeNumber')}
      </Button>
    </div>
  );
}
