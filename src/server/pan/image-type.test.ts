import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their bytes', async () => {
    expect(detectImageType(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await pixel().png().toBuffer())).toBe('png');
    expect(detectImageType(await pixel().webp().toBuffer())).toBe('webp');
  });

  it('refuses other formats and lookalike names', async () => {
    expect(detectImageType(await pixel().gif().toBuffer())).toBeNull();
    expect(detectImageType(await pixel().tiff().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // A RIFF container that is not WebP (a WAV file).
    expect(detectImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
  });

  it('refuses empty and truncated signatures', () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});
