import { MessageSquareText, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_PATTERN } from '../../../shared/otp';
import { FieldError } from '../consent/field-error';
import { OtpCountdown, OtpInput } from '../otp-input';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';

interface BatchOtpFormProps {
  phoneMasked: string;
  banks: number;
  secondsLeft: number;
  verifying: boolean;
  verifyError: string | undefined;
  onVerify: (otp: string) => void;
  onOtpEdited: () => void;
  resending: boolean;
  onResend: () => void;
}

/** The one code for the whole batch: where it went, its time left, and a new one once it ran out. */
export function BatchOtpForm({
  phoneMasked,
  banks,
  secondsLeft,
  verifying,
  verifyError,
  onVerify,
  onOtpEdited,
  resending,
  onResend,
}: BatchOtpFormProps) {
  const { t } = useTranslation('batchOtp');
  const id = useId();
  const [otp, setOtp] = useState('');
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
        <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p id={`${id}-sent`} className="flex items-center gap-2 font-medium">
            <MessageSquareText className="size-4 shrink-0" aria-hidden />
            {t('otp.sentTo', { phone: phoneMasked })}
          </p>
          {banks > 0 && (
            <p className="mt-1 pl-6 text-brand-800">{t('otp.covers', { count: banks })}</p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-otp`}>{t('otp.label')}</Label>
          <OtpInput
            id={`${id}-otp`}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setInvalid(false);
              onOtpEdited();
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
            onResend={() => {
              setOtp('');
              onResend();
            }}
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
