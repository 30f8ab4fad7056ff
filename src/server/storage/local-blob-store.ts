import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertValidBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';

const INCOMING = '.incoming';

/**
 * Blobs as files under one folder (DATA_DIR/blobs). A write goes to a temporary file in
 * `.incoming/`, is flushed to disk, then renamed over the final name — rename is atomic on
 * one file system, so a reader sees the old file, the new file, or none, never part of one.
 * A process killed mid-write leaves its temporary file; `sweepUnfinished` removes those.
 */
export class LocalBlobStore implements BlobStore {
  readonly #root: string;
  readonly #incoming: string;
  /** Folders this store has made or found since it started. */
  readonly #folders = new Set<string>();

  constructor(root: string) {
    this.#root = path.resolve(root);
    this.#incoming = path.join(this.#root, INCOMING);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    try {
      await this.#write(key, bytes);
    } catch (error) {
      if (!isMissing(error)) throw error;
      // A folder removed underneath this store (by hand, a restore): made again, written again.
      this.#folders.clear();
      await this.#write(key, bytes);
    }
  }

  async #write(key: string, bytes: Buffer): Promise<void> {
    const target = this.#pathOf(key);
    await this.#folder(path.dirname(target));
    await this.#folder(this.#incoming);
    const temporary = path.join(this.#incoming, `${randomBytes(12).toString('hex')}.tmp`);
    try {
      const file = await open(temporary, 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /**
   * Makes the folder the first time this store writes into it: asking again for every file was
   * two system calls a document on the busiest path (a batch's documents arrive together).
   */
  async #folder(folder: string): Promise<void> {
    if (this.#folders.has(folder)) return;
    await mkdir(folder, { recursive: true, mode: 0o700 });
    this.#folders.add(folder);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.#pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *list(): AsyncIterable<StoredBlob> {
    yield* this.#walk(this.#root, '');
  }

  async sweepUnfinished(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of await readdir(this.#incoming).catch(() => [] as string[])) {
      if (!name.endsWith('.tmp')) continue;
      const file = path.join(this.#incoming, name);
      const stats = await stat(file).catch(() => null);
      if (!stats || stats.mtimeMs > cutoff) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  async *#walk(folder: string, prefix: string): AsyncIterable<StoredBlob> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      if (!prefix && entry.name === INCOMING) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        yield* this.#walk(full, key);
      } else if (entry.isFile()) {
        const stats = await stat(full).catch(() => null);
        if (stats) yield { key, storedAt: stats.mtime };
      }
    }
  }

  #pathOf(key: string): string {
    assertValidBlobKey(key);
    const resolved = path.resolve(this.#root, ...key.split('/'));
    // Belt and braces: the key rules already keep every path inside the root.
    if (!resolved.startsWith(this.#root + path.sep)) throw new Error('Key escapes the store');
    return resolved;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
