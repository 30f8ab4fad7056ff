import { describe, expect, it } from 'vitest';
import { absoluteShareUrl } from './share-link';

describe('absoluteShareUrl', () => {
  it('puts the server path on the app origin', () => {
    expect(absoluteShareUrl('/s/abc_DEF-123', 'https://docs.example.in')).toBe(
      'https://docs.example.in/s/abc_DEF-123',
    );
    expect(absoluteShareUrl('/s/t', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/s/t');
  });

  it('keeps a URL that is already absolute', () => {
    expect(absoluteShareUrl('https://cdn.example.in/s/x', 'https://docs.example.in')).toBe(
      'https://cdn.example.in/s/x',
    );
  });
});
