import { describe, expect, it } from 'vitest';
import { accountSuffixes, documentFileName } from './documents.js';

describe('document file names', () => {
  it('follow the spec, with the account’s last four digits when the bank holds two of the loans', () => {
    expect(documentFileName('HDFC Bank', 'Statement of Account')).toBe(
      'HDFC_Bank_StatementofAccount.pdf',
    );
    expect(documentFileName('HDFC Bank', 'Statement of Account', '7890')).toBe(
      'HDFC_Bank_StatementofAccount_7890.pdf',
    );
    const suffixes = accountSuffixes([
      { loanId: 'A', lenderId: 'hdfc-bank', lastFour: '1111' },
      { loanId: 'B', lenderId: 'hdfc-bank', lastFour: '2222' },
      // A loan of another type at the same bank: its statement's name would be the same too.
      { loanId: 'C', lenderId: 'hdfc-bank', lastFour: '3333' },
      { loanId: 'D', lenderId: 'sbi', lastFour: '4444' },
    ]);
    expect(Object.fromEntries(suffixes)).toEqual({ A: '1111', B: '2222', C: '3333' });
  });
});
