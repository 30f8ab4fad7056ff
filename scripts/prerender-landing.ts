import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rolldown } from 'vite';

/**
 * The page served for `/`: index.html with the landing page already drawn inside its root, in
 * English (src/web/prerender-landing.tsx), and its stylesheet, written to `landing.html`. A phone
 * on a slow network paints it once the HTML has arrived, instead of after the app's code has
 * arrived and run; the app then takes over those very elements (hydration, main.tsx). The server
 * sends it to a browser whose borrower has not chosen another language
 * (src/server/plugins/web-app.ts).
 */

export const LANDING_PAGE = 'landing.html';

const ROOT = '<div id="root"></div>';

/**
 * The typeface's preload (vite.config.ts). Chromium holds a page's first paint for a preloaded
 * font (up to ~100 ms past when it could paint), and this page can paint as soon as its HTML is
 * in: without the preload its first paint on slow 4G came at 416–456 ms instead of 556
 * (`npm run bench -- first-paint`). Either way the font arrives after that paint on such a line
 * (~0.9 s with the preload, ~1.0 s without), and swaps in for the fallback (styles.css).
 */
const FONT_PRELOAD = /<link rel="preload" [^>]*as="font"[^>]*>\n?\s*/;

/** The app's stylesheet link as Vite writes it into index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;

/** Renders the landing page with Vite's module runner: the same sources, resolved as in the app. */
async function renderLanding(root: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const entry = fileURLToPath(new URL('../src/web/prerender-landing.tsx', import.meta.url));
    const module = (await server.ssrLoadModule(entry)) as { landingHtml: () => Promise<string> };
    return await module.landingHtml();
  } finally {
    await server.close();
  }
}

export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('prerender-landing: index.html was not built');
      const html = String(index.source);
      if (!html.includes(ROOT)) throw new Error(`prerender-landing: no ${ROOT} in index.html`);
      const landing = await renderLanding(root);
      if (!landing.includes('<h1')) throw new Error('prerender-landing: the page has no heading');
      this.emitFile({
        type: 'asset',
        fileName: LANDING_PAGE,
        // A function, so that a `$` in the page's text is never read as a replacement pattern.
        source: withInlineStyles(withoutFontPreload(html), bundle).replace(
          ROOT,
          () => `<div id="root">${landing}</div>`,
        ),
      });
    },
  };
}

/**
 * The stylesheet written into the page: the drawn page needs nothing else to paint, so it does
 * not wait one more round trip for the CSS, nor share the line with the app's code meanwhile
 * (the CSP allows inline styles). The app's other pages keep the linked, cached file.
 */
function withInlineStyles(html: string, bundle: Rolldown.OutputBundle): string {
  const link = html.match(STYLESHEET);
  const sheet = link?.[1] ? bundle[link[1]] : undefined;
  if (!link || sheet?.type !== 'asset') {
    throw new Error('prerender-landing: no stylesheet linked from index.html');
  }
  const css = String(sheet.source);
  if (css.includes('</')) throw new Error('prerender-landing: the stylesheet cannot be inlined');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

function withoutFontPreload(html: string): string {
  if (!FONT_PRELOAD.test(html)) throw new Error('prerender-landing: no font preload in index.html');
  return html.replace(FONT_PRELOAD, '');
}
