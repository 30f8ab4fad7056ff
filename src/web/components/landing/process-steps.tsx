import IdCard from 'lucide-react/icons/id-card';
import ListChecks from 'lucide-react/icons/list-checks';
import Smartphone from 'lucide-react/icons/smartphone';
import WalletCards from 'lucide-react/icons/wallet-cards';
import { useTranslation } from 'react-i18next';

const steps = [
  { key: 'pan', Icon: IdCard },
  { key: 'loans', Icon: WalletCards },
  { key: 'select', Icon: ListChecks },
  { key: 'get', Icon: Smartphone },
] as const;

/** The four steps of the journey, as an ordered list. */
export function ProcessSteps() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2
            id="process-title"
            className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
          >
            {t('process.title')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('process.subtitle')}</p>
        </div>
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ key, Icon }, index) => (
            <li
              key={key}
              className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:block sm:p-6"
            >
              <div className="flex shrink-0 items-start justify-between sm:items-center">
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-brand-700 text-base font-bold text-white"
                >
                  {index + 1}
                </span>
                <Icon className="hidden size-6 text-brand-600 sm:block" aria-hidden />
              </div>
              <div>
                <p className="text-sm font-medium text-brand-700 sm:mt-5">
                  {t('process.stepLabel', { number: index + 1 })}
                </p>
                <h3 className="mt-0.5 text-lg font-semibold text-ink">
                  {t(`process.${key}.title`)}
                </h3>
                <p className="mt-1.5 leading-relaxed text-muted sm:mt-2">
                  {t(`process.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
