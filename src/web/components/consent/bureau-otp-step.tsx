import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestCibilConsentResponse } from '../../../shared/api/consent';
import { useRequestCibilConsent, useVerifyCibilConsent } from '../../api/cibil-consent';
import { forgetInTab, recallFromTab, rememberInTab } from '../../lib/tab-memory';
import { toast } from '../../lib/toast';
import { useSessionStarted } from '../account/use-session-started';
import { OtpEntry } from '../otp/otp-entry';
import { expiresAtFrom, type OtpChallenge } from '../otp/otp-entry-machine';
import { hasFields } from '../otp/otp-memory';
import { useOtpEntry } from '../otp/use-otp-entry';
import { Card } from '../ui/card';

/** A bureau consent OTP: the consent it verifies, and the number typed for it (if any). */
export interface BureauChallenge extends OtpChallenge {
  consentId: string;
  /** Undefined when the code went to the mobile on the credit record without one typed. */
  typedMobile: string | undefined;
}

export function bureauChallenge(
  response: RequestCibilConsentResponse,
  typedMobile: string | undefined,
): BureauChallenge {
  return {
    consentId: response.consent_id,
    phoneMasked: response.phone_masked,
    expiresAt: expiresAtFrom(response.expires_in),
    typedMobile,
  };
}

const MEMORY_KEY = 'loan-docs.otp.bureau';

type RememberedBureauChallenge = BureauChallenge & { panNumber: string };

/**
 * The consent code this tab is waiting for, if it was sent for this PAN: a reload on the OTP
 * step (of /cibil-consent or /consent) comes back to it, and the code received still works.
 */
export function recallBureauChallenge(panNumber: string): BureauChallenge | undefined {
  const remembered = recallFromTab(
    MEMORY_KEY,
    (value): value is RememberedBureauChallenge =>
      hasFields(value, ['panNumber', 'consentId', 'phoneMasked']) &&
      value.panNumber === panNumber &&
      (value.typedMobile === undefined || typeof value.typedMobile === 'string'),
  );
  if (!remembered) return undefined;
  const { panNumber: _pan, ...challenge } = remembered;
  return challenge;
}

interface BureauOtpStepProps {
  /** The screen's texts: both namespaces have the same `otp.*` keys. */
  namespace: 'cibilConsent' | 'consent';
  /** What a well-formed code looks like on this screen. */
  pattern: RegExp;
  panNumber: string;
  challenge: BureauChallenge;
  /** Tells the borrower why a code was refused; answers the sentence under the field. */
  refusal: (error: unknown) => string;
  renderSent: (sentId: string, challenge: BureauChallenge) => ReactNode;
  /** The consent is given and this device signed in (an HttpOnly cookie). */
  onVerified: (challenge: BureauChallenge) => void;
}

/** The code for the credit-report consent, sent again to the same number when asked. */
export function BureauOtpStep({
  namespace,
  pattern,
  panNumber,
  challenge,
  refusal,
  renderSent,
  onVerified,
}: BureauOtpStepProps) {
  const { t } = useTranslation(namespace);
  const requestConsent = useRequestCibilConsent();
  const verifyConsent = useVerifyCibilConsent();
  const sessionStarted = useSessionStarted();
  const remember = (sent: BureauChallenge) =>
    rememberInTab(MEMORY_KEY, { ...sent, panNumber } satisfies RememberedBureauChallenge);
  // The code on screen is the one a reload comes back to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: remembered once, as it arrives
  useEffect(() => remember(challenge), [challenge]);
  const entry = useOtpEntry({
    challenge,
    pattern,
    refusal,
    verify: async (code, sent) => {
      await verifyConsent.mutateAsync({
        consent_id: sent.consentId,
        otp_code: code,
        pan_number: panNumber,
      });
      forgetInTab(MEMORY_KEY);
      sessionStarted();
      onVerified(sent);
    },
    // A new code to the same number; when none is sent the step says why, under its button.
    resend: async (sent) => {
      const response = await requestConsent.mutateAsync({
        pan_number: panNumber,
        ...(sent.typedMobile ? { phone_number: sent.typedMobile } : {}),
      });
      toast.success(t('otp.resent'));
      const next = bureauChallenge(response, sent.typedMobile);
      remember(next);
      return next;
    },
  });
  return (
    <Card>
      <OtpEntry
        entry={entry}
        namespace={namespace}
        autoFocus
        className="p-5 sm:p-6"
        renderSent={(sentId) => renderSent(sentId, entry.challenge)}
      />
    </Card>
  );
}
