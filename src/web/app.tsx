import { useEffect } from 'react';
import { BrowserRouter, useLocation, useNavigationType } from 'react-router';
import { AppRoutes } from './router';

/**
 * The landing page renders with React, the router and i18n only; data fetching and toasts come
 * with the journey layout, loaded with the first journey screen (landing JS budget ≤ 120 KB gzip).
 */
export function App() {
  return (
    <BrowserRouter>
      <ScrollOnNavigate />
      <AppRoutes />
    </BrowserRouter>
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
