import { describe, expect, it } from 'vitest';
import type { SelectedLoan } from '../../flow/flow-state';
import { requestedLoans } from './document-choice';
import { restoreInterestYears, withInterestYear } from './interest-years';

const loan = (loanId: string): SelectedLoan => ({
  loanId,
  accountId: `XXXX${loanId}`,
  bankName: 'HDFC Bank',
  loanType: 'home_loan',
  outstandingAmount: 100,
});
const loans = [loan('L1'), loan('L2')];
const TODAY = '2026-11-24';

describe('interest certificate years', () => {
  it('start at the last complete year, and keep a year chosen before while it may be chosen', () => {
    expect(restoreInterestYears(loans, undefined, TODAY)).toEqual({ L1: '2025-26', L2: '2025-26' });
    expect(
      restoreInterestYears(loans, { L1: '2026-27', L2: '2016-17', GONE: '2024-25' }, TODAY),
    ).toEqual({ L1: '2026-27', L2: '2025-26' });
    expect(withInterestYear({ L1: '2025-26' }, 'L1', '2023-24')).toEqual({ L1: '2023-24' });
  });

  it('travel with the interest certificate only, in the batch request', () => {
    const request = requestedLoans(
      loans,
      { L1: ['statement_of_account', 'interest_certificate'], L2: ['repayment_schedule'] },
      { L1: '2024-25', L2: '2023-24' },
    );
    expect(request.map((entry) => entry.requestedDocuments)).toEqual([
      [
        { documentType: 'statement_of_account', priority: 'HIGH' },
        { documentType: 'interest_certificate', priority: 'MEDIUM', financialYear: '2024-25' },
      ],
      [{ documentType: 'repayment_schedule', priority: 'HIGH' }],
    ]);
  });
});
