import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { MyDocuments } from './account/my-documents';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

/**
 * The top bar of the landing and learn-more pages: name, language, Get Started; it sticks below
 * the offline banner when there is one.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-(--offline-banner-height,0px) z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-1 px-4 sm:px-6">
        <Brand />
        <nav aria-label={t('header.navigation')} className="flex items-center gap-0.5 sm:gap-3">
          <LanguageSwitch compact />
          <MyDocuments crowded />
          <Link
            to={paths.panVerification}
            className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-brand-800 sm:px-4"
          >
            {t('header.getStarted')}
          </Link>
        </nav>
      </div>
    </header>
  );
}
