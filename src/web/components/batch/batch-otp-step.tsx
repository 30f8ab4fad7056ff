import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OTP_PATTERN } from '../../../shared/otp';
import { useVerifyBatchOtp } from '../../api/batch-verify-otp';
import { ApiError, serverMessage } from '../../api/http';
import { OtpEntry } from '../otp/otp-entry';
import type { OtpChallenge } from '../otp/otp-entry-machine';
import { useOtpEntry } from '../otp/use-otp-entry';
import { Card } from '../ui/card';

interface BatchOtpStepProps {
  batchId: string;
  challenge: OtpChallenge;
  /** Banks the one code authorises (0 while not yet known). */
  banks: number;
  /** Sends a new code for the batch; rejects, having said why, when none was sent. */
  resend: () => Promise<OtpChallenge>;
  onVerified: () => void;
}

/** The one code for the whole batch: where it went, its time left, a new one once it ran out. */
export function BatchOtpStep({ batchId, challenge, banks, resend, onVerified }: BatchOtpStepProps) {
  const { t } = useTranslation('batchOtp');
  const verifyOtp = useVerifyBatchOtp();
  const entry = useOtpEntry({
    challenge,
    pattern: OTP_PATTERN,
    refusal: (error) => serverMessage(error) ?? t('otp.failed'),
    verify: async (otpCode) => {
      try {
        await verifyOtp.mutateAsync({ batchId, otpCode });
      } catch (error) {
        // Approved meanwhile (another tab, a double submit): its progress is what to show.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
      onVerified();
    },
    resend,
  });
  return (
    <Card>
      <OtpEntry
        entry={entry}
        namespace="batchOtp"
        autoFocus
        className="p-5 sm:p-6"
        renderSent={(sentId) => (
          <div className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <p id={sentId} className="flex items-center gap-2 font-medium">
              <MessageSquareText className="size-4 shrink-0" aria-hidden />
              {t('otp.sentTo', { phone: entry.challenge.phoneMasked })}
            </p>
            {banks > 0 && (
              <p className="mt-1 pl-6 text-brand-800">{t('otp.covers', { count: banks })}</p>
            )}
          </div>
        )}
      />
    </Card>
  );
}
