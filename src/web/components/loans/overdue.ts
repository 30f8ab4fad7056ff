/**
 * How far an overdue loan has gone, as Indian lenders classify it: up to 30 days past due,
 * 31–90 days (RBI's special-mention accounts, SMA-1 and SMA-2), and beyond 90 days, when the
 * lender may classify the loan as a non-performing asset (NPA) and start recovery.
 */
export type OverdueStage = 'recent' | 'sma' | 'npa';

export function overdueStage(daysPastDue: number): OverdueStage {
  if (daysPastDue > 90) return 'npa';
  if (daysPastDue > 30) return 'sma';
  return 'recent';
}
