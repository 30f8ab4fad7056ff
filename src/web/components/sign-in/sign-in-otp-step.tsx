import { FlaskConical, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OTP_PATTERN } from '../../../shared/otp';
import { serverMessage } from '../../api/http';
import { useSandboxRegisteredMobile } from '../../api/sandbox-registered-mobile';
import { OtpEntry } from '../otp/otp-entry';
import { useOtpEntry } from '../otp/use-otp-entry';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import type { SignInChallenge } from './use-sign-in';

interface SignInOtpStepProps {
  challenge: SignInChallenge;
  verify: (code: string, challenge: SignInChallenge) => Promise<void>;
  resend: (challenge: SignInChallenge) => Promise<SignInChallenge>;
  onChangePan: () => void;
}

/** Step 2 of signing in: the code texted to the mobile on the credit record. */
export function SignInOtpStep({ challenge, verify, resend, onChangePan }: SignInOtpStepProps) {
  const { t } = useTranslation('signIn');
  const entry = useOtpEntry({
    challenge,
    pattern: OTP_PATTERN,
    verify,
    refusal: (error) => serverMessage(error) ?? t('otp.failed'),
    resend,
  });
  return (
    <Card>
      <OtpEntry
        entry={entry}
        namespace="signIn"
        autoFocus
        className="p-5 sm:p-6"
        renderSent={(sentId) => (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-4 py-2">
              <p id={sentId} className="inline-flex items-center gap-2 text-sm text-brand-900">
                <MessageSquareText className="size-4 shrink-0" aria-hidden />
                {t('otp.sentTo', { phone: entry.challenge.phoneMasked })}
              </p>
              <Button variant="link" size="sm" className="-mr-3 h-11 px-3" onClick={onChangePan}>
                {t('otp.changePan')}
              </Button>
            </div>
            <SandboxCodeGoesTo panNumber={entry.challenge.panNumber} />
          </div>
        )}
      />
    </Card>
  );
}

/** Sandbox mode only: the number the sandbox bureau holds, whose outbox has the code. */
function SandboxCodeGoesTo({ panNumber }: { panNumber: string }) {
  const { t } = useTranslation('signIn');
  const { data } = useSandboxRegisteredMobile(panNumber);
  if (!data) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      {t('sandboxOnRecord', { mobile: data.mobile })}
    </p>
  );
}
