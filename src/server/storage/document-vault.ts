import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { BlobStore } from './blob-store.js';

/**
 * Document files at rest: each file is encrypted with AES-256-GCM under its
 * own random 256-bit key; that key is wrapped with AES-256-GCM under the master key. The
 * storage key is bound as associated data to both, so a stored object edited, truncated,
 * or moved to another key fails to open. Rotating the master key means re-wrapping the
 * 32-byte file keys, not re-encrypting files.
 *
 * Stored object (version 1):
 *   "LDV" 0x01 | key IV (12) | key tag (16) | wrapped file key (32) | data IV (12) | data tag (16) | ciphertext
 */

const MAGIC = Buffer.from('LDV\u0001', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_IV_AT = MAGIC.length;
const KEY_TAG_AT = KEY_IV_AT + IV_BYTES;
const WRAPPED_KEY_AT = KEY_TAG_AT + TAG_BYTES;
const DATA_IV_AT = WRAPPED_KEY_AT + KEY_BYTES;
const DATA_TAG_AT = DATA_IV_AT + IV_BYTES;
export const VAULT_HEADER_BYTES = DATA_TAG_AT + TAG_BYTES;

/** The stored object does not open: edited, truncated, swapped, or sealed under another master key. */
export class TamperedFileError extends Error {
  constructor(readonly key: string) {
    super(`Stored file "${key}" failed its integrity check`);
    this.name = 'TamperedFileError';
  }
}

export class DocumentVault {
  readonly #store: BlobStore;
  readonly #masterKey: Buffer;

  constructor(store: BlobStore, masterKey: Buffer) {
    if (masterKey.length !== KEY_BYTES) throw new Error('The master key must be 32 bytes');
    this.#store = store;
    this.#masterKey = masterKey;
  }

  async store(key: string, plaintext: Buffer): Promise<{ storedBytes: number }> {
    const sealed = seal(this.#masterKey, key, plaintext);
    await this.#store.put(key, sealed);
    return { storedBytes: sealed.length };
  }

  /** The file as stored, or null if there is none; throws TamperedFileError if it does not verify. */
  async load(key: string): Promise<Buffer | null> {
    const sealed = await this.#store.get(key);
    if (sealed === null) return null;
    try {
      return open(this.#masterKey, key, sealed);
    } catch {
      throw new TamperedFileError(key);
    }
  }

  async remove(key: string): Promise<void> {
    await this.#store.delete(key);
  }
}

function associatedData(purpose: 'key' | 'data', header: Buffer, key: string): Buffer {
  return Buffer.concat([header, Buffer.from(`\u0000${purpose}\u0000${key}`, 'utf8')]);
}

function seal(masterKey: Buffer, key: string, plaintext: Buffer): Buffer {
  const fileKey = randomBytes(KEY_BYTES);
  const keyIv = randomBytes(IV_BYTES);
  const wrap = createCipheriv('aes-256-gcm', masterKey, keyIv);
  wrap.setAAD(associatedData('key', MAGIC, key));
  const wrappedKey = Buffer.concat([wrap.update(fileKey), wrap.final()]);
  const keyTag = wrap.getAuthTag();

  const dataIv = randomBytes(IV_BYTES);
  const boundHeader = Buffer.concat([MAGIC, keyIv, keyTag, wrappedKey, dataIv]);
  const cipher = createCipheriv('aes-256-gcm', fileKey, dataIv);
  cipher.setAAD(associatedData('data', boundHeader, key));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  fileKey.fill(0);
  return Buffer.concat([boundHeader, cipher.getAuthTag(), ciphertext]);
}

function open(masterKey: Buffer, key: string, sealed: Buffer): Buffer {
  if (sealed.length < VAULT_HEADER_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('Not a vault object');
  }
  const unwrap = createDecipheriv(
    'aes-256-gcm',
    masterKey,
    sealed.subarray(KEY_IV_AT, KEY_TAG_AT),
    {
      authTagLength: TAG_BYTES,
    },
  );
  unwrap.setAAD(associatedData('key', MAGIC, key));
  unwrap.setAuthTag(sealed.subarray(KEY_TAG_AT, WRAPPED_KEY_AT));
  const fileKey = Buffer.concat([
    unwrap.update(sealed.subarray(WRAPPED_KEY_AT, DATA_IV_AT)),
    unwrap.final(),
  ]);
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      fileKey,
      sealed.subarray(DATA_IV_AT, DATA_TAG_AT),
      {
        authTagLength: TAG_BYTES,
      },
    );
    decipher.setAAD(associatedData('data', sealed.subarray(0, DATA_TAG_AT), key));
    decipher.setAuthTag(sealed.subarray(DATA_TAG_AT, VAULT_HEADER_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(VAULT_HEADER_BYTES)), decipher.final()]);
  } finally {
    fileKey.fill(0);
  }
}
