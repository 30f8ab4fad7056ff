import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.js';
import { prerenderLanding } from './scripts/prerender-landing.js';
import { screenChunks } from './scripts/screen-chunks.js';
import { screenPages } from './scripts/screen-pages.js';

/**
 * Preloads the Latin file of the app's typeface (styles.css) from index.html, so its text is
 * drawn in it from the first paint on most visits; its hashed name is known only once built.
 * The prerendered landing page goes without it (scripts/prerender-landing.ts).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /noto-sans-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('the Latin font file was not emitted');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const chunks = screenChunks({
  layout: /[\\/]routes[\\/]journey-layout\.tsx$/,
  firstScreens: /[\\/]routes[\\/]pan-verification\.tsx$/,
  returnScreen: /[\\/]routes[\\/]document-center\.tsx$/,
  afterPaint: /[\\/]components[\\/]account[\\/]account-menu\.tsx$/,
  standalone: [
    /[\\/]routes[\\/](shared-documents|verify-document)\.tsx$/,
    /[\\/]components[\\/]documents[\\/]pdf-document\.ts$/,
    /[\\/]locales[\\/]hi[\\/]index\.ts$/,
  ],
  iconSet: {
    barrel: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/,
    icon: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    instead: "the landing page's modules import each icon from 'lucide-react/icons/<name>'",
  },
});

// The web app lives in src/web and is built into dist/web (with .br and .gz copies of its text
// files), which the API server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    preloadLatinFont(),
    chunks.plugin,
    screenPages({
      screen:
        /[\\/]routes[\\/](?!landing|journey-layout|shared-documents|verify-document)([a-z-]+)\.tsx$/,
      layout: /[\\/]routes[\\/]journey-layout\.tsx$/,
    }),
    prerenderLanding(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunks.codeSplittingGroups,
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  server: {
    // The API, but not the web app's own modules in src/web/api/ (served at /api/*.ts, since
    // the root is src/web).
    proxy: { '^/api/(?![^?]*\\.tsx?(\\?|$))': 'http://127.0.0.1:3000' },
  },
});
