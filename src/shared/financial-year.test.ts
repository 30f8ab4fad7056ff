import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../tests/support/property-runs.js';
import {
  choosableFinancialYears,
  FINANCIAL_YEARS_BACK,
  financialYearDates,
  financialYearOf,
  financialYearStart,
  indiaIsoDate,
  isChoosableFinancialYear,
  isFinancialYear,
  isProvisionalYear,
  lastCompleteFinancialYear,
} from './financial-year.js';

const isoDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('financial years', () => {
  it('run from 1 April to 31 March', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2000-01-15')).toBe('1999-00');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(financialYearDates('2025-26')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearDates('1999-00')).toEqual({ from: '1999-04-01', to: '2000-03-31' });
  });

  it('are written as tax forms write them, and nothing else passes for one', () => {
    expect(financialYearStart('2025-26')).toBe(2025);
    for (const bad of ['2025-27', '2025-2026', '25-26', '2025/26', '2025-6', ' 2025-26', '']) {
      expect(isFinancialYear(bad)).toBe(false);
    }
    expect(() => financialYearDates('2025-27')).toThrow();
  });

  it('every date lies within its own financial year', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const { from, to } = financialYearDates(financialYearOf(date));
        expect(from <= date && date <= to).toBe(true);
      }),
      propertyRuns(200),
    );
  });

  it('default to the last complete year; the current one is provisional until 31 March', () => {
    expect(lastCompleteFinancialYear('2026-11-24')).toBe('2025-26');
    expect(lastCompleteFinancialYear('2026-03-31')).toBe('2024-25');
    expect(isProvisionalYear('2026-27', '2026-11-24')).toBe(true);
    expect(isProvisionalYear('2025-26', '2026-03-31')).toBe(true);
    expect(isProvisionalYear('2025-26', '2026-04-01')).toBe(false);
  });

  it('may be chosen from the current year back eight years, never a future one', () => {
    const years = choosableFinancialYears('2026-11-24');
    expect(years).toHaveLength(FINANCIAL_YEARS_BACK + 1);
    expect(years[0]).toBe('2026-27');
    expect(years.at(-1)).toBe('2018-19');
    expect(isChoosableFinancialYear('2027-28', '2026-11-24')).toBe(false);
    expect(isChoosableFinancialYear('2017-18', '2026-11-24')).toBe(false);
    expect(isChoosableFinancialYear('2018-19', '2026-11-24')).toBe(true);
  });

  it('take today as India has it', () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India: a new financial year.
    expect(indiaIsoDate(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(financialYearOf(indiaIsoDate(new Date('2026-03-31T20:00:00Z')))).toBe('2026-27');
  });
});
