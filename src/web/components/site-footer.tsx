import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { routeUrl } from '../../shared/api/route-table';
import { paths } from '../lib/paths';

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
            <GrievanceContact />
            <li>
              <Link
                to={paths.learnMore}
                className="inline-flex min-h-11 items-center text-brand-200 underline underline-offset-4 hover:text-white"
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

/**
 * Who takes a grievance about one's data (GRIEVANCE_NAME, GRIEVANCE_EMAIL on the server). Asked
 * for after the page has painted, with a plain fetch: the landing bundle carries no query or
 * schema library for one small answer.
 */
function GrievanceContact() {
  const { t } = useTranslation();
  const [contact, setContact] = useState<{ name: string; email: string }>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(routeUrl(PRIVACY_ROUTES.grievanceContact), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { name?: unknown; email?: unknown } | undefined) => {
        if (typeof body?.name === 'string' && typeof body.email === 'string') {
          setContact({ name: body.name, email: body.email });
        }
      })
      .catch(() => {
        // Offline or refused: the footer stays without it; /learn-more names the contact too.
      });
    return () => controller.abort();
  }, []);
  if (!contact) return null;
  return (
    <li>
      {t('footer.grievance', { name: contact.name })}{' '}
      <a
        href={`mailto:${contact.email}`}
        className="text-brand-200 underline underline-offset-4 hover:text-white"
      >
        {contact.email}
      </a>
    </li>
  );
}
