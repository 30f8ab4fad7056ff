/**
 * Display formats shared by the web app and the PDFs: INR in en-IN, dates in the borrower's
 * language (en-IN digits), masking.
 */

import type { Language } from './languages.js';

/**
 * The INR formats, made on first use: making the first en-IN currency format costs tens of
 * milliseconds (the locale's data), which a screen that shows no amount should not pay before
 * it can paint.
 */
let inrWhole: Intl.NumberFormat | undefined;
let inrPaise: Intl.NumberFormat | undefined;

function inrFormat(decimals: 0 | 2): Intl.NumberFormat {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: decimals,
    minimumFractionDigits: decimals,
  });
}

/** ₹12,34,568 — rupees, no decimals (screens). */
export function formatInr(rupees: number): string {
  inrWhole ??= inrFormat(0);
  return inrWhole.format(rupees);
}

/** ₹12,34,567.89 — to the paisa (documents). Takes integer paise. */
export function formatInrPaise(paise: number): string {
  inrPaise ??= inrFormat(2);
  return inrPaise.format(paise / 100);
}

/**
 * A language's date locale: its own month names, with the digits en-IN amounts use ("22 नव॰ 2026"),
 * so a date reads in the borrower's language and its numbers read like every other number.
 */
function dateLocale(language: Language): string {
  return language === 'en' ? 'en-IN' : `${language}-IN-u-nu-latn`;
}

const DAY = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;
const DAY_AND_TIME = { ...DAY, hour: '2-digit', minute: '2-digit' } as const;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), withTime ? DAY_AND_TIME : DAY);
    dateFormats.set(key, format);
  }
  return format;
}

/** 22 Nov 2026, 04:35 pm (India time); in Hindi 22 नव॰ 2026, 04:35 pm. */
export function formatDateTime(value: Date | string, language: Language = 'en'): string {
  return dateFormat(language, true).format(new Date(value));
}

/** 22 Nov 2026 (India time); in Hindi 22 नव॰ 2026. */
export function formatDate(value: Date | string, language: Language = 'en'): string {
  return dateFormat(language, false).format(new Date(value));
}

/** ABCPK1234F → ABXXXX234F: enough to recognise, not enough to reuse. */
export function maskPan(pan: string): string {
  if (pan.length !== 10) return 'XXXXXXXXXX';
  return `${pan.slice(0, 2)}XXXX${pan.slice(6)}`;
}

/** 9876543210 → +91 XXXXXX3210 */
export function maskMobile(mobile: string): string {
  return `+91 XXXXXX${mobile.slice(-4)}`;
}

/** Account numbers show their last four characters only. */
export function maskAccountNumber(accountNumber: string): string {
  return `XXXX${accountNumber.slice(-4)}`;
}

/** 1536 → "1.5 KB"; 1572864 → "1.5 MB" (Document Center sizes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Credit score bands of the spec: ≥ 750 Excellent, ≥ 650 Good, otherwise Fair. */
export type ScoreBand = 'Excellent' | 'Good' | 'Fair';

export function scoreBand(score: number): ScoreBand {
  if (score >= 750) return 'Excellent';
  if (score >= 650) return 'Good';
  return 'Fair';
}
