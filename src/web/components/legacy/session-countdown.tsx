import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../shared/otp';
import { secondsUntil } from './retrieval-state';

/** The older page's session timer: 5:00 from arrival, display only (spec §9). */
export const SESSION_SECONDS = 300;

export function SessionCountdown({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation('documents');
  const endsAt = startedAt + SESSION_SECONDS * 1000;
  const [left, setLeft] = useState(() => secondsUntil(endsAt, Date.now()));

  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = secondsUntil(endsAt, Date.now());
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

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
