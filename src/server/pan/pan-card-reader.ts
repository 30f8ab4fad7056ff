import sharp from 'sharp';
import type { OcrEngine, OcrReading, PageSegmentation } from './ocr.js';
import {
  combinePanCandidates,
  extractHolderName,
  isCertain,
  type PanCardFields,
  panCandidates,
} from './pan-extraction.js';

/**
 * From an uploaded photo to the PAN and name printed on it: decode and normalise the photo with
 * sharp (never trusting its size or metadata), then OCR, then pattern-based extraction.
 */

/** Decoding refuses larger images (a 5 MB file can still claim gigapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;

export class UnreadableImageError extends Error {}

export interface ReaderSettings {
  /** Width the photo is scaled to before OCR. */
  width: number;
  segmentation: PageSegmentation;
  deskew: boolean;
  /** A second pass, used only when the first misses the PAN or the name. */
  fallback: { width: number; segmentation: PageSegmentation; deskew: boolean } | null;
}

/**
 * Tuned with `npm run bench -- ocr` (bench/ocr.bench.ts): a 1000 px first reading; when it is
 * unsure, a smaller 800 px rendering read as sparse text, whose mistakes differ from the first.
 */
export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  width: 1000,
  segmentation: 'auto',
  deskew: true,
  fallback: { width: 800, segmentation: 'sparse', deskew: true },
};

/** A grey, contrast-stretched PNG of the photo at `width`, upright by its EXIF orientation. */
export async function preparePhoto(bytes: Buffer, width: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width, height: width, fit: 'inside' })
      .grayscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : 'undecodable image');
  }
}

export async function readPanCard(
  engine: OcrEngine,
  bytes: Buffer,
  settings: ReaderSettings = DEFAULT_READER_SETTINGS,
): Promise<PanCardFields & { passes: number }> {
  const first = analyse(
    await engine.recognize(await preparePhoto(bytes, settings.width), settings),
  );
  if ((isCertain(first.candidates) && first.holderName) || !settings.fallback) {
    return { panNumber: first.candidates[0]?.pan ?? null, holderName: first.holderName, passes: 1 };
  }
  // Unsure: read a second rendering and let the two readings agree.
  const second = analyse(
    await engine.recognize(await preparePhoto(bytes, settings.fallback.width), settings.fallback),
  );
  return {
    panNumber: combinePanCandidates(first.candidates, second.candidates),
    holderName: first.holderName ?? second.holderName,
    passes: 2,
  };
}

function analyse(reading: OcrReading) {
  const confidence = new Map<string, number>();
  for (const word of reading.words) {
    confidence.set(word.text, Math.min(word.confidence, confidence.get(word.text) ?? 100));
  }
  return {
    candidates: panCandidates(reading.text, confidence),
    holderName: extractHolderName(reading.text),
  };
}
