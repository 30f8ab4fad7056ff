import { createHash } from 'node:crypto';
import { checkPan } from '../../shared/pan.js';
import { addDays, addMonths } from '../bureau/calendar.js';
import type { CreditReport, LoanAccount } from '../bureau/credit-report.js';
import { loanPosition } from '../bureau/loan-math.js';
import { findLender, findProduct, lendersOffering, type SandboxLoanType } from './lenders.js';
import type { LoanPlan } from './loan-plan.js';
import { findPersona } from './personas.js';
import { type Random, seededRandom } from './prng.js';

/**
 * The sandbox bureau's data, generated from the PAN alone: the same PAN gives the same borrower
 * on every machine. Loans are planned relative to the report month (first EMI `monthsElapsed`
 * months before it), so a borrower's loans stay running whatever the date; every position field
 * comes from loanPosition, the same maths the documents use.
 */

/** Whose record of the loans: the bureau's report, or a lender's own (they differ only when planned to). */
export type RecordKeeper = 'bureau' | 'lender';

export const MAX_SANDBOX_LOANS = 6;

/** The report for `panNumber` as of `asOf` (YYYY-MM-DD). Throws for a malformed PAN. */
export function generateCreditReport(
  panNumber: string,
  asOf: string,
  generatedAt: string,
  keeper: RecordKeeper = 'bureau',
): CreditReport {
  const check = checkPan(panNumber);
  if (!check.ok) throw new Error(`Not a valid PAN (${check.problem})`);
  const persona = findPersona(panNumber);
  // A consumer bureau holds individuals only; other holders have no history with it.
  const borrower =
    persona ??
    (check.holderType === 'P' ? plannedBorrower(panNumber) : { creditScore: null, loans: [] });
  return {
    panNumber,
    creditScore: borrower.creditScore,
    asOf,
    generatedAt,
    accounts: borrower.loans.map((plan, index) =>
      accountFromPlan(panNumber, index, plan, asOf, keeper),
    ),
  };
}

/** A 10-digit mobile for a PAN: the persona's, else one derived from the PAN. */
export function sandboxMobile(panNumber: string): string {
  const persona = findPersona(panNumber);
  if (persona) return persona.mobile;
  const random = seededRandom(`mobile:${panNumber}`);
  return `${random.int(6, 9)}${random.digits(9)}`;
}

/** Opaque, stable id of the borrower's `index`-th account. */
export function sandboxLoanId(panNumber: string, index: number): string {
  const hash = createHash('sha256').update(`sandbox-loan:${panNumber}:${index}`).digest('hex');
  return `LN${hash.slice(0, 10).toUpperCase()}`;
}

export function accountFromPlan(
  panNumber: string,
  index: number,
  plan: LoanPlan,
  asOf: string,
  keeper: RecordKeeper = 'bureau',
): LoanAccount {
  const lender = findLender(plan.lenderId);
  if (!lender) throw new Error(`Unknown sandbox lender ${plan.lenderId}`);
  const product = findProduct(lender, plan.loanType);
  if (!product) throw new Error(`${lender.name} offers no ${plan.loanType}`);
  const random = seededRandom(`sandbox-account:${panNumber}:${index}`);
  const accountNumber =
    lender.accountNumber.prefix +
    random.digits(lender.accountNumber.length - lender.accountNumber.prefix.length);
  const firstDueDate = firstDueDateOf(plan, asOf);
  // Disbursed about a month before the first EMI, sanctioned a few days to weeks before that.
  const disbursedOn = addDays(addMonths(firstDueDate, -1), -random.int(0, 12));
  const sanctionedOn = addDays(disbursedOn, -random.int(2, 21));
  const terms = {
    principalPaise: plan.principalPaise,
    annualRatePercent: plan.annualRatePercent,
    tenureMonths: plan.tenureMonths,
    firstDueDate,
  };
  const unreported = keeper === 'bureau' && 'closedDaysAgo' in plan && plan.bureauMissedLastPayment;
  const position = loanPosition(terms, plan.missedInstalments + (unreported ? 1 : 0), asOf);
  return {
    loanId: sandboxLoanId(panNumber, index),
    lenderId: lender.id,
    bankName: lender.name,
    loanType: plan.loanType,
    accountNumber,
    ownership: plan.ownership,
    rateType: product.rateType,
    sanctionedOn,
    disbursedOn,
    processingFeePercent: product.processingFeePercent,
    foreclosureChargePercent: product.foreclosureChargePercent,
    penalRatePercent: lender.penalRatePercent,
    ...terms,
    ...position,
    missedInstalments: position.instalmentsDue - position.instalmentsPaid,
    securityReturnedOn: null,
    chargesLevied:
      keeper === 'lender'
        ? (plan.chargesLevied ?? []).map(({ daysAgo, ...charge }) => ({
            ...charge,
            on: addDays(asOf, -daysAgo),
          }))
        : [],
  };
}

