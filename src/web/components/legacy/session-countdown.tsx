import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../shared/otp';
import { useSecondsLeft } from '../use-seconds-left';

/** The older page's session timer: 5:00 from arrival, display only (spec §9). */
export const SESSION_SECONDS = 300;

export function SessionCountdown({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation('documents');
  const left = useSecondsLeft(startedAt + SESSION_SECONDS * 1000);
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-ink">
      <Timer className="size-4 text-brand-700" aria-hidden />
      {/* Read when asked for, not every second. */}
      <span role="timer" aria-live="off" className="tabular-nums">
        {left > 0 ? t('session.label', { time: formatCountdown(left) }) : t('session.ended')}
      </span>
    </p>
  );
}
