import { randomBytes } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../tests/support/local-s3.js';
import { InvalidBlobKeyError } from './blob-store.js';
import { DocumentVault, TamperedFileError } from './document-vault.js';
import { S3BlobStore } from './s3-blob-store.js';

let s3: LocalS3;
let store: S3BlobStore;

beforeAll(async () => {
  // The SDK warns once that its 2027 releases need Node 22; that is not this test's news.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  s3 = await startLocalS3();
  store = new S3BlobStore({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: s3.bucket,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
});

afterAll(async () => {
  store?.close();
  await s3?.stop();
});

describe('S3BlobStore against a local S3-protocol server', () => {
  it('puts, gets, replaces and deletes objects', async () => {
    const bytes = randomBytes(70_000);
    await store.put('documents/a.bin', bytes);
    expect((await store.get('documents/a.bin'))?.equals(bytes)).toBe(true);
    await store.put('documents/a.bin', Buffer.from('replaced'));
    expect(await store.get('documents/a.bin')).toEqual(Buffer.from('replaced'));
    await store.delete('documents/a.bin');
    expect(await store.get('documents/a.bin')).toBeNull();
  });

  it('answers null for a missing key and deletes missing keys quietly', async () => {
    expect(await store.get('documents/never-written.bin')).toBeNull();
    await expect(store.delete('documents/never-written.bin')).resolves.toBeUndefined();
  });

  it('stores empty objects', async () => {
    await store.put('documents/empty.bin', Buffer.alloc(0));
    expect(await store.get('documents/empty.bin')).toEqual(Buffer.alloc(0));
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow(InvalidBlobKeyError);
    await expect(store.get('a//b')).rejects.toThrow(InvalidBlobKeyError);
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const wrong = new S3BlobStore({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'no-such-bucket',
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    });
    try {
      await expect(wrong.get('documents/a.bin')).rejects.toThrow();
    } finally {
      wrong.close();
    }
  });

  it('carries the document vault: round trip, and an edited object is detected', async () => {
    const vault = new DocumentVault(store, randomBytes(32));
    const file = Buffer.from('%PDF-1.3 statement');
    await vault.store('documents/doc1.pdf', file);
    expect(await vault.load('documents/doc1.pdf')).toEqual(file);

    const object = await store.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'documents/doc1.pdf' }),
    );
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    stored[stored.length - 1] = (stored[stored.length - 1] ?? 0) ^ 0xff;
    await store.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'documents/doc1.pdf', Body: stored }),
    );
    await expect(vault.load('documents/doc1.pdf')).rejects.toThrow(TamperedFileError);
  });
});
