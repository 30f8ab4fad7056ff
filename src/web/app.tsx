import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigationType } from 'react-router';
import { OfflineBanner } from './components/offline-banner';
import { SkipLink } from './components/skip-link';
import { AppRoutes } from './router';

/**
 * The landing page renders with React, the router and i18n only; data fetching and toasts come
 * with the journey layout, loaded with the first journey screen (landing JS budget ≤ 120 KB gzip).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppScreens />
    </BrowserRouter>
  );
}

/** Everything inside the router: also what is pre-rendered for `/` (prerender-landing.tsx). */
export function AppScreens() {
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <ScrollOnNavigate />
      <FocusOnNavigate />
      <AppRoutes />
    </>
  );
}

/**
 * A new screen starts at its top, as a page load would; Back and Forward keep the browser's
 * scroll. A `#fragment` is scrolled to by the screen that owns it once its content is there.
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}

/** How long a new screen may take to show its heading before focus stops waiting for it. */
const HEADING_WAIT_FRAMES = 600;

/**
 * After every change of screen, keyboard and screen-reader users start at the new screen's
 * heading, as they would after a page load — unless the screen has put focus somewhere itself
 * (a field to type in). The first page load is left to the browser.
 */
function FocusOnNavigate() {
  const { pathname } = useLocation();
  // The screen focus was last moved for (or the first one, left to the browser): an effect run
  // again for the same screen (StrictMode does so) moves nothing.
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    const before = document.activeElement;
    let frame = 0;
    let frames = 0;
    const focusHeading = () => {
      const active = document.activeElement;
      const screenChoseFocus =
        active !== null && active !== before && active !== document.body && active.isConnected;
      if (screenChoseFocus) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        return;
      }
      if (++frames < HEADING_WAIT_FRAMES) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
