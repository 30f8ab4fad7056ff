import { describe, expect, it } from 'vitest';
import type { SelectedLoan } from '../../flow/flow-state';
import {
  chooseEverything,
  chooseNone,
  choosePopular,
  isAllChosen,
  requestedLoans,
  restoreChoice,
  summariseChoice,
  toggleAllFor,
  toggleDocument,
} from './document-choice';

const loans: SelectedLoan[] = [
  {
    loanId: 'L1',
    accountId: 'XXXX1111',
    bankName: 'HDFC Bank',
    loanType: 'home_loan',
    outstandingAmount: 2_450_000.5,
  },
  {
    loanId: 'L2',
    accountId: 'XXXX2222',
    bankName: 'Axis Bank',
    loanType: 'personal_loan',
    outstandingAmount: 180_000,
  },
  {
    loanId: 'L3',
    accountId: 'XXXX3333',
    bankName: 'HDFC Bank',
    loanType: 'auto_loan',
    outstandingAmount: 320_000,
  },
];

describe('document choice', () => {
  it('keeps toggled types in the catalogue order', () => {
    let choice = chooseNone(loans);
    choice = toggleDocument(choice, 'L1', 'foreclosure_letter');
    choice = toggleDocument(choice, 'L1', 'statement_of_account');
    expect(choice.L1).toEqual(['statement_of_account', 'foreclosure_letter']);
    choice = toggleDocument(choice, 'L1', 'foreclosure_letter');
    expect(choice.L1).toEqual(['statement_of_account']);
  });

  it('selects all of one loan, and clears it when pressed again', () => {
    let choice = toggleAllFor(chooseNone(loans), loans[1]!);
    expect(isAllChosen(choice, loans[1]!)).toBe(true);
    expect(choice.L1).toEqual([]);
    choice = toggleAllFor(choice, loans[1]!);
    expect(choice.L2).toEqual([]);
  });

  it('quick selections apply to every loan', () => {
    expect(choosePopular(loans)).toEqual({
      L1: ['statement_of_account', 'repayment_schedule'],
      L2: ['statement_of_account', 'repayment_schedule'],
      L3: ['statement_of_account', 'repayment_schedule'],
    });
    // Three running loans, five documents each, and the list of documents held of the home
    // and the vehicle loans.
    expect(summariseChoice(loans, chooseEverything(loans)).documents).toBe(17);
    expect(chooseEverything(loans).L1).toContain('documents_held');
    expect(chooseEverything(loans).L2).not.toContain('documents_held');
    expect(summariseChoice(loans, chooseNone(loans)).documents).toBe(0);
  });

  it('offers a repaid loan its no-dues certificate instead of a foreclosure letter', () => {
    const repaid: SelectedLoan = { ...loans[0]!, loanId: 'R1', accountStatus: 'CLOSED' };
    const running = loans[1]!;
    const everything = chooseEverything([repaid, running]);
    expect(everything.R1).toEqual([
      'statement_of_account',
      'repayment_schedule',
      'sanction_letter',
      'interest_certificate',
      'no_dues_certificate',
    ]);
    expect(everything.L2).toContain('foreclosure_letter');
    expect(everything.L2).not.toContain('no_dues_certificate');
    expect(isAllChosen(everything, repaid)).toBe(true);
    // A choice saved for a loan that has since been repaid keeps only what it still offers.
    expect(
      restoreChoice([repaid], { R1: ['foreclosure_letter', 'no_dues_certificate'] }).R1,
    ).toEqual(['no_dues_certificate']);
  });

  it('counts documents, loans and distinct banks, grouping loans by bank', () => {
    const choice = { L1: ['statement_of_account'], L2: [], L3: ['sanction_letter'] } as const;
    const summary = summariseChoice(loans, choice);
    expect(summary).toMatchObject({ documents: 2, loans: 2, banks: 1 });
    expect(summary.perBank.map((bank) => [bank.bankName, bank.documents])).toEqual([
      ['HDFC Bank', 2],
    ]);
  });

  it('restores a stored choice only for loans still selected and known types', () => {
    const restored = restoreChoice(loans, {
      L1: ['repayment_schedule', 'soa', 'statement_of_account'],
      GONE: ['sanction_letter'],
    });
    expect(restored).toEqual({
      L1: ['statement_of_account', 'repayment_schedule'],
      L2: [],
      L3: [],
    });
  });

  it('requests popular documents at HIGH priority and the others at MEDIUM', () => {
    const request = requestedLoans(loans, {
      L1: ['statement_of_account', 'repayment_schedule', 'sanction_letter', 'foreclosure_letter'],
      L2: [],
    });
    expect(request).toEqual([
      {
        ...loans[0],
        requestedDocuments: [
          { documentType: 'statement_of_account', priority: 'HIGH' },
          { documentType: 'repayment_schedule', priority: 'HIGH' },
          { documentType: 'sanction_letter', priority: 'MEDIUM' },
          { documentType: 'foreclosure_letter', priority: 'MEDIUM' },
        ],
      },
    ]);
  });
});
