/**
 * Where document files live: a local folder for the embedded default, PostgreSQL when a
 * server is configured, an S3-compatible bucket at large scale. Stores hold opaque bytes;
 * encryption is the document vault's job.
 */
export interface BlobStore {
  /** Writes the object whole, replacing any earlier one; readers never see part of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object held, with when it was written (for reconciling with the rows that own them). */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Removes what interrupted writes left behind (stores whose writes are not atomic keep
   * partial files aside), if older than `olderThanMs`; the number removed.
   */
  sweepUnfinished(olderThanMs: number): Promise<number>;
}

/** A temporary file this old belongs to no write still running (a write takes milliseconds). */
export const UNFINISHED_WRITE_AGE_MS = 60_000;

export interface StoredBlob {
  key: string;
  storedAt: Date;
}

export class InvalidBlobKeyError extends Error {
  constructor() {
    super('Invalid storage key');
    this.name = 'InvalidBlobKeyError';
  }
}

const MAX_KEY_LENGTH = 512;
/** A path segment: starts with a letter or digit (so never "." or ".."), then a safe set. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are slash-separated segments of letters, digits, dot, dash and underscore, each
 * starting with a letter or digit: no absolute paths, no "..", no backslashes, no empty
 * segments. Anything else is refused rather than rewritten, so two keys never collide.
 */
export function assertValidBlobKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidBlobKeyError();
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) throw new InvalidBlobKeyError();
  }
}
