import { financialYearDates } from '../../shared/financial-year.js';
import { addDays, addMonths, daysBetween } from './calendar.js';
import type { LoanAccount, LoanPosition, LoanTerms } from './credit-report.js';

/**
 * Loan arithmetic, in integer paise, pure. EMI = P·r·(1+r)^n / ((1+r)^n − 1) with
 * r = annual rate / 1200, rounded to the paisa; each month's interest is the opening balance
 * × r rounded to the paisa; the last instalment absorbs the rounding so the principal parts
 * sum exactly to the sanctioned amount.
 */

export interface Instalment {
  number: number;
  dueDate: string;
  openingBalancePaise: number;
  emiPaise: number;
  principalPaise: number;
  interestPaise: number;
  closingBalancePaise: number;
}

export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 1200;
}

export function emiPaise(
  principalPaise: number,
  annualRatePercent: number,
  tenureMonths: number,
): number {
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return Math.ceil(principalPaise / tenureMonths);
  const growth = (1 + r) ** tenureMonths;
  return Math.round((principalPaise * r * growth) / (growth - 1));
}

export function dueDate(terms: Pick<LoanTerms, 'firstDueDate'>, instalmentNumber: number): string {
  return addMonths(terms.firstDueDate, instalmentNumber - 1);
}

export function amortizationSchedule(terms: LoanTerms): Instalment[] {
  const r = monthlyRate(terms.annualRatePercent);
  const emi = emiPaise(terms.principalPaise, terms.annualRatePercent, terms.tenureMonths);
  const schedule: Instalment[] = [];
  let balance = terms.principalPaise;
  for (let number = 1; number <= terms.tenureMonths; number++) {
    const interest = Math.round(balance * r);
    const isLast = number === terms.tenureMonths;
    const principal = isLast ? balance : Math.min(balance, emi - interest);
    schedule.push({
      number,
      dueDate: dueDate(terms, number),
      openingBalancePaise: balance,
      emiPaise: principal + interest,
      principalPaise: principal,
      interestPaise: interest,
      closingBalancePaise: balance - principal,
    });
    balance -= principal;
  }
  return schedule;
}

/** The instalments of one financial year (April–March), as the schedule has them, and their sums. */
export interface YearRepayments {
  financialYear: string;
  /** First and last day of the year, inclusive. */
  from: string;
  to: string;
  /** The schedule's rows whose due dates fall in the year, in order: one a month. */
  instalments: Instalment[];
  principalPaise: number;
  interestPaise: number;
  emiPaise: number;
}

/**
 * What a loan repays in a financial year: the rows of its repayment schedule due from 1 April
 * to 31 March, summed. Interest certificates and tax summaries are made from this alone, so
 * their amounts are the schedule's to the paisa.
 */
export function financialYearRepayments(terms: LoanTerms, financialYear: string): YearRepayments {
  const { from, to } = financialYearDates(financialYear);
  const instalments = amortizationSchedule(terms).filter(
    (instalment) => instalment.dueDate >= from && instalment.dueDate <= to,
  );
  return {
    financialYear,
    from,
    to,
    instalments,
    principalPaise: instalments.reduce((sum, instalment) => sum + instalment.principalPaise, 0),
    interestPaise: instalments.reduce((sum, instalment) => sum + instalment.interestPaise, 0),
    emiPaise: instalments.reduce((sum, instalment) => sum + instalment.emiPaise, 0),
  };
}

/** Where a loan stands on `asOf`: the most recent `missedInstalments` due EMIs are unpaid. */
export function loanPosition(
  terms: LoanTerms,
  missedInstalments: number,
  asOf: string,
): LoanPosition {
  const schedule = amortizationSchedule(terms);
  const instalmentsDue = schedule.filter((instalment) => instalment.dueDate <= asOf).length;
  const missed = Math.min(Math.max(0, missedInstalments), instalmentsDue);
  const instalmentsPaid = instalmentsDue - missed;
  const outstandingPaise =
    instalmentsPaid === 0
      ? terms.principalPaise
      : (schedule[instalmentsPaid - 1]?.closingBalancePaise ?? 0);
  const missedInstalmentRows = schedule.slice(instalmentsPaid, instalmentsDue);
  const overduePaise = missedInstalmentRows.reduce(
    (sum, instalment) => sum + instalment.emiPaise,
    0,
  );
  const oldestUnpaid = missedInstalmentRows[0];
  return {
    asOf,
    emiPaise: emiPaise(terms.principalPaise, terms.annualRatePercent, terms.tenureMonths),
    instalmentsDue,
    instalmentsPaid,
    outstandingPaise,
    overduePaise,
    daysPastDue: oldestUnpaid ? daysBetween(oldestUnpaid.dueDate, asOf) : 0,
    nextDueDate: schedule[instalmentsDue]?.dueDate ?? null,
    status: outstandingPaise === 0 ? 'CLOSED' : missed > 0 ? 'OVERDUE' : 'ACTIVE',
    // Repaid by its last EMI: the day that EMI fell due.
    closedOn: outstandingPaise === 0 ? (schedule[instalmentsPaid - 1]?.dueDate ?? null) : null,
  };
}

