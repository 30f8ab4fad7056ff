import { describe, expect, it } from 'vitest';
import {
  accountSuffixes,
  balanceTransferDocumentTypes,
  documentFileName,
  documentTypesFor,
} from './documents.js';

describe('documents a loan offers', () => {
  it('offers the list of documents held only for a running secured loan', () => {
    expect(documentTypesFor('ACTIVE', 'home_loan')).toContain('documents_held');
    expect(documentTypesFor('OVERDUE', 'auto_loan')).toContain('documents_held');
    expect(documentTypesFor('ACTIVE', 'personal_loan')).not.toContain('documents_held');
    expect(documentTypesFor('CLOSED', 'home_loan')).not.toContain('documents_held');
    expect(documentTypesFor('ACTIVE')).not.toContain('documents_held');
  });

  it('makes a balance-transfer kit of the four documents for a secured loan, three otherwise', () => {
    expect(balanceTransferDocumentTypes('home_loan')).toEqual([
      'foreclosure_letter',
      'statement_of_account',
      'sanction_letter',
      'documents_held',
    ]);
    expect(balanceTransferDocumentTypes('business_loan')).toEqual([
      'foreclosure_letter',
      'statement_of_account',
      'sanction_letter',
    ]);
    for (const type of ['home_loan', 'auto_loan', 'personal_loan'] as const) {
      const offered = documentTypesFor('ACTIVE', type);
      expect(balanceTransferDocumentTypes(type).every((kit) => offered.includes(kit))).toBe(true);
    }
  });
});

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
