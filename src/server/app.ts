import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { authPlugin } from './auth/auth-plugin.js';
import { authRoutes } from './auth/routes.js';
import { batchRoutes } from './batch/routes.js';
import type { AppConfig } from './config/config.js';
import { consentRoutes } from './consent/routes.js';
import { resolveSecrets } from './crypto/secrets.js';
import { bundledEmbeddedSeed, type DatabaseLocation } from './db/database.js';
import { digilockerRoutes } from './digilocker/routes.js';
import { documentRoutes } from './documents/routes.js';
import { shareRoutes } from './documents/share-routes.js';
import { healthRoutes } from './health/routes.js';
import { legacyRoutes } from './legacy/routes.js';
import { balanceTransferRoutes } from './loans/balance-transfer-routes.js';
import { loansRoutes } from './loans/routes.js';
import { otpPlugin } from './otp/otp-plugin.js';
import { ocrPlugin } from './pan/ocr-plugin.js';
import { panRoutes } from './pan/routes.js';
import { type Clock, systemClock } from './platform/clock.js';
import { loggerOptions, OneLinePerRequest } from './platform/logger.js';
import { canonicalUrl } from './platform/request-path.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorsPlugin } from './plugins/errors.js';
import { messageLanguagePlugin } from './plugins/message-language.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { providersPlugin } from './plugins/providers.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { securityPlugin } from './plugins/security.js';
import { servicesPlugin } from './plugins/services.js';
import { webAppPlugin } from './plugins/web-app.js';
import { activityRoutes } from './privacy/activity-routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { sandboxRoutes } from './sandbox/routes.js';
import { storagePlugin } from './storage/storage-plugin.js';
import { taxRoutes } from './tax/routes.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  config: AppConfig;
  clock?: Clock;
  /** Defaults to the configuration: DATABASE_URL, else embedded under DATA_DIR. */
  databaseLocation?: DatabaseLocation;
  /** Where logs go (tests capture them to prove nothing sensitive is written). */
  logStream?: DestinationStream;
  jobMaintenanceIntervalSeconds?: number;
  /** Root of the built web app; tests point it elsewhere or at nothing. */
  webRoot?: string;
}

/** Builds the whole server — infrastructure, then each domain's routes, then the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    ...(options.logStream && logger && typeof logger === 'object'
      ? { logger: { ...logger, stream: options.logStream } }
      : { logger }),
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    // Routing, and every decision after it, sees one spelling of each path
    // (platform/request-path.ts).
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // Opening the embedded database can take seconds on a busy machine.
    pluginTimeout: 60_000,
  });
  for (const warning of config.warnings) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(messageLanguagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(openapiPlugin, { docs: config.apiDocs });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  await app.register(servicesPlugin, {
    config,
    clock: options.clock ?? systemClock,
    secrets: await resolveSecrets(config),
    databaseLocation: options.databaseLocation ?? defaultDatabaseLocation(config),
    ...(options.jobMaintenanceIntervalSeconds
      ? { jobMaintenanceIntervalSeconds: options.jobMaintenanceIntervalSeconds }
      : {}),
  });

  await app.register(metricsPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(providersPlugin);
  await app.register(storagePlugin);
  await app.register(ocrPlugin);
  await app.register(otpPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(panRoutes);
      await api.register(authRoutes);
      await api.register(consentRoutes);
      await api.register(loansRoutes);
      await api.register(balanceTransferRoutes);
      await api.register(batchRoutes);
      await api.register(documentRoutes);
      await api.register(shareRoutes);
      await api.register(digilockerRoutes);
      await api.register(privacyRoutes);
      await api.register(activityRoutes);
      await api.register(taxRoutes);
      await api.register(legacyRoutes);
      await api.register(sandboxRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, options.webRoot ? { root: options.webRoot } : {});
  return app;
}

export function defaultDatabaseLocation(config: AppConfig): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: config.dataDir, seed: bundledEmbeddedSeed() };
}
