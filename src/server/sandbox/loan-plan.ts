import type { LeviedCharge, Ownership } from '../bureau/credit-report.js';
import type { SandboxLoanType } from './lenders.js';

/** One loan as the sandbox plans it, independent of the report date. */
export type LoanPlan = LoanPlanTerms & (RunningLoan | RepaidLoan);

interface LoanPlanTerms {
  lenderId: string;
  loanType: SandboxLoanType;
  principalPaise: number;
  annualRatePercent: number;
  tenureMonths: number;
  /** Most recent due EMIs left unpaid. */
  missedInstalments: number;
  ownership: Ownership;
  /** Charges the lender levied, this many days before the report date (only lenders know them). */
  chargesLevied?: ReadonlyArray<Omit<LeviedCharge, 'on'> & { daysAgo: number }>;
}

interface RunningLoan {
  /** Months from the first EMI's month to the report's month. */
  monthsElapsed: number;
  /** Day of month every EMI falls due, 1–28. */
  dueDay: number;
}

/** A loan already repaid, whose lender still holds its security documents. */
interface RepaidLoan {
  /** Its last EMI fell due this many days before the report date (or up to 3 days more, as due days are the 28th or earlier). */
  closedDaysAgo: number;
  /** The lender never reported the last payment: the bureau still has that EMI unpaid. */
  bureauMissedLastPayment?: boolean;
}
