import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Small, pure building blocks for data at rest: AES-256-GCM for values we must read back
 * (PAN, mobile, reports), keyed HMAC-SHA256 for values we only look up or compare
 * (OTP codes, tokens, PAN lookups). Each HMAC names its purpose so digests never cross uses.
 */

const VERSION = 'v1';

export function encryptText(key: Buffer, plaintext: string): string {
  return encryptBytes(key, Buffer.from(plaintext, 'utf8'));
}

export function decryptText(key: Buffer, sealed: string): string {
  return decryptBytes(key, sealed).toString('utf8');
}

export function encryptBytes(key: Buffer, plaintext: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    iv.toString('base64'),
    tag.toString('base64'),
    ciphertext.toString('base64'),
  ].join('.');
}

export function decryptBytes(key: Buffer, sealed: string): Buffer {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error('Unrecognised ciphertext format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]);
}

export type DigestPurpose =
  | 'pan'
  | 'mobile'
  | 'otp'
  | 'otp-client'
  | 'known-device'
  | 'session'
  | 'share-token'
  | 'download-url'
  | 'rate-limit'
  | 'digilocker-state';

export function digest(key: Buffer, purpose: DigestPurpose, value: string): string {
  return createHmac('sha256', key).update(purpose).update('\0').update(value).digest('base64url');
}

export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
