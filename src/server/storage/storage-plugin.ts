import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { type BlobStore, UNFINISHED_WRITE_AGE_MS } from './blob-store.js';
import { DatabaseBlobStore } from './database-blob-store.js';
import { DocumentVault } from './document-vault.js';
import { LocalBlobStore } from './local-blob-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypted document files: `store`, `load`, `remove` by storage key. */
    documentVault: DocumentVault;
    /** The store under the vault (sealed bytes): for reconciling and sweeping, never for reading documents. */
    blobStore: BlobStore;
  }
}

/** The blob store the configuration names; the S3 SDK is only loaded when it is used. */
export async function openBlobStore(
  config: AppConfig,
  database: Database,
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
  if (config.storage === 'database') {
    return { store: new DatabaseBlobStore(database.db), close: () => {} };
  }
  return { store: new LocalBlobStore(path.join(config.dataDir, 'blobs')), close: () => {} };
}

/**
 * Decorates `app.documentVault`: document files encrypted under the master key. At start-up,
 * removes what writes interrupted by a crash left behind: all of it when this process alone
 * owns the data folder (the embedded database), else only what is surely not being written.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const { store, close } = await openBlobStore(app.config, app.database);
    app.decorate('blobStore', store);
    app.decorate('documentVault', new DocumentVault(store, app.secrets.masterKey));
    const swept = await store.sweepUnfinished(
      app.database.kind === 'embedded' ? 0 : UNFINISHED_WRITE_AGE_MS,
    );
    if (swept > 0) app.log.info({ files: swept }, 'removed files of interrupted writes');
    app.addHook('onClose', async () => close());
  },
  { name: 'storage', dependencies: ['services'] },
);
