import {
  Building2,
  Clock3,
  FileSearch,
  KeyRound,
  type LucideIcon,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { listLocale } from '../../../shared/languages';
import type { ChoiceSummary } from './document-choice';

type TermKey = 'what' | 'from' | 'otp' | 'time' | 'retention' | 'delete';

const TERMS: { key: TermKey; icon: LucideIcon }[] = [
  { key: 'what', icon: FileSearch },
  { key: 'from', icon: Building2 },
  { key: 'otp', icon: KeyRound },
  { key: 'time', icon: Clock3 },
  { key: 'retention', icon: ShieldCheck },
  { key: 'delete', icon: Trash2 },
];

/** The terms of the batch consent, item by item, naming the banks that will be asked. */
export function BatchConsentTerms({
  summary,
  headingId,
}: {
  summary: ChoiceSummary;
  headingId: string;
}) {
  const { t, i18n } = useTranslation('batchConsent');
  const banks = new Intl.ListFormat(listLocale(i18n.language), {
    type: 'conjunction',
  }).format(summary.perBank.map((bank) => bank.bankName));
  const text: Record<TermKey, string> = {
    what: t('terms.what.text', { count: summary.documents }),
    from: t('terms.from.text', { banks }),
    otp: t('terms.otp.text', { count: summary.banks }),
    time: t('terms.time.text'),
    retention: t('terms.retention.text'),
    delete: t('terms.delete.text'),
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {t('terms.heading')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {TERMS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h3 className="text-sm font-semibold text-ink">{t(`terms.${key}.label`)}</h3>
              <p className="mt-0.5 text-sm leading-relaxed text-muted">{text[key]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
