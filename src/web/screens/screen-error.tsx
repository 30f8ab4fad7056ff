import CircleAlert from 'lucide-react/icons/circle-alert';
import Home from 'lucide-react/icons/home';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { paths } from '../lib/paths';
import { useOnline } from '../lib/use-online';

/**
 * What a screen shows instead of going blank: why, in the borrower's language (the texts are in
 * the first bundle), Try again, and the way home. Plain class strings: this ships with the
 * landing page, which does without the Button component's class merging.
 */
export function ScreenError({
  loadFailed,
  onRetry,
}: {
  /** The screen's code did not arrive (else the screen failed while showing). */
  loadFailed: boolean;
  onRetry: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  const [stillFailing, setStillFailing] = useState(false);

  const retry = async () => {
    setRetrying(true);
    setStillFailing(false);
    try {
      await onRetry();
    } catch {
      setStillFailing(true);
    } finally {
      setRetrying(false);
    }
  };

  const Icon = online ? CircleAlert : WifiOff;
  const text = !loadFailed
    ? t('screenError.failedText')
    : online
      ? t('screenError.loadText')
      : t('screenError.offlineText');
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-1 px-4">
          <Brand />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-10 focus:outline-none">
        <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
          <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
            <Icon className="size-7" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold text-ink">
            {loadFailed ? t('screenError.loadTitle') : t('screenError.failedTitle')}
          </h1>
          <p className="text-sm leading-relaxed text-muted">{text}</p>
          <p role="status" className="text-sm font-medium text-red-700 empty:hidden">
            {stillFailing ? (online ? t('screenError.loadText') : t('errors.offline')) : ''}
          </p>
          <div className="mt-2 flex w-full flex-col gap-3">
            <button
              type="button"
              onClick={() => void retry()}
              disabled={retrying}
              aria-busy={retrying || undefined}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-medium text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
            >
              <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
              {t('screenError.tryAgain')}
            </button>
            <Link
              to={paths.landing}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-medium text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              <Home className="size-4" aria-hidden />
              {t('backToHome')}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
