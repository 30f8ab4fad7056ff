import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.js';

const s3 = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'ap-south-1',
  S3_BUCKET: 'loan-documents',
  S3_ACCESS_KEY_ID: 'access',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('storage configuration', () => {
  it('keeps files in a local folder unless told otherwise, ignoring S3 settings', () => {
    const config = loadConfig({ S3_BUCKET: 'ignored' });
    expect(config.storage).toBe('local');
    expect(config.s3Storage).toBeUndefined();
  });

  it('keeps files in PostgreSQL when a server is configured, a local folder only when asked for', () => {
    const keys = {
      DATABASE_URL: 'postgres://db.internal/loans',
      MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
      HMAC_KEY: Buffer.alloc(32, 2).toString('base64'),
    };
    expect(loadConfig(keys)).toMatchObject({ storage: 'database', warnings: [] });
    const local = loadConfig({ ...keys, STORAGE: 'local' });
    expect(local.storage).toBe('local');
    expect(local.warnings.join(' ')).toContain('other instances on the same database cannot serve');
    expect(loadConfig({ ...keys, ...s3 }).storage).toBe('s3');
    expect(loadConfig({ STORAGE: 'database' }).storage).toBe('database');
  });

  it('reads every S3 setting when STORAGE=s3', () => {
    expect(loadConfig(s3).s3Storage).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-south-1',
      bucket: 'loan-documents',
      credentials: { accessKeyId: 'access', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves endpoint and credentials to AWS defaults when not given', () => {
    const config = loadConfig({ STORAGE: 's3', S3_REGION: 'ap-south-1', S3_BUCKET: 'docs-bucket' });
    expect(config.s3Storage).toEqual({
      endpoint: undefined,
      region: 'ap-south-1',
      bucket: 'docs-bucket',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('needs a bucket and a region for S3', () => {
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3, S3_REGION: undefined })).toThrow(
      'STORAGE=s3 needs S3_BUCKET and S3_REGION',
    );
  });

  it('needs both halves of the S3 credentials, or neither', () => {
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  });

  it('rejects an unknown storage kind and a malformed endpoint', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(ConfigError);
  });
});
