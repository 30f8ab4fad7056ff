import { describe, expect, it } from 'vitest';
import { accountSuffixes, documentFileName } from './documents.js';

describe('document file names', () => {
  it('follow the spec, with the account’s last four digits only when two loans would clash', () => {
    expect(documentFileName('HDFC Bank', 'Statement of Account')).toBe(
      'HDFC_Bank_StatementofAccount.pdf',
    );
    expect(documentFileName('HDFC Bank', 'Statement of Account', '7890')).toBe(
      'HDFC_Bank_StatementofAccount_7890.pdf',
    );
    const suffixes = accountSuffixes([
      { loanId: 'A', lenderId: 'hdfc-bank', loanType: 'home_loan', lastFour: '1111' },
      { loanId: 'B', lenderId: 'hdfc-bank', loanType: 'home_loan', lastFour: '2222' },
      { loanId: 'C', lenderId: 'hdfc-bank', loanType: 'auto_loan', lastFour: '3333' },
      { loanId: 'D', lenderId: 'sbi', loanType: 'home_loan', lastFour: '4444' },
    ]);
    expect(Object.fromEntries(suffixes)).toEqual({ A: '1111', B: '2222' });
  });
});
