import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers over 1 KB go out compressed (brotli, else gzip) when the client accepts it. Brotli
 * at quality 4: close to gzip's speed, smaller output; the web app's files are compressed at
 * build time at full strength instead. PDFs and images are left alone (already compressed).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
