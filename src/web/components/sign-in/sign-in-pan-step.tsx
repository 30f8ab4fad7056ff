import { Send, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SendOtpButton } from '../otp/send-cooldown';
import { PanNumberField } from '../pan/pan-number-field';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

interface SignInPanStepProps {
  panNumber: string;
  onPanNumberChange: (value: string) => void;
  sending: boolean;
  /** Why the last send did not go through (the PAN refused, no mobile on record…). */
  sendError: string | undefined;
  /** Seconds the server's resend cooldown still holds a new code back. */
  cooldownSeconds: number;
  onSend: () => void;
}

/** Step 1 of signing in: the PAN whose bureau-registered mobile gets the code. */
export function SignInPanStep({
  panNumber,
  onPanNumberChange,
  sending,
  sendError,
  cooldownSeconds,
  onSend,
}: SignInPanStepProps) {
  const { t } = useTranslation('signIn');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-5 sm:p-6">
        <PanNumberField
          namespace="panVerification"
          id={`${id}-pan`}
          panNumber={panNumber}
          onPanNumberChange={onPanNumberChange}
          locked={sending}
          rejection={sendError}
        />
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm leading-relaxed text-brand-900">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('onlyYou')}
        </p>
        <SendOtpButton sending={sending} cooldownSeconds={cooldownSeconds}>
          {sending ? <Spinner /> : <Send aria-hidden />}
          {sending ? t('sending') : t('send')}
        </SendOtpButton>
      </form>
    </Card>
  );
}
