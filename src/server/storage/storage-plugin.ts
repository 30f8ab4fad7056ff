import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { DocumentVault } from './document-vault.js';
import { LocalBlobStore } from './local-blob-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypted document files: `store`, `load`, `remove` by storage key. */
    documentVault: DocumentVault;
  }
}

/** The blob store the configuration names; the S3 SDK is only loaded when it is used. */
export async function openBlobStore(
  config: AppConfig,
): Promise<{ store: BlobStore; close: () => void }> {
  if (config.storage === 's3' && config.s3Storage) {
    const { S3BlobStore } = await import('./s3-blob-store.js');
    const { credentials, endpoint, ...settings } = config.s3Storage;
    const store = new S3BlobStore({
      ...settings,
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
    });
    return { store, close: () => store.close() };
  }
  return { store: new LocalBlobStore(path.join(config.dataDir, 'blobs')), close: () => {} };
}

/** Decorates `app.documentVault`: document files encrypted under the master key. */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const { store, close } = await openBlobStore(app.config);
    app.decorate('documentVault', new DocumentVault(store, app.secrets.masterKey));
    app.addHook('onClose', async () => close());
  },
  { name: 'storage', dependencies: ['services'] },
);
