import { CircleAlert, LockKeyhole, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Spinner } from './ui/spinner';

/** A whole-screen state (loading, empty, failed, signed out): an icon, a title, a text, an action. */
export function StateCard({
  icon,
  title,
  text,
  action,
  tone = 'neutral',
  role,
  className,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  role?: 'status' | 'alert';
  className?: string;
}) {
  return (
    <Card
      role={role}
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-10 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
        )}
      >
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm leading-relaxed text-muted">{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}

/** Try a failed request again; spins and waits while the retry is under way. */
export function RetryButton({
  label,
  onRetry,
  retrying,
}: {
  label: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Button size="lg" onClick={onRetry} disabled={retrying}>
      {retrying ? <Spinner /> : <RefreshCw aria-hidden />}
      {label}
    </Button>
  );
}

/** The screens that load a report or a list: each has the same `error.*` and `sessionEnded.*` keys. */
type LoadingScreen = 'dashboard' | 'loansList' | 'documentCenter';

/** What the screen shows could not be fetched: say so and offer Retry. Never stand-in data. */
export function LoadFailed({
  namespace,
  message,
  onRetry,
  retrying,
  role,
  className,
}: {
  namespace: LoadingScreen;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  role?: 'alert';
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <StateCard
      {...(role ? { role } : {})}
      {...(className ? { className } : {})}
      tone="error"
      icon={<CircleAlert className="size-7" aria-hidden />}
      title={t('error.title')}
      text={message}
      action={<RetryButton label={t('error.retry')} onRetry={onRetry} retrying={retrying} />}
    />
  );
}

/** The session was refused (or this device has none): an OTP again (consent or sign-in) to go on. */
export function SessionEnded({
  namespace,
  text,
  onConsentAgain,
  className,
}: {
  namespace: LoadingScreen;
  /** Instead of the screen's `sessionEnded.text`. */
  text?: string;
  onConsentAgain: () => void;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <StateCard
      {...(className ? { className } : {})}
      icon={<LockKeyhole className="size-7" aria-hidden />}
      title={t('sessionEnded.title')}
      text={text ?? t('sessionEnded.text')}
      action={
        <Button size="lg" onClick={onConsentAgain}>
          {t('sessionEnded.action')}
        </Button>
      }
    />
  );
}
