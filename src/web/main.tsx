import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(root, {
    // A screen whose code did not arrive is expected on a patchy network, and its boundary
    // has told the borrower: a warning, not an error.
    onCaughtError: (error, info) => {
      if (error instanceof ScreenLoadError) console.warn(error.message);
      else console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
