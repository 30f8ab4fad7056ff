import { describe, expect, it } from 'vitest';
import { assertValidBlobKey, InvalidBlobKeyError } from './blob-store.js';

describe('assertValidBlobKey', () => {
  it.each(['documents/doc_7Hq2mX9kLp4R.pdf', 'a', '2026/11/22/x-y_z.bin', 'A1.b.c'])(
    'accepts %s',
    (key) => {
      expect(() => assertValidBlobKey(key)).not.toThrow();
    },
  );

  it.each([
    '',
    '..',
    '../secrets.json',
    'documents/../../secrets.json',
    'documents/./x',
    '/etc/passwd',
    'documents//x',
    'documents/',
    '.incoming/x.tmp',
    'documents/.hidden',
    'documents\\..\\x',
    'C:x',
    'documents/x%2F..',
    'documents/x\u0000',
    'dokümente/x',
    `documents/${'x'.repeat(600)}`,
  ])('refuses %j', (key) => {
    expect(() => assertValidBlobKey(key)).toThrow(InvalidBlobKeyError);
  });
});
