import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachApp, startTestApp } from '../../../tests/support/test-app.js';
import { TamperedFileError } from './document-vault.js';
import { S3BlobStore } from './s3-blob-store.js';
import { type LocalS3, startLocalS3 } from './testing/local-s3.js';

const file = Buffer.from('%PDF-1.3 repayment schedule for a home loan');

forEachApp((getApp) => {
  it('keeps document files encrypted under DATA_DIR/blobs', async () => {
    const { app, dataDir } = getApp();
    const { storedBytes } = await app.documentVault.store('documents/doc_api1.pdf', file);
    const onDisk = await readFile(path.join(dataDir, 'blobs', 'documents', 'doc_api1.pdf'));
    expect(onDisk.length).toBe(storedBytes);
    expect(onDisk.includes(Buffer.from('repayment'))).toBe(false);
    expect(await app.documentVault.load('documents/doc_api1.pdf')).toEqual(file);
    await app.documentVault.remove('documents/doc_api1.pdf');
    expect(await app.documentVault.load('documents/doc_api1.pdf')).toBeNull();
  });
});

describe('with STORAGE=s3', () => {
  let s3: LocalS3;
  let testApp: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    s3 = await startLocalS3();
    testApp = await startTestApp('embedded', { env: s3.env });
  });

  afterAll(async () => {
    await testApp?.close();
    await s3?.stop();
  });

  it('keeps document files encrypted in the bucket', async () => {
    const { app } = testApp;
    await app.documentVault.store('documents/doc_s3.pdf', file);
    const raw = new S3BlobStore({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    });
    try {
      const stored = await raw.get('documents/doc_s3.pdf');
      expect(stored).not.toBeNull();
      expect(stored?.includes(Buffer.from('repayment'))).toBe(false);
      expect(await app.documentVault.load('documents/doc_s3.pdf')).toEqual(file);
      await raw.put('documents/doc_s3.pdf', Buffer.concat([stored!, Buffer.from('x')]));
      await expect(app.documentVault.load('documents/doc_s3.pdf')).rejects.toThrow(
        TamperedFileError,
      );
    } finally {
      raw.close();
    }
  });
});
