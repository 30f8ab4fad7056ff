import Files from 'lucide-react/icons/files';
import Gauge from 'lucide-react/icons/gauge';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';

const features = [
  { key: 'allDocuments', Icon: Files, tone: 'bg-brand-50 text-brand-700' },
  { key: 'instantRetrieval', Icon: Zap, tone: 'bg-amber-50 text-amber-700' },
  { key: 'security', Icon: ShieldCheck, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'cibil', Icon: Gauge, tone: 'bg-violet-50 text-violet-700' },
] as const;

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2
            id="features-title"
            className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
          >
            {t('features.title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('features.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, Icon, tone }) => (
            <li
              key={key}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink sm:mt-5">
                  {t(`features.${key}.title`)}
                </h3>
                <p className="mt-1.5 leading-relaxed text-muted sm:mt-2">
                  {t(`features.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
