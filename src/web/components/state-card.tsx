import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
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
