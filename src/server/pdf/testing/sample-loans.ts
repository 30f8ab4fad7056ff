import type { LoanAccount, LoanTerms } from '../../bureau/credit-report.js';
import { loanPosition } from '../../bureau/loan-math.js';
import type { LoanDocumentInput } from '../loan-document-input.js';

/**
 * Loan records for tests and benchmarks, built the way the bureau builds them: terms first,
 * then the position on the report date from loan-math.
 */

type SampleTerms = LoanTerms &
  Pick<
    LoanAccount,
    | 'loanType'
    | 'rateType'
    | 'sanctionedOn'
    | 'disbursedOn'
    | 'processingFeePercent'
    | 'foreclosureChargePercent'
    | 'penalRatePercent'
    | 'missedInstalments'
    | 'accountNumber'
  > &
  Partial<Pick<LoanAccount, 'securityReturnedOn' | 'chargesLevied'>>;

export const SAMPLE_ISSUED_ON = '2026-11-22';
/** The last complete financial year on the sample date. */
export const SAMPLE_FINANCIAL_YEAR = '2025-26';

export function sampleLoan(terms: SampleTerms, asOf = SAMPLE_ISSUED_ON): LoanAccount {
  return {
    ...terms,
    ...loanPosition(terms, terms.missedInstalments, asOf),
    loanId: `loan-${terms.accountNumber.slice(-6)}`,
    lenderId: 'sample-bank',
    bankName: 'Sample Bank',
    ownership: 'INDIVIDUAL',
    securityReturnedOn: terms.securityReturnedOn ?? null,
    chargesLevied: terms.chargesLevied ?? [],
  };
}

/** ₹5,00,000 at 12 % fixed for 36 months, 20 EMIs paid. */
export const personalLoan = sampleLoan({
  principalPaise: 50_000_000,
  annualRatePercent: 12,
  tenureMonths: 36,
  firstDueDate: '2025-04-05',
  loanType: 'personal_loan',
  rateType: 'FIXED',
  sanctionedOn: '2025-02-26',
  disbursedOn: '2025-03-03',
  processingFeePercent: 1.5,
  foreclosureChargePercent: 4,
  penalRatePercent: 24,
  missedInstalments: 0,
  accountNumber: '50100234567891',
});

/** ₹10,00,000 at 8.5 % floating for 240 months. */
export const homeLoan = sampleLoan({
  principalPaise: 100_000_000,
  annualRatePercent: 8.5,
  tenureMonths: 240,
  firstDueDate: '2023-07-10',
  loanType: 'home_loan',
  rateType: 'FLOATING',
  sanctionedOn: '2023-05-18',
  disbursedOn: '2023-06-02',
  processingFeePercent: 0.5,
  foreclosureChargePercent: 0,
  penalRatePercent: 18,
  missedInstalments: 0,
  accountNumber: '603012345678',
});

/** An auto loan two EMIs behind. */
export const overdueAutoLoan = sampleLoan({
  principalPaise: 72_500_000,
  annualRatePercent: 9.25,
  tenureMonths: 60,
  firstDueDate: '2024-02-15',
  loanType: 'auto_loan',
  rateType: 'FIXED',
  sanctionedOn: '2024-01-08',
  disbursedOn: '2024-01-12',
  processingFeePercent: 1,
  foreclosureChargePercent: 5,
  penalRatePercent: 24,
  missedInstalments: 2,
  accountNumber: 'AUTO0098765432',
});

/**
 * A home loan repaid by its last EMI on 05 Nov 2026: the lender still holds the title deeds,
 * due back by 05 Dec 2026 (30 days, RBI).
 */
export const closedHomeLoan = sampleLoan({
  principalPaise: 150_000_000,
  annualRatePercent: 8.75,
  tenureMonths: 120,
  firstDueDate: '2016-12-05',
  loanType: 'home_loan',
  rateType: 'FLOATING',
  sanctionedOn: '2016-10-20',
  disbursedOn: '2016-11-02',
  processingFeePercent: 0.5,
  foreclosureChargePercent: 0,
  penalRatePercent: 18,
  missedInstalments: 0,
  accountNumber: '603098765432',
});

/**
 * An auto loan repaid by its last EMI on 15 Aug 2026, whose no-objection certificate was due by
 * 14 Sep 2026 and issued on 30 Sep 2026: 16 days late.
 */
export const closedAutoLoan = sampleLoan({
  principalPaise: 65_000_000,
  annualRatePercent: 9.5,
  tenureMonths: 48,
  firstDueDate: '2022-09-15',
  loanType: 'auto_loan',
  rateType: 'FIXED',
  sanctionedOn: '2022-08-01',
  disbursedOn: '2022-08-05',
  processingFeePercent: 1,
  foreclosureChargePercent: 5,
  penalRatePercent: 24,
  missedInstalments: 0,
  accountNumber: 'AUTO0012340987',
  securityReturnedOn: '2026-09-30',
});

export const SAMPLE_PAN = 'ABCPK1234F';

export function sampleInput(
  loan: LoanAccount,
  overrides: Partial<LoanDocumentInput> = {},
): LoanDocumentInput {
  return {
    loan,
    borrower: { holderName: 'Rahul Kumar Sharma', panNumber: SAMPLE_PAN },
    lender: {
      name: 'Sample Bank',
      shortName: 'SB',
      brandColor: '#0b5394',
      city: 'Mumbai',
      grievanceEmail: 'care@samplebank.example',
      grievancePhone: '1800 000 0000',
    },
    issuedOn: SAMPLE_ISSUED_ON,
    financialYear: SAMPLE_FINANCIAL_YEAR,
    documentId: 'doc_7Hq2mX9kLp4R',
    verification: {
      code: 'K7QM-2XWD-9PRT',
      url: 'https://loan-documents.example/verify/K7QM-2XWD-9PRT',
    },
    sandbox: true,
    ...overrides,
  };
}

/** ₹3,00,000 at 11 % fixed for 24 months from May 2025, two EMIs behind on the sample date. */
export const twoBehindPersonalLoan = sampleLoan({
  principalPaise: 30_000_000,
  annualRatePercent: 11,
  tenureMonths: 24,
  firstDueDate: '2025-05-07',
  loanType: 'personal_loan',
  rateType: 'FIXED',
  sanctionedOn: '2025-04-02',
  disbursedOn: '2025-04-04',
  processingFeePercent: 1,
  foreclosureChargePercent: 4,
  penalRatePercent: 24,
  missedInstalments: 2,
  accountNumber: '40021234567890',
});