/** Percent of the loan repaid so far (by principal), 0–100 with one decimal. */
export function loanProgressPercent(
  loan: Pick<LoanAccount, 'principalPaise' | 'outstandingPaise'>,
): number {
  if (loan.principalPaise === 0) return 100;
  return (
    Math.round(((loan.principalPaise - loan.outstandingPaise) / loan.principalPaise) * 1000) / 10
  );
}

export const GST_RATE = 0.18;

export function gstOn(amountPaise: number): number {
  return Math.round(amountPaise * GST_RATE);
}

export interface ForeclosureQuote {
  letterDate: string;
  validUntil: string;
  principalPaise: number;
  /** Interest of instalments that fell due and were not paid. */
  overdueInterestPaise: number;
  /** Interest accrued on the outstanding principal since the last due date (actual/365). */
  accruedInterestPaise: number;
  accruedDays: number;
  /** Nil for floating-rate loans to individuals (RBI); else the lender's rate on the principal. */
  foreclosureChargePaise: number;
  gstPaise: number;
  totalPaise: number;
  /** Interest per further day, for payment after the validity date. */
  perDiemInterestPaise: number;
}

/** What it takes to close the loan on `letterDate`: principal + interest + charges. */
export function foreclosureQuote(loan: LoanAccount, letterDate: string): ForeclosureQuote {
  const position = loanPosition(loan, loan.missedInstalments, letterDate);
  const schedule = amortizationSchedule(loan);
  const principal = position.outstandingPaise;
  const missedRows = schedule.slice(position.instalmentsPaid, position.instalmentsDue);
  const overdueInterest = missedRows.reduce((sum, instalment) => sum + instalment.interestPaise, 0);
  const lastDueDate =
    position.instalmentsDue > 0
      ? (schedule[position.instalmentsDue - 1]?.dueDate ?? loan.disbursedOn)
      : loan.disbursedOn;
  const accruedDays = Math.max(0, daysBetween(lastDueDate, letterDate));
  const dailyRate = loan.annualRatePercent / 100 / 365;
  const accruedInterest = Math.round(principal * dailyRate * accruedDays);
  const chargeWaived = loan.rateType === 'FLOATING';
  const charge = chargeWaived ? 0 : Math.round((principal * loan.foreclosureChargePercent) / 100);
  const gst = gstOn(charge);
  const weekLater = addDays(letterDate, 7);
  const dayBeforeNextDue = position.nextDueDate ? addDays(position.nextDueDate, -1) : weekLater;
  const validUntil = [weekLater, dayBeforeNextDue].sort()[0] as string;
  return {
    letterDate,
    validUntil: validUntil < letterDate ? letterDate : validUntil,
    principalPaise: principal,
    overdueInterestPaise: overdueInterest,
    accruedInterestPaise: accruedInterest,
    accruedDays,
    foreclosureChargePaise: charge,
    gstPaise: gst,
    totalPaise: principal + overdueInterest + accruedInterest + charge + gst,
    perDiemInterestPaise: Math.round(principal * dailyRate),
  };
}

/**
 * Annual percentage rate as a Key Fact Statement states it: the yearly rate (monthly IRR × 12)
 * at which the EMIs repay the amount actually received (principal less fees and their GST).
 */
export function annualPercentageRate(terms: LoanTerms, upfrontChargesPaise: number): number {
  const schedule = amortizationSchedule(terms);
  const received = terms.principalPaise - upfrontChargesPaise;
  const presentValue = (monthly: number) =>
    schedule.reduce(
      (sum, instalment) => sum + instalment.emiPaise / (1 + monthly) ** instalment.number,
      0,
    );
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 100) / 100;
}
