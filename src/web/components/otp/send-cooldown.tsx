import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../shared/otp';
import { Button } from '../ui/button';

/** "You can ask for a new OTP in 0:25": the server's resend cooldown, counting down. */
export function SendCooldown({ seconds, id }: { seconds: number; id?: string }) {
  const { t } = useTranslation();
  if (seconds <= 0) return null;
  return (
    <p id={id} className="inline-flex items-center gap-1.5 text-sm text-muted">
      <Clock className="size-4 shrink-0" aria-hidden />
      {/* The timer is not announced every second; the send button coming back is. */}
      <span role="timer" aria-live="off">
        {t('otp.waitToResend', { time: formatCountdown(seconds) })}
      </span>
    </p>
  );
}

/**
 * The submit button that sends a code, held back while one is on its way or while the server's
 * resend cooldown runs, with that cooldown counting down under it.
 */
export function SendOtpButton({
  sending,
  cooldownSeconds,
  children,
}: {
  sending: boolean;
  cooldownSeconds: number;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        disabled={sending || cooldownSeconds > 0}
      >
        {children}
      </Button>
      <SendCooldown seconds={cooldownSeconds} />
    </div>
  );
}
