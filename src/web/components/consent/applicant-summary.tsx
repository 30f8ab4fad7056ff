import { IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPan } from '../../../shared/format';

/** Whose report is being asked for: the PAN, masked, and the holder's name. */
export function ApplicantSummary({
  panNumber,
  holderName,
  namespace = 'cibilConsent',
  children,
}: {
  panNumber: string;
  holderName?: string | undefined;
  /** The screen's texts: both namespaces have the same `applicant.*` keys. */
  namespace?: 'cibilConsent' | 'consent';
  /** More rows (`dt` and `dd` pairs) after the name. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <section
      aria-label={t('applicant.heading')}
      className="flex items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <span className="grid size-10 shrink-0 place-items-center self-start rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
        <IdCard className="size-5" aria-hidden />
      </span>
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">{t('applicant.pan')}</dt>
        <dd className="font-mono font-semibold tracking-wide text-ink">{maskPan(panNumber)}</dd>
        {holderName && (
          <>
            <dt className="text-muted">{t('applicant.name')}</dt>
            <dd className="font-semibold break-words text-ink">{holderName}</dd>
          </>
        )}
        {children}
      </dl>
    </section>
  );
}
