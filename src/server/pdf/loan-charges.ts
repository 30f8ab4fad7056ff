import type { LoanAccount } from '../bureau/credit-report.js';
import { gstOn } from '../bureau/loan-math.js';

/** Upfront charges as the sanction letter and the statement both show them. */
export interface ProcessingCharges {
  feePaise: number;
  gstPaise: number;
  totalPaise: number;
}

export function processingCharges(
  loan: Pick<LoanAccount, 'principalPaise' | 'processingFeePercent'>,
): ProcessingCharges {
  const feePaise = Math.round((loan.principalPaise * loan.processingFeePercent) / 100);
  const gstPaise = gstOn(feePaise);
  return { feePaise, gstPaise, totalPaise: feePaise + gstPaise };
}
