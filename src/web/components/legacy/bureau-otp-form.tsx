import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGACY_OTP_PATTERN } from '../../../shared/otp';
import { type OtpCodeProps, OtpForm } from '../otp-form';
import { BureauApplicant } from './bureau-applicant';

interface BureauOtpFormProps extends OtpCodeProps {
  panNumber: string;
  holderName: string | undefined;
  phoneMasked: string;
}

/** The code from the SMS (4 to 6 digits are accepted here; only the code sent passes). */
export function BureauOtpForm({
  panNumber,
  holderName,
  phoneMasked,
  onResend,
  ...form
}: BureauOtpFormProps) {
  const { t } = useTranslation('consent');
  const [otp, setOtp] = useState('');
  return (
    <OtpForm
      {...form}
      namespace="consent"
      pattern={LEGACY_OTP_PATTERN}
      otp={otp}
      onOtpChange={setOtp}
      onResend={() => {
        setOtp('');
        onResend();
      }}
      renderSent={(sentId) => (
        <>
          <BureauApplicant
            panNumber={panNumber}
            holderName={holderName}
            phoneMasked={phoneMasked}
          />
          <p id={sentId} className="text-sm text-muted">
            {t('otp.sentTo', { phone: phoneMasked })}
          </p>
        </>
      )}
    />
  );
}
