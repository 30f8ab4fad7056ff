import sharp from 'sharp';
import { packageFontsConfig } from './package-fonts.js';

/**
 * A photo-like image of an Indian PAN card, drawn from SVG with fonts from npm packages (never
 * the machine's: every machine draws the same card), for OCR tests and the OCR benchmark. The layout follows the cards issued since 2018 (bilingual labels above the
 * values, PAN under "Permanent Account Number Card"); `layout: 'older'` follows the earlier cards
 * (name, father's name and date of birth first, the PAN under "Permanent Account Number" last).
 */

export const CARD_FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Arimo', 'Tinos', 'Noto Sans'] as const;
export type CardFont = (typeof CARD_FONTS)[number];

// fontconfig draws SVG text for sharp: pointed at the fonts from npm packages before the first
// card is drawn in this process, so the machine's own fonts are never looked at.
process.env.FONTCONFIG_FILE = packageFontsConfig();

export interface PanCardImageOptions {
  panNumber: string;
  holderName: string;
  fatherName?: string;
  dateOfBirth?: string;
  font?: CardFont;
  layout?: 'current' | 'older';
  /** Tilt of the card in the photo, degrees (positive = clockwise). */
  rotateDegrees?: number;
  /** Gaussian blur sigma in output pixels; 0 = sharp. Values below 0.3 are treated as 0. */
  blur?: number;
  /** Output JPEG quality 1–100; 'png' gives a lossless PNG instead. */
  quality?: number | 'png';
  /** Width of the card in the output image, pixels (the photo adds a margin around it). */
  width?: number;
  /** Draw the card only (no table surface around it). */
  cropped?: boolean;
}

