import { useTranslation } from 'react-i18next';

/** The first thing a keyboard reaches on every page: straight to the page's `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-white px-4 py-3 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      {t('skipToContent')}
    </a>
  );
}
