import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviders } from '../providers/create-providers.js';
import type { Providers } from '../providers/providers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PAN registry, credit bureau, lenders and SMS gateway (sandbox or real, per config). */
    providers: Providers;
  }
}

export const providersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('providers', createProviders(app));
  },
  { name: 'providers', dependencies: ['services'] },
);