const CARD_WIDTH = 856;
const CARD_HEIGHT = 540;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function cardSvg(
  options: Required<Pick<PanCardImageOptions, 'panNumber' | 'holderName'>> & {
    fatherName: string;
    dateOfBirth: string;
    font: CardFont;
    layout: 'current' | 'older';
  },
): string {
  const font = escapeXml(options.font);
  const hindi = 'Noto Sans Devanagari';
  const text = (
    x: number,
    y: number,
    size: number,
    value: string,
    extra = '',
    family: string = font,
  ) =>
    `<text x="${x}" y="${y}" font-family="${escapeXml(family)}" font-size="${size}" ${extra.includes('fill=') ? '' : 'fill="#1c1c1c"'} ${extra}>${escapeXml(value)}</text>`;

  const background = `
    <defs>
      <linearGradient id="paper" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#dfeef6"/>
        <stop offset="0.55" stop-color="#eef4ea"/>
        <stop offset="1" stop-color="#f4e7d8"/>
      </linearGradient>
      <pattern id="guilloche" width="36" height="36" patternUnits="userSpaceOnUse">
        <circle cx="18" cy="18" r="15" fill="none" stroke="#c7dbe6" stroke-width="1"/>
      </pattern>
    </defs>
    <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="28" fill="url(#paper)"/>
    <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="28" fill="url(#guilloche)" opacity="0.55"/>
    <circle cx="428" cy="300" r="120" fill="none" stroke="#cbd7d0" stroke-width="10" opacity="0.6"/>`;

  const header = `
    ${text(40, 52, 24, 'आयकर विभाग', 'font-weight="bold" fill="#23395d"', hindi)}
    ${text(40, 84, 24, 'INCOME TAX DEPARTMENT', 'font-weight="bold" fill="#23395d"')}
    <circle cx="428" cy="64" r="30" fill="none" stroke="#7b6a3a" stroke-width="3"/>
    <circle cx="428" cy="64" r="14" fill="#b9a46a"/>
    ${text(590, 52, 24, 'भारत सरकार', 'font-weight="bold" fill="#23395d"', hindi)}
    ${text(590, 84, 24, 'GOVT. OF INDIA', 'font-weight="bold" fill="#23395d"')}
    <line x1="30" y1="104" x2="826" y2="104" stroke="#23395d" stroke-width="2"/>`;

  const [photoX, photoY] = options.layout === 'current' ? [40, 150] : [650, 170];
  const photo = `
    <rect x="${photoX}" y="${photoY}" width="140" height="170" fill="#c9c4bd" stroke="#8a847b"/>
    <circle cx="${photoX + 70}" cy="${photoY + 60}" r="36" fill="#8d8378"/>
    <rect x="${photoX + 22}" y="${photoY + 105}" width="96" height="60" rx="30" fill="#8d8378"/>
    <rect x="700" y="400" width="90" height="90" rx="6" fill="#b8c3cc" opacity="0.8"/>`;

  if (options.layout === 'current') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
      ${background}${header}${photo}
      ${text(220, 142, 20, 'स्थायी लेखा संख्या कार्ड', '', hindi)}
      ${text(220, 168, 21, 'Permanent Account Number Card')}
      ${text(220, 210, 34, options.panNumber, 'font-weight="bold" letter-spacing="3"')}
      ${text(220, 256, 17, 'नाम / Name', '', hindi)}
      ${text(220, 288, 27, options.holderName, 'font-weight="bold"')}
      ${text(220, 328, 17, "पिता का नाम / Father's Name", '', hindi)}
      ${text(220, 360, 25, options.fatherName, 'font-weight="bold"')}
      ${text(220, 402, 17, 'जन्म की तारीख / Date of Birth', '', hindi)}
      ${text(220, 434, 25, options.dateOfBirth, 'font-weight="bold"')}
      <path d="M40 470 q30 -30 60 0 t60 0 t40 -10" fill="none" stroke="#20306a" stroke-width="3"/>
      ${text(40, 505, 15, 'हस्ताक्षर / Signature', '', hindi)}
    </svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
      ${background}${header}${photo}
      ${text(40, 160, 27, options.holderName, 'font-weight="bold"')}
      ${text(40, 204, 25, options.fatherName, 'font-weight="bold"')}
      ${text(40, 248, 25, options.dateOfBirth, 'font-weight="bold"')}
      ${text(40, 290, 20, 'Permanent Account Number')}
      ${text(40, 330, 32, options.panNumber, 'font-weight="bold" letter-spacing="3"')}
      <path d="M240 470 q30 -30 60 0 t60 0 t40 -10" fill="none" stroke="#20306a" stroke-width="3"/>
      ${text(240, 505, 15, 'Signature')}
    </svg>`;
}

/** Renders the card as an encoded image (JPEG unless `quality: 'png'`). */
export async function panCardImage(options: PanCardImageOptions): Promise<Buffer> {
  const width = options.width ?? 1000;
  const layout = options.layout ?? 'current';
  const svg = cardSvg({
    panNumber: options.panNumber,
    holderName: options.holderName,
    fatherName: options.fatherName ?? 'RAMESH KUMAR SHARMA',
    dateOfBirth: options.dateOfBirth ?? '14/08/1986',
    font: options.font ?? 'DejaVu Sans',
    layout,
  });
  const density = (72 * width) / CARD_WIDTH;
  let card = await sharp(Buffer.from(svg), { density }).resize({ width }).png().toBuffer();

  const rotate = options.rotateDegrees ?? 0;
  if (rotate !== 0) {
    card = await sharp(card).rotate(rotate, { background: '#5b4a3a' }).png().toBuffer();
  }
  let image = sharp(card);
  if (!options.cropped) {
    // A wooden-table margin around the card, as in a photo taken from above.
    const margin = Math.round(width * 0.06);
    image = sharp(
      await image
        .extend({
          top: margin,
          bottom: margin,
          left: margin,
          right: margin,
          background: '#5b4a3a',
        })
        .flatten({ background: '#5b4a3a' })
        .png()
        .toBuffer(),
    );
  } else {
    image = image.flatten({ background: '#5b4a3a' });
  }
  if (options.blur && options.blur >= 0.3) image = image.blur(options.blur);
  const quality = options.quality ?? 85;
  return quality === 'png'
    ? image.png().toBuffer()
    : image.jpeg({ quality: Math.max(1, Math.min(100, Math.round(quality))) }).toBuffer();
}

/** A plain, text-free photo (a blank sheet), for "nothing readable" cases. */
export async function blankImage(width = 800, height = 500): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#e9e6df' },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The card as a 12 MP phone camera takes it: 4032 px wide with the sensor's grain, a JPEG of
 * 6–7 MB — over the 5 MB upload limit until the browser scales it down.
 */
export async function cameraPhoto(options: Omit<PanCardImageOptions, 'width' | 'quality'>) {
  const card = await panCardImage({ ...options, width: 3600, quality: 'png' });
  const { width, height } = await sharp(card).metadata();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 48 },
    },
  })
    .png()
    .toBuffer();
  return sharp(card)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 97 })
    .toBuffer();
}
