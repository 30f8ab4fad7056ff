import { MessageSquareText, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_PATTERN } from '../../../shared/otp';
import { OtpCountdown, OtpInput } from '../otp-input';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { FieldError } from './field-error';

interface OtpStepProps {
  phoneMasked: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  secondsLeft: number;
  verifying: boolean;
  verifyError: string | undefined;
  onVerify: (otp: string) => void;
  resending: boolean;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step 3: the 6-digit code, its time left, and a new code once that runs out. */
export function OtpStep({
  phoneMasked,
  otp,
  onOtpChange,
  secondsLeft,
  verifying,
  verifyError,
  onVerify,
  resending,
  onResend,
  onChangeNumber,
}: OtpStepProps) {
  const { t } = useTranslation('cibilConsent');
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? t('otp.invalid') : verifyError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!OTP_PATTERN.test(otp)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onVerify(otp);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-4 py-2">
          <p id={`${id}-sent`} className="inline-flex items-center gap-2 text-sm text-brand-900">
            <MessageSquareText className="size-4 shrink-0" aria-hidden />
            {t('otp.sentTo', { phone: phoneMasked })}
          </p>
          <Button variant="link" size="sm" className="-mr-3 h-11 px-3" onClick={onChangeNumber}>
            {t('otp.changeNumber')}
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-otp`}>{t('otp.label')}</Label>
          <OtpInput
            id={`${id}-otp`}
            value={otp}
            onChange={(value) => {
              onOtpChange(value);
              setInvalid(false);
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
