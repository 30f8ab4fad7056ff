import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';

/** The PAN the server verified and the name on record, shown while the next screen opens. */
export function PanVerifiedNotice({
  namespace,
  panNumber,
  holderName,
  className,
}: {
  /** The screen's texts: both namespaces have the same `verified.*` keys. */
  namespace: 'panVerification' | 'panEntry';
  panNumber: string;
  holderName: string | null;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3',
        className,
      )}
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-emerald-900">{t('verified.heading')}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-emerald-800">{t('verified.pan')}</dt>
          <dd className="font-mono font-semibold tracking-wide text-ink">{panNumber}</dd>
          {holderName && (
            <>
              <dt className="text-emerald-800">{t('verified.name')}</dt>
              <dd className="font-semibold break-words text-ink">{holderName}</dd>
            </>
          )}
        </dl>
        <p className="mt-2 inline-flex items-center gap-2 text-sm text-emerald-800">
          <Spinner />
          {t('verified.continuing')}
        </p>
      </div>
    </div>
  );
}
