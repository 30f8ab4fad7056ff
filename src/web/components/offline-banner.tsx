import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';

/** The banner's height, for headers that stick below it (site-header.tsx). */
const HEIGHT_VARIABLE = '--offline-banner-height';

/** Keeps the banner's height in a CSS variable while it is shown. */
function measureBanner(element: HTMLDivElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() =>
    root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`),
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    root.style.removeProperty(HEIGHT_VARIABLE);
  };
}

/**
 * While the browser is offline, a banner at the top of every page says so and that nothing
 * typed is lost; screen readers hear it politely, and hear when the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(false);

  useEffect(() => {
    if (!online) setWasOffline(true);
  }, [online]);

  return (
    <>
      <p role="status" className="sr-only">
        {online && wasOffline ? t('offline.backOnline') : ''}
      </p>
      {!online && (
        <div
          ref={measureBanner}
          role="status"
          className="sticky top-0 z-50 border-b border-slate-700 bg-slate-900 text-white"
        >
          <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm sm:px-6">
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t('offline.banner')}</span>
          </p>
        </div>
      )}
    </>
  );
}
