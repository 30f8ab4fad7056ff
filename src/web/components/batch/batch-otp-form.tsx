import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_PATTERN } from '../../../shared/otp';
import { type OtpCodeProps, OtpForm } from '../otp-form';

interface BatchOtpFormProps extends OtpCodeProps {
  phoneMasked: string;
  banks: number;
  onOtpEdited: () => void;
}

/** The one code for the whole batch: where it went, its time left, and a new one once it ran out. */
export function BatchOtpForm({
  phoneMasked,
  banks,
  onOtpEdited,
  onResend,
  ...form
}: BatchOtpFormProps) {
  const { t } = useTranslation('batchOtp');
  const [otp, setOtp] = useState('');
  return (
    <OtpForm
      {...form}
      namespace="batchOtp"
      pattern={OTP_PATTERN}
      otp={otp}
      onOtpChange={(value) => {
        setOtp(value);
        onOtpEdited();
      }}
      onResend={() => {
        setOtp('');
        onResend();
      }}
      renderSent={(sentId) => (
        <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <p id={sentId} className="flex items-center gap-2 font-medium">
            <MessageSquareText className="size-4 shrink-0" aria-hidden />
            {t('otp.sentTo', { phone: phoneMasked })}
          </p>
          {banks > 0 && (
            <p className="mt-1 pl-6 text-brand-800">{t('otp.covers', { count: banks })}</p>
          )}
        </div>
      )}
    />
  );
}
