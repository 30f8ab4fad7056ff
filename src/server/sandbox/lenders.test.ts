import { describe, expect, it } from 'vitest';
import {
  findLender,
  findProduct,
  LENDERS,
  lendersOffering,
  SANDBOX_LOAN_TYPES,
} from './lenders.js';

describe('lender catalogue', () => {
  it('has at least 25 lenders with unique kebab-case ids', () => {
    expect(LENDERS.length).toBeGreaterThanOrEqual(25);
    const ids = LENDERS.map((lender) => lender.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(LENDERS.map((lender) => lender.name)).size).toBe(LENDERS.length);
  });

  it('holds both banks and NBFCs, and the big names borrowers expect', () => {
    expect(LENDERS.filter((lender) => lender.kind === 'bank').length).toBeGreaterThan(10);
    expect(LENDERS.filter((lender) => lender.kind === 'nbfc').length).toBeGreaterThan(5);
    for (const id of ['sbi', 'hdfc-bank', 'icici-bank', 'axis-bank', 'bajaj-finance']) {
      expect(findLender(id)?.id).toBe(id);
    }
    expect(findLender('no-such-bank')).toBeUndefined();
  });

  it('gives every lender a mark, a colour, an office and a sandbox-only grievance contact', () => {
    for (const lender of LENDERS) {
      expect(lender.shortName).toMatch(/^[A-Z]{2,6}$/);
      expect(lender.brandColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(lender.registeredOfficeCity.length).toBeGreaterThan(2);
      expect(lender.grievance.email).toBe(`grievance@${lender.id}.sandbox.example`);
      expect(lender.grievance.phone).toMatch(/^1800-000-\d{4}$/);
      expect(lender.penalRatePercent).toBeGreaterThan(0);
      expect(lender.penalRatePercent).toBeLessThanOrEqual(36);
    }
    const helplines = LENDERS.map((lender) => lender.grievance.phone);
    expect(new Set(helplines).size).toBe(helplines.length);
  });

  it('numbers loan accounts with 12 to 16 digits', () => {
    for (const { accountNumber } of LENDERS) {
      expect(accountNumber.length).toBeGreaterThanOrEqual(12);
      expect(accountNumber.length).toBeLessThanOrEqual(16);
      expect(accountNumber.prefix).toMatch(/^\d{1,3}$/);
    }
  });

  it('prices products sensibly: floating home loans, fixed personal and auto loans', () => {
    for (const lender of LENDERS) {
      expect(lender.products.length).toBeGreaterThan(0);
      const types = lender.products.map((product) => product.loanType);
      expect(new Set(types).size).toBe(types.length);
      for (const product of lender.products) {
        const [low, high] = product.ratePercent;
        expect(low).toBeGreaterThanOrEqual(7);
        expect(high).toBeGreaterThan(low);
        expect(high).toBeLessThanOrEqual(30);
        expect(product.processingFeePercent).toBeGreaterThan(0);
        expect(product.processingFeePercent).toBeLessThanOrEqual(4);
        if (product.rateType === 'FLOATING') {
          expect(product.foreclosureChargePercent).toBe(0);
        } else {
          expect(product.foreclosureChargePercent).toBeGreaterThanOrEqual(2);
          expect(product.foreclosureChargePercent).toBeLessThanOrEqual(5);
        }
      }
      expect(findProduct(lender, 'home_loan')?.rateType ?? 'FLOATING').toBe('FLOATING');
      expect(findProduct(lender, 'personal_loan')?.rateType ?? 'FIXED').toBe('FIXED');
      expect(findProduct(lender, 'auto_loan')?.rateType ?? 'FIXED').toBe('FIXED');
    }
  });

  it('has several lenders for every loan type', () => {
    for (const loanType of SANDBOX_LOAN_TYPES) {
      expect(lendersOffering(loanType).length).toBeGreaterThanOrEqual(8);
    }
  });
});
