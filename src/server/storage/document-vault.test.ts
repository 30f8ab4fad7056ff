import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidBlobKeyError } from './blob-store.js';
import { DocumentVault, TamperedFileError, VAULT_HEADER_BYTES } from './document-vault.js';
import { LocalBlobStore } from './local-blob-store.js';

let folder: string;
let blobs: LocalBlobStore;
let masterKey: Buffer;
let vault: DocumentVault;
const pdf = Buffer.from('%PDF-1.3\n… a loan statement for Rahul Kumar Sharma …\n%%EOF');

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vault-test-'));
  blobs = new LocalBlobStore(folder);
  masterKey = randomBytes(32);
  vault = new DocumentVault(blobs, masterKey);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('DocumentVault', () => {
  it('gives back exactly what was stored, for empty, small and large files', async () => {
    const large = randomBytes(3 * 1024 * 1024 + 17);
    for (const [key, file] of [
      ['documents/empty.pdf', Buffer.alloc(0)],
      ['documents/small.pdf', pdf],
      ['documents/large.pdf', large],
    ] as const) {
      const { storedBytes } = await vault.store(key, file);
      expect(storedBytes).toBe(VAULT_HEADER_BYTES + file.length);
      expect((await vault.load(key))?.equals(file)).toBe(true);
    }
  });

  it('stores ciphertext only, under a fresh key each time', async () => {
    await vault.store('documents/a.pdf', pdf);
    await vault.store('documents/b.pdf', pdf);
    const a = (await blobs.get('documents/a.pdf'))!;
    const b = (await blobs.get('documents/b.pdf'))!;
    expect(a.includes(Buffer.from('Rahul'))).toBe(false);
    expect(a.includes(Buffer.from('%PDF'))).toBe(false);
    expect(a.subarray(0, 4).toString('latin1')).toBe('LDV\u0001');
    // Same file, different key, IVs and ciphertext.
    expect(a.subarray(4).equals(b.subarray(4))).toBe(false);
    expect(a.subarray(32, 64).equals(b.subarray(32, 64))).toBe(false);
  });

  it('answers null for a missing file and after removal', async () => {
    expect(await vault.load('documents/none.pdf')).toBeNull();
    await vault.store('documents/a.pdf', pdf);
    await vault.remove('documents/a.pdf');
    expect(await vault.load('documents/a.pdf')).toBeNull();
  });

  it('detects one flipped byte anywhere in the stored object', async () => {
    await vault.store('documents/a.pdf', pdf);
    const stored = (await blobs.get('documents/a.pdf'))!;
    // Magic, key IV, key tag, wrapped key, data IV, data tag, ciphertext start and end.
    for (const offset of [0, 3, 4, 16, 32, 63, 64, 76, 91, 92, stored.length - 1]) {
      const edited = Buffer.from(stored);
      edited[offset] = (edited[offset] ?? 0) ^ 0x01;
      await blobs.put('documents/a.pdf', edited);
      await expect(vault.load('documents/a.pdf'), `byte ${offset}`).rejects.toThrow(
        TamperedFileError,
      );
    }
  });

  it('detects truncated and extended objects', async () => {
    await vault.store('documents/a.pdf', pdf);
    const stored = (await blobs.get('documents/a.pdf'))!;
    for (const edited of [
      stored.subarray(0, stored.length - 1),
      stored.subarray(0, 40),
      Buffer.alloc(0),
      Buffer.concat([stored, Buffer.from([0])]),
    ]) {
      await blobs.put('documents/a.pdf', edited);
      await expect(vault.load('documents/a.pdf')).rejects.toThrow(TamperedFileError);
    }
  });

  it('detects two stored objects swapped, or one copied under another key', async () => {
    await vault.store('documents/mine.pdf', pdf);
    await vault.store('documents/theirs.pdf', Buffer.from('another borrower'));
    const mine = (await blobs.get('documents/mine.pdf'))!;
    const theirs = (await blobs.get('documents/theirs.pdf'))!;
    await blobs.put('documents/mine.pdf', theirs);
    await blobs.put('documents/theirs.pdf', mine);
    await expect(vault.load('documents/mine.pdf')).rejects.toThrow(TamperedFileError);
    await expect(vault.load('documents/theirs.pdf')).rejects.toThrow(TamperedFileError);
    await blobs.put('documents/copy.pdf', mine);
    await expect(vault.load('documents/copy.pdf')).rejects.toThrow(TamperedFileError);
  });

  it('does not open files under another master key', async () => {
    await vault.store('documents/a.pdf', pdf);
    const other = new DocumentVault(blobs, randomBytes(32));
    await expect(other.load('documents/a.pdf')).rejects.toThrow(TamperedFileError);
    expect(
      (await new DocumentVault(blobs, Buffer.from(masterKey)).load('documents/a.pdf'))?.equals(pdf),
    ).toBe(true);
  });

  it('refuses storage keys that could escape the store', async () => {
    await expect(vault.store('../outside.pdf', pdf)).rejects.toThrow(InvalidBlobKeyError);
    await expect(vault.load('documents/../../x')).rejects.toThrow(InvalidBlobKeyError);
    await expect(vault.remove('/etc/passwd')).rejects.toThrow(InvalidBlobKeyError);
  });

  it('needs a 256-bit master key', () => {
    expect(() => new DocumentVault(blobs, randomBytes(16))).toThrow('32 bytes');
  });
});
