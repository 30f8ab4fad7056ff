/**
 * Where document files live: a local folder by default, an S3-compatible bucket at scale.
 * Stores hold opaque bytes; encryption is the document vault's job.
 */
export interface BlobStore {
  /** Writes the object whole, replacing any earlier one; readers never see part of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
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
