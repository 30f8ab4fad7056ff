import { describe, expect, it } from 'vitest';
import type { LegacyLoanAccount } from '../../../shared/api/loans';
import {
  activeLoanCount,
  countDocuments,
  restoreSelection,
  selectionProblem,
  toFlowSelection,
  toggleDocument,
  toggleLoan,
  totalOutstanding,
} from './legacy-selection';

function account(id: string, overrides: Partial<LegacyLoanAccount> = {}): LegacyLoanAccount {
  return {
    id,
    bank_name: `Bank ${id}`,
    bank_logo: 'B',
    status: 'active',
    loan_type: 'home_loan',
    account_number: `XXXX${id.padStart(4, '0')}`,
    principal_amount: 100_000,
    outstanding_amount: 50_000,
    emi_amount: 2_000,
    tenure_months: 60,
    ...overrides,
  };
}

describe('the older dashboard selection', () => {
  it('reveals a ticked loan with no document, and unticking it clears its documents', () => {
    let selection = toggleLoan({}, 'a');
    expect(selection).toEqual({ a: [] });
    selection = toggleDocument(selection, 'a', 'sanction_letter');
    selection = toggleDocument(selection, 'a', 'soa');
    expect(selection.a).toEqual(['soa', 'sanction_letter']);
    expect(toggleLoan(selection, 'a')).toEqual({});
    expect(toggleLoan(toggleLoan(selection, 'a'), 'a')).toEqual({ a: [] });
  });

  it('unticks a document ticked twice', () => {
    const once = toggleDocument({ a: [] }, 'a', 'soa');
    expect(toggleDocument(once, 'a', 'soa')).toEqual({ a: [] });
  });

  it('needs a loan, and a document for every ticked loan', () => {
    expect(selectionProblem({})).toBe('selectLoan');
    expect(selectionProblem({ a: ['soa'], b: [] })).toBe('selectDocument');
    expect(selectionProblem({ a: ['soa'], b: ['foreclosure_letter'] })).toBeNull();
    expect(countDocuments({ a: ['soa', 'repayment_schedule'], b: ['foreclosure_letter'] })).toBe(3);
  });

  it('carries the choice in report order and brings back only loans still listed', () => {
    const loans = [account('1'), account('2'), account('3')];
    const carried = toFlowSelection(loans, { '3': ['soa'], '1': ['repayment_schedule'] });
    expect(carried.map((loan) => loan.id)).toEqual(['1', '3']);
    expect(carried[1]).toEqual({
      id: '3',
      bank_name: 'Bank 3',
      bank_logo: 'B',
      account_number: 'XXXX0003',
      loan_type: 'home_loan',
      documentTypes: ['soa'],
    });
    expect(restoreSelection(loans.slice(0, 2), carried)).toEqual({ '1': ['repayment_schedule'] });
  });

  it('sums the outstanding to the paisa and counts active loans', () => {
    const loans = [
      account('1', { outstanding_amount: 0.1 }),
      account('2', { outstanding_amount: 0.2, status: 'overdue' }),
      account('3', { outstanding_amount: 1_23_456.78, status: 'other' }),
    ];
    expect(totalOutstanding(loans)).toBe(1_23_457.08);
    expect(activeLoanCount(loans)).toBe(1);
  });
});
