import { describe, expect, it } from 'vitest';
import { bankInitials, bankTone } from './bank-mark';

describe('bankInitials', () => {
  it.each([
    ['HDFC Bank', 'HDFC'],
    ['ICICI Bank', 'ICICI'],
    ['State Bank of India', 'SBI'],
    ['Bajaj Finance', 'BF'],
    ['Kotak Mahindra Bank', 'KMB'],
    ['Bank of Baroda', 'BB'],
    ['IDFC FIRST Bank', 'IDFC'],
    ['Tata Capital Housing Finance Ltd.', 'TCH'],
    ['L&T Finance', 'L&T'],
    ['axis bank', 'AB'],
  ])('%s → %s', (name, mark) => {
    expect(bankInitials(name)).toBe(mark);
  });

  it('never returns an empty mark', () => {
    expect(bankInitials('')).toBe('?');
    expect(bankInitials('   ')).toBe('?');
  });
});

describe('bankTone', () => {
  it('gives one lender the same colour every time, and lenders different colours', () => {
    expect(bankTone('HDFC Bank')).toBe(bankTone('HDFC Bank'));
    const tones = new Set(
      ['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'State Bank of India', 'Bajaj Finance'].map(
        bankTone,
      ),
    );
    expect(tones.size).toBeGreaterThan(1);
  });
});
