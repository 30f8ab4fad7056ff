import { describe, expect, it } from 'vitest';
import { derOf } from './signature-check.js';

describe('derOf', () => {
  it('keeps a last byte of zero and drops only the padding after the DER', () => {
    // SEQUENCE of 3 bytes whose last content byte is 0x00, then /Contents padding.
    expect(derOf(`3003020100${'00'.repeat(20)}`).toString('hex')).toBe('3003020100');
  });

  it('reads a long-form length', () => {
    const content = `04820102${'ab'.repeat(257)}00`;
    const der = derOf(`30820106${content}${'00'.repeat(64)}`);
    expect(der.length).toBe(4 + 0x106);
    expect(der.subarray(-1).toString('hex')).toBe('00');
  });
});
