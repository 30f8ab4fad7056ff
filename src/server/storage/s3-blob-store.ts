import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertValidBlobKey, type BlobStore, type StoredBlob } from './blob-store.js';

export interface S3Settings {
  /** Omit for AWS itself; set for MinIO, Ceph, R2 and other S3-compatible services. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Omit to use the SDK's default credential chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
}

/** Blobs as objects in one S3-compatible bucket. A PUT is atomic: an object appears whole. */
export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
    this.#bucket = settings.bucket;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertValidBlobKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidBlobKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredBlob> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.#bucket,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, storedAt: object.LastModified ?? new Date() };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** A PUT never leaves part of an object behind. */
  async sweepUnfinished(): Promise<number> {
    return 0;
  }

  close(): void {
    this.client.destroy();
  }
}

/** A missing object is an answer; a missing bucket is a configuration error and is thrown. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (failure.name === 'NoSuchBucket') return false;
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}
