import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Brand } from '../brand';
import { LanguageSwitch } from '../language-switch';
import '../../i18n/public-texts';

/**
 * The frame of the pages anyone can open from a link (a shared document, checking a code):
 * the brand, the language, a plain footer. Nothing of the borrower's journey loads here (the
 * server asks search engines not to list these addresses).
 */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(['publicPages', 'common']);
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-2 px-4">
          <Brand />
          <div className="flex items-center gap-1">
            <span className="hidden items-center gap-1.5 text-sm text-emerald-800 sm:inline-flex">
              <LockKeyhole className="size-4" aria-hidden />
              {t('layout.secure')}
            </span>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 focus:outline-none sm:py-10"
      >
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-col gap-1 px-4 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{t('layout.footer')}</p>
          <Link
            to={paths.landing}
            className="font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            {t('layout.about')}
          </Link>
        </div>
      </footer>
    </div>
  );
}
