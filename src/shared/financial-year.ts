/**
 * India's financial year, April to March, written as tax forms write it: "2025-26" runs from
 * 1 April 2025 to 31 March 2026. Interest certificates and tax summaries speak for one. Dates
 * are ISO calendar dates (YYYY-MM-DD) in India time.
 */

/** "2025-26": the year it starts, a hyphen, the last two digits of the year it ends. */
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

/** A borrower may ask about the current year (provisional) and this many years before it. */
export const FINANCIAL_YEARS_BACK = 8;

/** The calendar year a well-formed financial year starts in, or null ("2025-27" is not one). */
export function financialYearStart(financialYear: string): number | null {
  const match = FINANCIAL_YEAR_PATTERN.exec(financialYear);
  if (!match) return null;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

export function isFinancialYear(value: string): boolean {
  return financialYearStart(value) !== null;
}

/** 2025 → "2025-26". */
export function financialYearStartingIn(year: number): string {
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The financial year a date falls in: 2026-03-31 → "2025-26", 2026-04-01 → "2026-27". */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return financialYearStartingIn(month >= 4 ? year : year - 1);
}

/** First and last day of a financial year, inclusive. Throws for a malformed year. */
export function financialYearDates(financialYear: string): { from: string; to: string } {
  const start = financialYearStart(financialYear);
  if (start === null) throw new Error(`Not a financial year: ${JSON.stringify(financialYear)}`);
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The year before the one `today` falls in: the default of certificates and summaries. */
export function lastCompleteFinancialYear(today: string): string {
  return financialYearStartingIn(Number(financialYearOf(today).slice(0, 4)) - 1);
}

/** The years a borrower may choose on `today`, newest first: the current one, then earlier ones. */
export function choosableFinancialYears(today: string): string[] {
  const current = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: FINANCIAL_YEARS_BACK + 1 }, (_, back) =>
    financialYearStartingIn(current - back),
  );
}

export function isChoosableFinancialYear(financialYear: string, today: string): boolean {
  return choosableFinancialYears(today).includes(financialYear);
}

/** A year that has not ended on `onDate`: its figures include instalments still to fall due. */
export function isProvisionalYear(financialYear: string, onDate: string): boolean {
  return onDate <= financialYearDates(financialYear).to;
}

/** Today's date in India (UTC+5:30) at an instant. */
export function indiaIsoDate(instant: Date): string {
  return new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
