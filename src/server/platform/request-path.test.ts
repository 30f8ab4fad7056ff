import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './request-path.js';

describe('canonicalUrl', () => {
  it.each([
    ['/api/loans', '/api/loans'],
    ['/%61pi/loans', '/api/loans'],
    ['/%41PI/loans', '/API/loans'],
    ['/api/%6C%6Fans', '/api/loans'],
    ['//api/loans', '/api/loans'],
    ['/api//loans', '/api/loans'],
    ['/api/loans/', '/api/loans'],
    ['/api/loans/.', '/api/loans'],
    ['/api/./loans', '/api/loans'],
    ['/api/x/../loans', '/api/loans'],
    ['/api/%2e%2e/x', '/x'],
    ['/../../api', '/api'],
    ['/', '/'],
    ['', '/'],
    ['/api/loans?x=%61&y=//', '/api/loans?x=%61&y=//'],
  ])('writes %s as %s', (given, canonical) => {
    expect(canonicalUrl(given)).toBe(canonical);
  });

  it('keeps escapes that are not of unreserved characters, so an encoded slash is no separator', () => {
    expect(canonicalUrl('/api/documents/a%2Fb%00c%20d')).toBe('/api/documents/a%2Fb%00c%20d');
    expect(canonicalUrl('/verify/%E0%A4%95')).toBe('/verify/%E0%A4%95');
  });

  it('is idempotent, and leaves no empty or dot segment', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('api', 'loans', '', '.', '..', '%61', '%2E', '%2e%2e', 'a%2Fb'), {
          maxLength: 8,
        }),
        (segments) => {
          const once = canonicalUrl(`/${segments.join('/')}`);
          expect(canonicalUrl(once)).toBe(once);
          expect(once.split('/').slice(1)).not.toContain('.');
          expect(once.split('/').slice(1)).not.toContain('..');
          expect(once === '/' || !once.includes('//')).toBe(true);
        },
      ),
    );
  });
});
