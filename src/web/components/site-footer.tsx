import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

/** The footer of the landing and learn-more pages: what we fetch, how it is kept safe. */
export function SiteFooter() {
  const { t } = useTranslation();
  const services = ['statement', 'schedule', 'sanction', 'foreclosure'] as const;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="text-lg font-semibold text-white">{t('appName')}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-slate-400">
            {t('footer.about')}
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white">{t('footer.services')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {services.map((service) => (
              <li key={service}>{t(`footer.servicesList.${service}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white">{t('footer.security')}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>{t('footer.securityList.otp')}</li>
            <li>{t('footer.securityList.encryption')}</li>
            <li>{t('footer.securityList.retention')}</li>
            <li>
              <Link
                to={paths.learnMore}
                className="text-brand-200 underline underline-offset-4 hover:text-white"
              >
                {t('footer.securityList.learnMore')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
