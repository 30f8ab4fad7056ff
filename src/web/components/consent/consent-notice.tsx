import { Building2, Clock3, FileSearch, type LucideIcon, Target, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ITEMS: { key: 'what' | 'from' | 'why' | 'duration' | 'withdraw'; icon: LucideIcon }[] = [
  { key: 'what', icon: FileSearch },
  { key: 'from', icon: Building2 },
  { key: 'why', icon: Target },
  { key: 'duration', icon: Clock3 },
  { key: 'withdraw', icon: Trash2 },
];

/** The consent notice, item by item: what, from whom, why, for how long, how to withdraw. */
export function ConsentNotice({ headingId }: { headingId: string }) {
  const { t } = useTranslation('cibilConsent');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {t('notice.heading')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h3 className="text-sm font-semibold text-ink">{t(`notice.${key}.label`)}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-muted">{t(`notice.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
