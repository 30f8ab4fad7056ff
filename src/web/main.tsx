import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app';
import { initI18n } from './i18n/i18n';
import { preloadScreenAt } from './router';
import { ScreenLoadError } from './screens/screen-boundary';
import './styles.css';

// A deep link's screen and its layout start loading now, side by side, not one after the other.
void preloadScreenAt(window.location.pathname);

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  const options: RootOptions = {
    // A screen whose code did not arrive is expected on a patchy network, and its boundary
    // has told the borrower: a warning, not an error.
    onCaughtError: (error, info) => {
      if (error instanceof ScreenLoadError) console.warn(error.message);
      else console.error(error, info.componentStack);
    },
  };
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The landing page came drawn in English (scripts/prerender-landing.ts): the app takes over
  // those very elements, so nothing is drawn twice. A borrower who reads another language gets
  // it drawn anew.
  if (root.firstElementChild && i18next.language === 'en') {
    hydrateRoot(root, app, {
      ...options,
      // What differs (a notice carried in the history entry) is drawn anew by React: said, not
      // an error.
      onRecoverableError: (error) => console.warn(error),
    });
  } else {
    root.replaceChildren();
    createRoot(root, options).render(app);
  }
});
