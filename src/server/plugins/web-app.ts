import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { body } from './errors.js';

export const webAppDir = path.resolve('dist/web');

/**
 * Serves the built single-page app from the API's origin, and owns the not-found answer. Hashed
 * assets are cached for a year; every other non-API GET answers with index.html so the client
 * router decides (unknown paths show the landing screen).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root?: string }) => {
    const root = options.root ?? webAppDir;
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.info('web app is not built; serving the API only (run `npm run build`)');
      app.setNotFoundHandler((_request, reply) =>
        reply.code(404).send(body('NOT_FOUND', 'Not found.')),
      );
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send(body('NOT_FOUND', 'Not found.'));
      }
      const asset = path.extname(request.url.split('?')[0] ?? '') !== '';
      if (asset) return reply.code(404).type('text/plain').send('Not found');
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
