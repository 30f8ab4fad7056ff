import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_URL_TTL_SECONDS } from '../../shared/api/documents.js';
import { checkFileSignature, signedFileUrl } from './signed-urls.js';

const key = randomBytes(32);
const now = new Date('2026-03-01T10:00:00.000Z');

function linkOf(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const documentId = decodeURIComponent(parsed.pathname.split('/').at(-1) ?? '');
  return {
    documentId,
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
    purpose: (parsed.searchParams.get('purpose') ?? 'download') as 'download' | 'view',
  };
}

describe('signed file URLs', () => {
  it('are relative, expire after the TTL and name view only for viewing', () => {
    const download = signedFileUrl(key, 'doc_a', 'download', now);
    expect(download.url).toMatch(
      /^\/api\/documents\/download\/doc_a\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/,
    );
    expect(download.expiresAt.getTime()).toBe(now.getTime() + DOCUMENT_URL_TTL_SECONDS * 1000);
    expect(signedFileUrl(key, 'doc_a', 'view', now).url).toMatch(/&purpose=view$/);
  });

  it('open their own document until they expire, then no longer', () => {
    const link = linkOf(signedFileUrl(key, 'doc_a', 'download', now).url);
    expect(checkFileSignature(key, link, now)).toBe('valid');
    const lastSecond = new Date(now.getTime() + DOCUMENT_URL_TTL_SECONDS * 1000 - 1);
    expect(checkFileSignature(key, link, lastSecond)).toBe('valid');
    const expired = new Date(now.getTime() + DOCUMENT_URL_TTL_SECONDS * 1000);
    expect(checkFileSignature(key, link, expired)).toBe('expired');
  });

  it('refuse another document, another purpose, a later expiry, another key or a missing part', () => {
    const link = linkOf(signedFileUrl(key, 'doc_a', 'view', now).url);
    expect(checkFileSignature(key, { ...link, documentId: 'doc_b' }, now)).toBe('invalid');
    expect(checkFileSignature(key, { ...link, purpose: 'download' }, now)).toBe('invalid');
    const later = String(Number(link.expires) + 3600);
    expect(checkFileSignature(key, { ...link, expires: later }, now)).toBe('invalid');
    expect(checkFileSignature(randomBytes(32), link, now)).toBe('invalid');
    expect(checkFileSignature(key, { ...link, signature: undefined }, now)).toBe('invalid');
    expect(checkFileSignature(key, { ...link, expires: undefined }, now)).toBe('invalid');
    expect(checkFileSignature(key, { ...link, expires: '1e12' }, now)).toBe('invalid');
    const flipped = `${link.signature?.slice(0, -1)}${link.signature?.endsWith('A') ? 'B' : 'A'}`;
    expect(checkFileSignature(key, { ...link, signature: flipped }, now)).toBe('invalid');
  });
});
