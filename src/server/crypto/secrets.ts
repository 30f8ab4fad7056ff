import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface Secrets {
  /** Encrypts personal data and wraps the per-document keys. */
  masterKey: Buffer;
  /** Keys every HMAC: OTP digests, PAN/mobile lookup digests, token digests, signed URLs. */
  hmacKey: Buffer;
}

/** What the keys come from: three settings, not the whole configuration (crypto/ sits below config/). */
export interface KeySettings {
  masterKey: Buffer | undefined;
  hmacKey: Buffer | undefined;
  dataDir: string;
}

const secretsFileSchema = z.object({ masterKey: z.string(), hmacKey: z.string() });

/**
 * Keys from the configuration, or — for the embedded, zero-setup mode only — generated once into
 * DATA_DIR so that a restart can still read what was encrypted before.
 */
export async function resolveSecrets(config: KeySettings): Promise<Secrets> {
  if (config.masterKey && config.hmacKey) {
    return { masterKey: config.masterKey, hmacKey: config.hmacKey };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = await readStoredSecrets(file);
  if (stored) {
    return {
      masterKey: config.masterKey ?? stored.masterKey,
      hmacKey: config.hmacKey ?? stored.hmacKey,
    };
  }
  const generated = { masterKey: randomBytes(32), hmacKey: randomBytes(32) };
  await mkdir(config.dataDir, { recursive: true });
  const json = JSON.stringify({
    masterKey: generated.masterKey.toString('base64'),
    hmacKey: generated.hmacKey.toString('base64'),
  });
  await writeFile(file, json, { mode: 0o600, flag: 'wx' });
  return {
    masterKey: config.masterKey ?? generated.masterKey,
    hmacKey: config.hmacKey ?? generated.hmacKey,
  };
}

async function readStoredSecrets(file: string): Promise<Secrets | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = secretsFileSchema.parse(JSON.parse(text));
  return {
    masterKey: Buffer.from(parsed.masterKey, 'base64'),
    hmacKey: Buffer.from(parsed.hmacKey, 'base64'),
  };
}
