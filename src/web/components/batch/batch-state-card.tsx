import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

const TONES = {
  neutral: 'bg-brand-50 text-brand-700',
  error: 'bg-red-50 text-red-600',
  success: 'bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60',
  warning: 'bg-amber-50 text-amber-700',
} as const;

/** A centred card for one state of the batch screen: an icon, what happened, what to do. */
export function BatchStateCard({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
  live = false,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof TONES;
  /** Announce the card when it appears. */
  live?: boolean;
}) {
  return (
    <Card>
      <div
        role={live ? 'status' : undefined}
        className="flex flex-col items-center gap-3 px-6 py-10 text-center"
      >
        <span className={cn('grid size-16 place-items-center rounded-full', TONES[tone])}>
          {icon}
        </span>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {children && (
          <div className="flex max-w-md flex-col gap-2 text-sm leading-relaxed text-muted">
            {children}
          </div>
        )}
        {action && <div className="mt-2 w-full sm:w-auto">{action}</div>}
      </div>
    </Card>
  );
}
