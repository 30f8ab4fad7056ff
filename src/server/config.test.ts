import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { signingFiles } from './providers/signing-files.js';
import { sandboxLenderDirectory } from './sandbox/lenders.js';

let folder: string;
let directoryFile: string;
let signingDir: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'loan-docs-config-'));
  directoryFile = path.join(folder, 'lenders.json');
  const lenders = sandboxLenderDirectory('https://lenders.example.in', 'lk-1').slice(0, 2);
  lenders[1]!.keyId = 'lk-2';
  lenders[1]!.timeoutMs = 4000;
  await writeFile(directoryFile, JSON.stringify({ lenders }));
  // Only their presence is checked at start-up; they are read when a document is signed.
  signingDir = path.join(folder, 'signing');
  await mkdir(signingDir);
  for (const lender of lenders) {
    for (const file of Object.values(signingFiles(signingDir, lender.id))) {
      await writeFile(file, '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n');
    }
  }
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const realWorld = () => ({
  SANDBOX: 'false',
  BUREAU_URL: 'https://bureau.example.in/loan-docs',
  BUREAU_KEY_ID: 'bk-1',
  BUREAU_SECRET: 'bureau-secret-0123456789',
  PAN_REGISTRY_URL: 'https://pan.example.in',
  PAN_REGISTRY_KEY_ID: 'pk-1',
  PAN_REGISTRY_SECRET: 'registry-secret-0123456789',
  LENDER_DIRECTORY: directoryFile,
  LENDER_SIGNING_DIR: signingDir,
  LENDER_SECRETS: JSON.stringify({
    'lk-1': 'lender-one-secret-0123',
    'lk-2': 'lender-two-secret-0123',
  }),
  SMS_GATEWAY: 'http',
  SMS_GATEWAY_URL: 'https://sms.example.in/v1/messages',
  SMS_GATEWAY_TOKEN: 'x'.repeat(20),
});

function configError(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('outside world configuration', () => {
  it('in sandbox mode needs nothing: the sandbox plays every party', () => {
    const config = loadConfig({});
    expect(config.sandbox).toBe(true);
    expect(config.outsideWorld).toBeUndefined();
    expect(config.sandboxWorld).toEqual({
      url: undefined,
      secret: undefined,
      port: 4010,
      host: '127.0.0.1',
    });
    expect(config.providerCalls).toEqual({
      timeoutMs: 10_000,
      retry: { retries: 2, baseDelayMs: 200, maxDelayMs: 3200 },
      breaker: { failureThreshold: 5, cooldownMs: 30_000 },
    });
  });

  it('uses a separately started sandbox only with its secret', () => {
    expect(configError({ SANDBOX_URL: 'http://127.0.0.1:4010' })).toContain(
      'SANDBOX_URL needs SANDBOX_SECRET',
    );
    const config = loadConfig({
      SANDBOX_URL: 'http://127.0.0.1:4010',
      SANDBOX_SECRET: 's'.repeat(32),
    });
    expect(config.sandboxWorld.url).toBe('http://127.0.0.1:4010');
  });

  it('with SANDBOX=false and nothing configured, lists every missing setting at once', () => {
    const message = configError({ SANDBOX: 'false' });
    for (const name of [
      'BUREAU_URL',
      'BUREAU_KEY_ID',
      'BUREAU_SECRET',
      'PAN_REGISTRY_URL',
      'PAN_REGISTRY_KEY_ID',
      'PAN_REGISTRY_SECRET',
      'LENDER_DIRECTORY',
      'LENDER_SECRETS',
      'LENDER_SIGNING_DIR',
      'SMS_GATEWAY',
      'SMS_GATEWAY_URL',
      'SMS_GATEWAY_TOKEN',
    ]) {
      expect(message).toMatch(new RegExp(`\\n  ${name}: `));
    }
    expect(message.split('\n')).toHaveLength(13);
  });

  it('with SANDBOX=false and everything configured, reads the parties and the directory', () => {
    const config = loadConfig(realWorld());
    expect(config.outsideWorld?.bureau).toEqual({
      baseUrl: 'https://bureau.example.in/loan-docs',
      keyId: 'bk-1',
      secret: 'bureau-secret-0123456789',
    });
    expect(
      config.outsideWorld?.lenders.map(({ id, keyId, secret, timeoutMs }) => ({
        id,
        keyId,
        secret,
        timeoutMs,
      })),
    ).toEqual([
      { id: 'sbi', keyId: 'lk-1', secret: 'lender-one-secret-0123', timeoutMs: undefined },
      { id: 'bank-of-baroda', keyId: 'lk-2', secret: 'lender-two-secret-0123', timeoutMs: 4000 },
    ]);
  });

  it('names the lender whose document-signing files are missing', () => {
    const message = configError({ ...realWorld(), LENDER_SIGNING_DIR: folder });
    expect(message).toContain(`LENDER_SIGNING_DIR: missing ${path.join(folder, 'sbi.chain.pem')}`);
  });

  it('names a lender key without a secret, an unreadable or invalid directory — and no secret', () => {
    const noSecret = configError({
      ...realWorld(),
      LENDER_SECRETS: JSON.stringify({ 'lk-1': 'lender-one-secret-0123' }),
    });
    expect(noSecret).toContain('LENDER_SECRETS: no secret for key id lk-2');
    expect(noSecret).not.toContain('lender-one-secret-0123');
    expect(
      configError({ ...realWorld(), LENDER_DIRECTORY: path.join(folder, 'none.json') }),
    ).toContain('LENDER_DIRECTORY: cannot read');
    expect(configError({ ...realWorld(), LENDER_SECRETS: 'not json' })).toContain(
      'LENDER_SECRETS: must be JSON',
    );
  });

  it('refuses a directory that breaks its format, saying where', async () => {
    const broken = path.join(folder, 'broken.json');
    await writeFile(broken, JSON.stringify({ lenders: [{ id: 'Bad Id' }] }));
    const message = configError({ ...realWorld(), LENDER_DIRECTORY: broken });
    expect(message).toContain('LENDER_DIRECTORY:');
    expect(message).toContain('lenders.0.id');
  });
});
