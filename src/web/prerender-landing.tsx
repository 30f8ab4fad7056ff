import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppScreens } from './app';
import { initI18n } from './i18n/i18n';

/**
 * The landing page as HTML, in English, as the app's first render draws it: written into the
 * page served for `/` at build time (scripts/prerender-landing.ts), so a slow phone paints it as
 * soon as the HTML (its styles inside) has arrived, instead of after the app's code has come and
 * run. The app then takes over its elements (hydration, main.tsx): what is drawn here must be what
 * the app's first render draws.
 */
export async function landingHtml(): Promise<string> {
  await initI18n();
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <AppScreens />
      </StaticRouter>
    </StrictMode>,
  );
}
