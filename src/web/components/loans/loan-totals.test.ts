import { describe, expect, it } from 'vitest';
import { sampleLoan } from '../../testing/loans';
import { summariseLoans } from './loan-totals';

describe('summariseLoans', () => {
  it('counts loans by status and adds outstanding amounts to the paisa', () => {
    const totals = summariseLoans([
      sampleLoan({ accountStatus: 'ACTIVE', outstandingAmount: 0.1 }),
      sampleLoan({ accountStatus: 'ACTIVE', outstandingAmount: 0.2 }),
      sampleLoan({ accountStatus: 'OVERDUE', outstandingAmount: 845_123.45, isOverdue: true }),
      sampleLoan({ accountStatus: 'CLOSED', outstandingAmount: 0 }),
    ]);
    expect(totals).toEqual({ total: 4, active: 2, overdue: 1, outstanding: 845_123.75 });
  });

  it('is all zeros for a borrower with no loans', () => {
    expect(summariseLoans([])).toEqual({ total: 0, active: 0, overdue: 0, outstanding: 0 });
  });
});
