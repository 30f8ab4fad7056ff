import fc from 'fast-check';
import { financialYearStartingIn } from '../../../shared/financial-year.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { SAMPLE_ISSUED_ON, sampleLoan } from './sample-loans.js';

/** Generators of loan records and financial years for property tests of the tax documents. */

const BANKS = ['Sample Bank', 'HDFC Bank', 'Bajaj Finance', 'State Bank of India'] as const;

/** A loan record as a bureau or lender holds it on the sample date, started 2012–2026. */
export const loanRecord: fc.Arbitrary<LoanAccount> = fc
  .record({
    principalRupees: fc.integer({ min: 50_000, max: 2_00_00_000 }),
    ratePercentTimes100: fc.integer({ min: 600, max: 2400 }),
    tenureMonths: fc.integer({ min: 6, max: 360 }),
    firstDueMonth: fc.integer({ min: 0, max: 14 * 12 + 9 }),
    dueDay: fc.integer({ min: 1, max: 28 }),
    missedInstalments: fc.integer({ min: 0, max: 3 }),
    loanType: fc.constantFrom(
      'home_loan' as const,
      'personal_loan' as const,
      'auto_loan' as const,
      'business_loan' as const,
    ),
    joint: fc.boolean(),
    bank: fc.constantFrom(...BANKS),
    account: fc.integer({ min: 100_000, max: 999_999 }),
  })
  .map((drawn) => {
    const year = 2012 + Math.floor(drawn.firstDueMonth / 12);
    const month = String((drawn.firstDueMonth % 12) + 1).padStart(2, '0');
    const loan = sampleLoan(
      {
        principalPaise: drawn.principalRupees * 100,
        annualRatePercent: drawn.ratePercentTimes100 / 100,
        tenureMonths: drawn.tenureMonths,
        firstDueDate: `${year}-${month}-${String(drawn.dueDay).padStart(2, '0')}`,
        loanType: drawn.loanType,
        rateType: drawn.loanType === 'home_loan' ? 'FLOATING' : 'FIXED',
        sanctionedOn: '2011-12-01',
        disbursedOn: '2011-12-05',
        processingFeePercent: 1,
        foreclosureChargePercent: 4,
        penalRatePercent: 24,
        missedInstalments: drawn.missedInstalments,
        accountNumber: `5010${drawn.account}`,
      },
      SAMPLE_ISSUED_ON,
    );
    return {
      ...loan,
      bankName: drawn.bank,
      ownership: drawn.joint ? ('JOINT' as const) : ('INDIVIDUAL' as const),
    };
  });

/** Several loans of one borrower, each with an account number of its own. */
export const borrowerLoans = fc.uniqueArray(loanRecord, {
  minLength: 1,
  maxLength: 5,
  selector: (loan) => loan.accountNumber,
});

/** A year a borrower may ask about on the sample date: the current one or one of the eight before. */
export const choosableYear = fc
  .integer({ min: 2018, max: 2026 })
  .map((start) => financialYearStartingIn(start));
