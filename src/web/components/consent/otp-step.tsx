import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OTP_PATTERN } from '../../../shared/otp';
import { type OtpCodeProps, OtpForm } from '../otp-form';
import { Button } from '../ui/button';

interface OtpStepProps extends OtpCodeProps {
  phoneMasked: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  onChangeNumber: () => void;
}

/** Step 3: the 6-digit code, its time left, and a new code once that runs out. */
export function OtpStep({ phoneMasked, onChangeNumber, ...form }: OtpStepProps) {
  const { t } = useTranslation('cibilConsent');
  return (
    <OtpForm
      {...form}
      namespace="cibilConsent"
      pattern={OTP_PATTERN}
      renderSent={(sentId) => (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-4 py-2">
          <p id={sentId} className="inline-flex items-center gap-2 text-sm text-brand-900">
            <MessageSquareText className="size-4 shrink-0" aria-hidden />
            {t('otp.sentTo', { phone: phoneMasked })}
          </p>
          <Button variant="link" size="sm" className="-mr-3 h-11 px-3" onClick={onChangeNumber}>
            {t('otp.changeNumber')}
          </Button>
        </div>
      )}
    />
  );
}
