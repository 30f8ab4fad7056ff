import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OcrEngine } from './ocr.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OCR worker reading PAN card photos (warm from start when OCR_WARM is on). */
    ocr: OcrEngine;
  }
}

export const ocrPlugin = fp(
  async (app: FastifyInstance) => {
    const engine = new OcrEngine({
      // Worker failures only: no image or recognised text ever reaches the log.
      onError: (error) =>
        app.log.error(
          { err: error instanceof Error ? error : new Error(String(error)) },
          'OCR worker failed',
        ),
    });
    app.decorate('ocr', engine);
    if (app.config.ocrWarm) {
      // Started now, awaited by the first upload if it is not ready yet; startup does not wait.
      app.addHook('onReady', async () => {
        engine.warm().catch(() => undefined);
      });
    }
    app.addHook('onClose', async () => {
      await engine.close();
    });
  },
  { name: 'ocr', dependencies: ['services'] },
);
