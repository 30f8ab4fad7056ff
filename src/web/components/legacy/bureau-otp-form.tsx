import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGACY_OTP_PATTERN } from '../../../shared/otp';
import { FieldError } from '../consent/field-error';
import { OtpCountdown, OtpInput } from '../otp-input';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { BureauApplicant } from './bureau-applicant';

interface BureauOtpFormProps {
  panNumber: string;
  holderName: string | undefined;
  phoneMasked: string;
  secondsLeft: number;
  verifying: boolean;
  /** 'Invalid OTP. Please try again.' with the server's detail. */
  verifyError: string | undefined;
  onVerify: (otp: string) => void;
  resending: boolean;
  onResend: () => void;
}

/** The code from the SMS (4 to 6 digits are accepted here; only the code sent passes). */
export function BureauOtpForm({
  panNumber,
  holderName,
  phoneMasked,
  secondsLeft,
  verifying,
  verifyError,
  onVerify,
  resending,
  onResend,
}: BureauOtpFormProps) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? t('otp.invalid') : verifyError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!LEGACY_OTP_PATTERN.test(otp)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onVerify(otp);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-5 sm:p-6">
        <BureauApplicant panNumber={panNumber} holderName={holderName} phoneMasked={phoneMasked} />
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-otp`}>{t('otp.label')}</Label>
          <p id={`${id}-sent`} className="text-sm text-muted">
            {t('otp.sentTo', { phone: phoneMasked })}
          </p>
          <OtpInput
            id={`${id}-otp`}
            value={otp}
            onChange={(value) => {
              setOtp(value);
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
