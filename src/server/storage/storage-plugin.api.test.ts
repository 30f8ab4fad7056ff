import { mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareBatch } from '../../../tests/support/bare-batch.js';
import { type LocalS3, startLocalS3 } from '../../../tests/support/local-s3.js';
import { forEachApp, startTestApp } from '../../../tests/support/test-app.js';
import { documentBlobKey, requestDocuments } from '../documents/document-store.js';
import { reconcileStoredFiles } from '../privacy/file-reconcile.js';
import { runRetention } from '../privacy/retention.js';
import { TamperedFileError } from './document-vault.js';
import { S3BlobStore } from './s3-blob-store.js';

const file = Buffer.from('%PDF-1.3 repayment schedule for a home loan');
const HOUR_MS = 60 * 60 * 1000;

forEachApp((getApp) => {
  it('keeps document files encrypted: in DATA_DIR/blobs embedded, in PostgreSQL with a server', async () => {
    const { app, dataDir, kind } = getApp();
    const { storedBytes } = await app.documentVault.store('documents/doc_api1.pdf', file);
    const stored =
      kind === 'embedded'
        ? await readFile(path.join(dataDir, 'blobs', 'documents', 'doc_api1.pdf'))
        : Buffer.from(
            (
              await app.database.db
                .selectFrom('document_blobs')
                .select('bytes')
                .where('key', '=', 'documents/doc_api1.pdf')
                .executeTakeFirstOrThrow()
            ).bytes,
          );
    expect(app.config.storage).toBe(kind === 'embedded' ? 'local' : 'database');
    expect(stored.length).toBe(storedBytes);
    expect(stored.includes(Buffer.from('repayment'))).toBe(false);
    expect(await app.documentVault.load('documents/doc_api1.pdf')).toEqual(file);
    await app.documentVault.store('documents/doc_api1.pdf', Buffer.from('replaced'));
    expect(await app.documentVault.load('documents/doc_api1.pdf')).toEqual(Buffer.from('replaced'));
    await app.documentVault.remove('documents/doc_api1.pdf');
    expect(await app.documentVault.load('documents/doc_api1.pdf')).toBeNull();
  });

  it('removes, after an hour, stored files that no document row owns', async () => {
    const { app, clock } = getApp();
    const { db } = app.database;
    await bareBatch(db, {
      id: 'batch_reconcile',
      panDigest: 'reconcile-test',
      now: clock.now(),
      documents: 1,
    });
    await requestDocuments(db, clock.now(), [
      {
        panDigest: 'reconcile-test',
        requestId: 'batch_reconcile',
        loanId: 'loan_1',
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        documentType: 'statement_of_account',
        loanType: 'home_loan',
        accountMasked: 'XXXX1234',
      },
    ]);
    const row = await db
      .selectFrom('documents')
      .select('id')
      .where('request_id', '=', 'batch_reconcile')
      .executeTakeFirstOrThrow();
    // Being made: its row has no file recorded yet, but the key it will have is owned.
    await app.documentVault.store(documentBlobKey(row.id), file);
    await app.documentVault.store('documents/doc_orphan.pdf', file);
    await app.documentVault.store('other/left-behind.bin', file);
    const young = await reconcileStoredFiles(app);
    expect(young.orphansRemoved).toBe(0);

    clock.advance(2 * HOUR_MS);
    const report = await reconcileStoredFiles(app);
    expect(report.orphansRemoved).toBe(2);
    expect(await app.blobStore.get('documents/doc_orphan.pdf')).toBeNull();
    expect(await app.blobStore.get('other/left-behind.bin')).toBeNull();
    expect(await app.documentVault.load(documentBlobKey(row.id))).toEqual(file);
  });
});

describe('files of interrupted writes in the local folder', () => {
  it('are removed at start-up and by the retention job', async () => {
    const first = await startTestApp('embedded');
    const incoming = path.join(first.dataDir, 'blobs', '.incoming');
    try {
      await mkdir(incoming, { recursive: true });
      await writeFile(path.join(incoming, 'crashed.tmp'), 'part of a file');
      const old = new Date(Date.now() - 2 * 60_000);
      await writeFile(path.join(incoming, 'old.tmp'), 'part of another');
      await utimes(path.join(incoming, 'old.tmp'), old, old);
      await writeFile(path.join(incoming, 'writing.tmp'), 'being written now');
      // Retention leaves a write that may still be running.
      const report = await runRetention(first.app);
      expect(report.unfinishedWritesRemoved).toBe(1);
      expect((await readdir(incoming)).sort()).toEqual(['crashed.tmp', 'writing.tmp']);
    } finally {
      await first.app.close();
    }
    // A new process on the same folder: nothing of the old one is still writing.
    const second = await startTestApp('embedded', { env: { DATA_DIR: first.dataDir } });
    try {
      expect(await readdir(incoming)).toEqual([]);
    } finally {
      await second.close();
      await rm(first.dataDir, { recursive: true, force: true });
    }
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

  it('keeps document files encrypted in the bucket, and lists them for reconciling', async () => {
    const { app, clock } = testApp;
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
      const listed = [];
      for await (const blob of app.blobStore.list()) listed.push(blob.key);
      expect(listed).toContain('documents/doc_s3.pdf');
      clock.advance(2 * HOUR_MS);
      expect((await reconcileStoredFiles(app)).orphansRemoved).toBeGreaterThanOrEqual(1);
      expect(await raw.get('documents/doc_s3.pdf')).toBeNull();
    } finally {
      raw.close();
    }
  });
});
