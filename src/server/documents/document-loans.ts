import { accountSuffixes } from '../../shared/documents.js';
import { maskAccountNumber } from '../../shared/format.js';
import type { LoanType } from '../../shared/loans.js';
import type { LoanAccount } from '../bureau/credit-report.js';

/** How a loan's documents name it: its type and masked account, and a file-name suffix if needed. */
export interface DocumentLoan {
  loanType: LoanType;
  accountMasked: string;
  /** The account's last four digits, when another of the borrower's loans is at the same bank. */
  accountSuffix?: string | undefined;
}

/** Each of a report's loans, as its documents will name it. */
export function documentLoans(accounts: readonly LoanAccount[]): Map<string, DocumentLoan> {
  const suffixes = accountSuffixes(
    accounts.map((account) => ({
      loanId: account.loanId,
      lenderId: account.lenderId,
      lastFour: account.accountNumber.slice(-4),
    })),
  );
  return new Map(
    accounts.map((account) => [
      account.loanId,
      {
        loanType: account.loanType,
        accountMasked: maskAccountNumber(account.accountNumber),
        accountSuffix: suffixes.get(account.loanId),
      },
    ]),
  );
}
