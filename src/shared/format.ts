/** Display formats shared by the web app and the PDFs: INR in en-IN, en-IN dates, masking. */

const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const inrPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});

/** ₹12,34,568 — rupees, no decimals (screens). */
export function formatInr(rupees: number): string {
  return inrWhole.format(rupees);
}

/** ₹12,34,567.89 — to the paisa (documents). Takes integer paise. */
export function formatInrPaise(paise: number): string {
  return inrPaise.format(paise / 100);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** 22 Nov 2026, 04:35 pm (India time). */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

/** 22 Nov 2026 (India time). */
export function formatDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
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
