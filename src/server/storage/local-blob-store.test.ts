import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidBlobKeyError } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';

let parent: string;
let root: string;
let store: LocalBlobStore;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'blob-store-test-'));
  root = path.join(parent, 'blobs');
  store = new LocalBlobStore(root);
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('LocalBlobStore', () => {
  it('reads back what it wrote, and replaces it on a second write', async () => {
    await store.put('documents/a.bin', Buffer.from('first'));
    expect(await store.get('documents/a.bin')).toEqual(Buffer.from('first'));
    await store.put('documents/a.bin', Buffer.from('second, longer'));
    expect(await store.get('documents/a.bin')).toEqual(Buffer.from('second, longer'));
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await store.get('documents/none.bin')).toBeNull();
    await store.put('documents/a.bin', Buffer.from('x'));
    await store.delete('documents/a.bin');
    expect(await store.get('documents/a.bin')).toBeNull();
    await expect(store.delete('documents/a.bin')).resolves.toBeUndefined();
  });

  it('writes on after its folders were removed underneath it', async () => {
    await store.put('documents/a.bin', Buffer.from('first'));
    await rm(root, { recursive: true, force: true });
    await store.put('documents/b.bin', Buffer.from('second'));
    expect(await store.get('documents/b.bin')).toEqual(Buffer.from('second'));
    expect(await store.get('documents/a.bin')).toBeNull();
  });

  it('refuses keys that would leave its folder, touching nothing', async () => {
    await writeFile(path.join(parent, 'secret.txt'), 'keep out');
    for (const key of ['../secret.txt', 'documents/../../secret.txt', '/tmp/x', '.incoming/x']) {
      await expect(store.put(key, Buffer.from('overwritten'))).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidBlobKeyError);
    }
    expect(existsSync(path.join(parent, 'secret.txt'))).toBe(true);
  });

  it('never shows a partly written file, even to another thread watching the disk', async () => {
    const target = path.join(root, 'documents', 'big.bin');
    const big = randomBytes(24 * 1024 * 1024);
    await store.put('documents/big.bin', Buffer.from('old'));
    const watcher = await watchFileSizes(target);
    await store.put('documents/big.bin', big);
    const sizes = await watcher.stop();
    expect(sizes.size).toBeGreaterThan(0);
    for (const size of sizes) expect([3, big.length]).toContain(size);
    // Compare with Buffer.equals: a deep equality over 24 MB would take minutes.
    expect((await store.get('documents/big.bin'))?.equals(big)).toBe(true);
  });

  it('leaves no temporary file behind, whether a write succeeds or fails', async () => {
    await store.put('documents/a.bin', Buffer.from('ok'));
    // A key whose file name is taken by a folder cannot be written; the rename fails.
    await store.put('folder/inner.bin', Buffer.from('inner'));
    await expect(store.put('folder', Buffer.from('clash'))).rejects.toThrow();
    expect(await readdir(path.join(root, '.incoming'))).toEqual([]);
    expect(await store.get('folder/inner.bin')).toEqual(Buffer.from('inner'));
  });
});

/** Samples a file's size from another thread until stopped; resolves once sampling runs. */
async function watchFileSizes(file: string): Promise<{ stop: () => Promise<Set<number>> }> {
  const stopFlag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `
    const { statSync } = require('node:fs');
    const { parentPort, workerData } = require('node:worker_threads');
    const sizes = new Set();
    let started = false;
    while (Atomics.load(workerData.stop, 0) === 0) {
      try { sizes.add(statSync(workerData.file).size); } catch { sizes.add(-1); }
      if (!started) { started = true; parentPort.postMessage('sampling'); }
    }
    parentPort.postMessage([...sizes]);
    `,
    { eval: true, workerData: { file, stop: stopFlag } },
  );
  const result = new Promise<Set<number>>((resolve, reject) => {
    worker.on('message', (message: 'sampling' | number[]) => {
      if (Array.isArray(message)) resolve(new Set(message.filter((size) => size !== -1)));
    });
    worker.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message) => message === 'sampling' && resolve());
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      Atomics.store(stopFlag, 0, 1);
      const sizes = await result;
      await worker.terminate();
      return sizes;
    },
  };
}
