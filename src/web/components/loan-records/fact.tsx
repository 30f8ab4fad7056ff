import { cn } from '../../lib/cn';

/** One labelled figure of a tracker card: a date or an amount, with a line under it. */
export function Fact({
  label,
  value,
  note,
  alarm,
  className,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  alarm?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 text-sm font-semibold tabular-nums',
          alarm ? 'text-red-700' : 'text-ink',
        )}
      >
        {value}
      </dd>
      {note && <dd className={cn('text-xs', alarm ? 'text-red-700' : 'text-muted')}>{note}</dd>}
    </div>
  );
}
