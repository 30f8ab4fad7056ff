import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './consent/field-error';
import { OtpCountdown, OtpInput } from './otp-input';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';

/** What every OTP screen gives the form: the countdown, verifying and sending a new code. */
export interface OtpCodeProps {
  secondsLeft: number;
  verifying: boolean;
  /** The server's reason the last code was refused. */
  verifyError: string | undefined;
  onVerify: (otp: string) => void;
  resending: boolean;
  onResend: () => void;
}

interface OtpFormProps extends OtpCodeProps {
  /** The screen's texts: each of these namespaces has the same `otp.*` keys. */
  namespace: 'cibilConsent' | 'batchOtp' | 'consent';
  /** What a well-formed code looks like; anything else is refused before asking the server. */
  pattern: RegExp;
  /** Where the code went, above the field; the element that says so carries `id={sentId}`. */
  renderSent: (sentId: string) => ReactNode;
  otp: string;
  onOtpChange: (otp: string) => void;
}

/** Submitting a code: a malformed one is refused here, before the server is asked. */
export function useOtpSubmit(pattern: RegExp, otp: string, onVerify: (otp: string) => void) {
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pattern.test(otp)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onVerify(otp);
  };
  return { invalid, clearInvalid: () => setInvalid(false), submit };
}

/** A code from an SMS: the field, its time left, a new code once it runs out, and Verify. */
export function OtpForm({
  namespace,
  pattern,
  renderSent,
  otp,
  onOtpChange,
  secondsLeft,
  verifying,
  verifyError,
  onVerify,
  resending,
  onResend,
}: OtpFormProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const { invalid, clearInvalid, submit } = useOtpSubmit(pattern, otp, onVerify);
  const error = invalid ? t('otp.invalid') : verifyError;

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6">
        {renderSent(`${id}-sent`)}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-otp`}>{t('otp.label')}</Label>
          <OtpInput
            id={`${id}-otp`}
            value={otp}
            onChange={(value) => {
              onOtpChange(value);
              clearInvalid();
            }}
            invalid={!!error}
            describedBy={`${id}-sent ${id}-otp-error`}
            autoFocus
          />
          <FieldError id={`${id}-otp-error`} message={error} />
          <OtpCountdown
            secondsLeft={secondsLeft}
            expiresInLabel={(time) => t('otp.expiresIn', { time })}
            expiredLabel={t('otp.expired')}
            resendLabel={t('otp.resend')}
            resendingLabel={t('otp.resending')}
            resending={resending}
            onResend={onResend}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={verifying}
        >
          {verifying ? <Spinner /> : <ShieldCheck aria-hidden />}
          {verifying ? t('otp.verifying') : t('otp.verify')}
        </Button>
      </form>
    </Card>
  );
}