function firstDueDateOf(plan: LoanPlan, asOf: string): string {
  if ('closedDaysAgo' in plan) {
    const closedOn = addDays(asOf, -plan.closedDaysAgo);
    const lastDueDate = Number(closedOn.slice(8)) > 28 ? `${closedOn.slice(0, 8)}28` : closedOn;
    return addMonths(lastDueDate, -(plan.tenureMonths - 1));
  }
  const dueDay = String(plan.dueDay).padStart(2, '0');
  return addMonths(`${asOf.slice(0, 7)}-${dueDay}`, -plan.monthsElapsed);
}

interface LoanShape {
  /** Rupees, lowest and highest; amounts round to `stepRupees`. */
  amountRupees: readonly [number, number];
  stepRupees: number;
  tenuresMonths: readonly number[];
}

const LOAN_SHAPES: Record<SandboxLoanType, LoanShape> = {
  home_loan: {
    amountRupees: [10_00_000, 1_50_00_000],
    stepRupees: 50_000,
    tenuresMonths: [120, 180, 240, 300, 360],
  },
  personal_loan: {
    amountRupees: [50_000, 15_00_000],
    stepRupees: 5_000,
    tenuresMonths: [12, 24, 36, 48, 60],
  },
  business_loan: {
    amountRupees: [2_00_000, 50_00_000],
    stepRupees: 10_000,
    tenuresMonths: [12, 24, 36, 48, 60, 84],
  },
  auto_loan: {
    amountRupees: [3_00_000, 20_00_000],
    stepRupees: 10_000,
    tenuresMonths: [36, 48, 60, 84],
  },
};

const EMI_DAYS = [1, 2, 3, 5, 7, 10, 12, 15, 20, 25, 28] as const;

/** A borrower drawn from the PAN: 0–6 loans and a score that reflects missed EMIs. */
function plannedBorrower(panNumber: string): { creditScore: number; loans: LoanPlan[] } {
  const random = seededRandom(`sandbox-borrower:${panNumber}`);
  const count = random.weighted([
    [0, 8],
    [1, 14],
    [2, 20],
    [3, 22],
    [4, 16],
    [5, 12],
    [MAX_SANDBOX_LOANS, 8],
  ] as const);
  const loans = Array.from({ length: count }, () => plannedLoan(random));
  const overdueLoans = loans.filter((loan) => loan.missedInstalments > 0).length;
  const creditScore = Math.min(900, Math.max(300, random.int(640, 880) - 90 * overdueLoans));
  return { creditScore, loans };
}

function plannedLoan(random: Random): LoanPlan {
  const loanType = random.weighted<SandboxLoanType>([
    ['personal_loan', 35],
    ['auto_loan', 25],
    ['home_loan', 20],
    ['business_loan', 20],
  ]);
  const lender = random.pick(lendersOffering(loanType));
  const product = findProduct(lender, loanType);
  if (!product) throw new Error(`${lender.name} offers no ${loanType}`);
  const shape = LOAN_SHAPES[loanType];
  // Smaller loans are more common than large ones.
  const [low, high] = shape.amountRupees;
  const rupees = low + (high - low) * random.next() ** 2;
  const principalRupees = Math.max(low, Math.round(rupees / shape.stepRupees) * shape.stepRupees);
  const [lowRate, highRate] = product.ratePercent;
  // To the nearest 0.05 %, kept inside the product's range (a bound like 8.66 % is no multiple).
  const annualRatePercent = Number(
    Math.min(
      highRate,
      Math.max(lowRate, Math.round(random.between(lowRate, highRate) * 20) / 20),
    ).toFixed(2),
  );
  const tenureMonths = random.pick(shape.tenuresMonths);
  const monthsElapsed = Math.min(
    tenureMonths - 2,
    Math.max(1, Math.round(tenureMonths * random.between(0.03, 0.85))),
  );
  const missed = random.chance(0.12) ? random.int(1, 3) : 0;
  const joint = random.chance(loanType === 'home_loan' ? 0.45 : 0.05);
  return {
    lenderId: lender.id,
    loanType,
    principalPaise: principalRupees * 100,
    annualRatePercent,
    tenureMonths,
    monthsElapsed,
    dueDay: random.pick(EMI_DAYS),
    missedInstalments: Math.min(missed, monthsElapsed),
    ownership: joint ? 'JOINT' : 'INDIVIDUAL',
  };
}
