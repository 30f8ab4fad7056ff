import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs when `docs` is on (the
 * sandbox; elsewhere only with API_DOCS=true), under the app's own Content-Security-Policy.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { docs: boolean }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Loan Documents API',
          description: 'PAN verification, bureau consent, loans, document batches and documents.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (!options.docs) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The app's CSP (plugins/security.ts) stands; no call to Swagger's online validator.
      staticCSP: false,
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
