import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_COOKIE } from '../../shared/languages.js';
import { sentence } from '../i18n/messages.js';
import { errorBody } from '../platform/http-problem.js';
import { isApiRequest } from '../platform/request-path.js';

export const webAppDir = path.resolve('dist/web');

/**
 * Pages opened from a link someone was sent (a share link's page, checking a document): served
 * like any client route, and kept out of search engines — a share link is a secret.
 */
const UNLISTED_PAGES = ['/s/', '/verify/'];

/** Where the build wrote each journey screen's own page (scripts/screen-pages.ts). */
const SCREEN_PAGES_DIR = 'screens';

/** The landing page drawn in English at build time (scripts/prerender-landing.ts). */
const LANDING_PAGE = 'landing.html';

/**
 * The page for a client route: for `/`, the landing page already drawn when the borrower has not
 * chosen a language other than English (the app would draw it over in theirs); for a journey
 * screen, its own page (index.html that also preloads the screen's code); else index.html.
 */
function pageFor(root: string): (pathname: string, language: string | undefined) => string {
  const folder = path.join(root, SCREEN_PAGES_DIR);
  const screens = new Set(
    existsSync(folder)
      ? readdirSync(folder)
          .filter((file) => file.endsWith('.html'))
          .map((file) => `/${file.slice(0, -5)}`)
      : [],
  );
  const landing = existsSync(path.join(root, LANDING_PAGE));
  return (pathname, language) => {
    if (pathname === '/') {
      return landing && (language === undefined || language === 'en') ? LANDING_PAGE : 'index.html';
    }
    return screens.has(pathname) ? `${SCREEN_PAGES_DIR}${pathname}.html` : 'index.html';
  };
}

/**
 * Serves the built single-page app from the API's origin, and owns the not-found answer. Hashed
 * assets are cached for a year as immutable, index.html is revalidated each time (`no-cache`),
 * and every file goes out pre-compressed (brotli or gzip) when the browser accepts it. Every
 * other non-API GET answers with index.html (or the screen's own page) so the client router
 * decides.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root?: string }) => {
    const root = options.root ?? webAppDir;
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.info('web app is not built; serving the API only (run `npm run build`)');
      app.setNotFoundHandler((request, reply) =>
        reply.code(404).send(errorBody('NOT_FOUND', request.say(sentence('notFound')))),
      );
      return;
    }
    const page = pageFor(root);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each text file: sent as the browser accepts.
      preCompressed: true,
      // Cache-Control is ours (below); `send` would otherwise overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // Which of the two is sent for `/` depends on the language cookie.
        const forLanding = /[\\/](landing|index)\.html(\.br|\.gz)?$/.test(filePath);
        response.setHeader('Vary', forLanding ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      },
    });

    app.setNotFoundHandler((request, reply) => {
      if (isApiRequest(request) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send(errorBody('NOT_FOUND', request.say(sentence('notFound'))));
      }
      const pathname = request.url.split('?')[0] ?? '';
      const asset = path.extname(pathname) !== '';
      if (asset) return reply.code(404).type('text/plain').send('Not found');
      reply.header('Cache-Control', 'no-cache');
      if (UNLISTED_PAGES.some((prefix) => request.url.startsWith(prefix))) {
        reply.header('X-Robots-Tag', 'noindex, nofollow');
      }
      return reply.sendFile(page(pathname, request.cookies[LANGUAGE_COOKIE]));
    });
  },
  { name: 'web-app', dependencies: ['errors', 'message-language', 'auth'] },
);
