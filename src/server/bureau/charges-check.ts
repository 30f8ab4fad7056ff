import type { ChargeKind } from '../../shared/loans.js';
import type { LeviedCharge, LoanAccount } from './credit-report.js';

/**
 * The charges a lender levied, held against what its sanction letter's Key Fact Statement
 * agreed: the processing fee (upfront), penal charges on overdue amounts, and a foreclosure or
 * prepayment charge — never on a floating-rate loan to an individual (RBI), and every borrower
 * of a consumer credit report is one.
 */

export type ChargeProblem = 'not-allowed' | 'not-in-kfs';

export interface FlaggedCharge extends LeviedCharge {
  problem: ChargeProblem;
}

type ChargeTerms = Pick<
  LoanAccount,
  'chargesLevied' | 'rateType' | 'foreclosureChargePercent' | 'penalRatePercent'
>;

/** What the Key Fact Statement allows of a kind of charge on this loan. */
function allowance(loan: ChargeTerms, kind: ChargeKind): 'agreed' | ChargeProblem {
  switch (kind) {
    case 'foreclosure_charge':
      if (loan.rateType === 'FLOATING') return 'not-allowed';
      return loan.foreclosureChargePercent > 0 ? 'agreed' : 'not-in-kfs';
    case 'penal_charge':
      return loan.penalRatePercent > 0 ? 'agreed' : 'not-in-kfs';
    default:
      return 'not-in-kfs';
  }
}

/** The levied charges to question, oldest first; empty when every one was agreed. */
export function chargesCheck(loan: ChargeTerms): FlaggedCharge[] {
  return loan.chargesLevied.flatMap((charge) => {
    const verdict = allowance(loan, charge.kind);
    return verdict === 'agreed' ? [] : [{ ...charge, problem: verdict }];
  });
}
