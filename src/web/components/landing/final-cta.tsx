import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { linkButton } from './link-button';

export function FinalCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="final-cta-title" className="bg-white pb-16 sm:pb-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2
            id="final-cta-title"
            className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {t('finalCta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{t('finalCta.subtitle')}</p>
          <Link to={paths.panVerification} className={`${linkButton.light} mt-8`}>
            {t('finalCta.button')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
