import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

/** Consent recorded; the screen moves on by itself. */
export function VerifiedStep({
  namespace = 'cibilConsent',
}: {
  /** The screen's texts: both namespaces have the same `verified.*` keys. */
  namespace?: 'cibilConsent' | 'consent';
}) {
  const { t } = useTranslation(namespace);
  return (
    <Card>
      <div role="status" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <CircleCheck className="size-10 text-emerald-600" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-ink">{t('verified.heading')}</p>
        <p className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('verified.text')}
        </p>
      </div>
    </Card>
  );
}
