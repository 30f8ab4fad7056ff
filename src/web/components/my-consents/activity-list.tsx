import { useTranslation } from 'react-i18next';
import type { ActivityResponse } from '../../../shared/api/consents';
import { useDates } from '../../lib/use-dates';

/** The activity log: what was done with the borrower's data, newest first, with times. */
export function ActivityList({ events }: { events: ActivityResponse['events'] }) {
  const { t } = useTranslation('myConsents');
  const { formatDateTime } = useDates();
  if (events.length === 0) return <p className="text-sm text-muted">{t('activity.empty')}</p>;
  return (
    <ol aria-label={t('activity.heading')} className="divide-y divide-slate-100">
      {events.map((event) => (
        <li
          key={event.id}
          className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4"
        >
          <time
            dateTime={event.at}
            className="shrink-0 text-xs text-muted tabular-nums sm:w-44 sm:text-sm"
          >
            {formatDateTime(event.at)}
          </time>
          <span className="text-sm text-ink">{event.text}</span>
        </li>
      ))}
    </ol>
  );
}
