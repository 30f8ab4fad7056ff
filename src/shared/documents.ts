/** The loan documents, their ids in both generations of the API, and naming rules. */

import type { AccountStatus, LoanType } from './loans.js';

export const DOCUMENT_TYPES = [
  'statement_of_account',
  'repayment_schedule',
  'sanction_letter',
  'foreclosure_letter',
  'interest_certificate',
  'no_dues_certificate',
  'documents_held',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Documents that speak for one financial year (April–March), chosen with the document. */
export const YEARLY_DOCUMENT_TYPES: readonly DocumentType[] = ['interest_certificate'];

export function isYearlyDocument(type: DocumentType): boolean {
  return YEARLY_DOCUMENT_TYPES.includes(type);
}

export const LEGACY_DOCUMENT_TYPES = [
  'soa',
  'repayment_schedule',
  'sanction_letter',
  'foreclosure_letter',
] as const;
export type LegacyDocumentType = (typeof LEGACY_DOCUMENT_TYPES)[number];

export const DOCUMENT_DISPLAY_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'Statement of Account',
  repayment_schedule: 'Repayment Schedule',
  sanction_letter: 'Sanction Letter',
  foreclosure_letter: 'Foreclosure Letter',
  interest_certificate: 'Interest Certificate',
  no_dues_certificate: 'No-dues Certificate',
  documents_held: 'List of Documents Held',
};

/**
 * The name a document is listed and filed under: a yearly document names its year, so two
 * years' certificates of one loan never share a name ("Interest Certificate FY 2025-26").
 */
export function documentDisplayName(type: DocumentType, financialYear?: string | null): string {
  const name = DOCUMENT_DISPLAY_NAMES[type];
  return isYearlyDocument(type) && financialYear ? `${name} FY ${financialYear}` : name;
}

/** Statement of account and repayment schedule are the popular ones. */
export const POPULAR_DOCUMENT_TYPES: readonly DocumentType[] = [
  'statement_of_account',
  'repayment_schedule',
];

export type DocumentPriority = 'HIGH' | 'MEDIUM';

export function documentPriority(type: DocumentType): DocumentPriority {
  return POPULAR_DOCUMENT_TYPES.includes(type) ? 'HIGH' : 'MEDIUM';
}

/**
 * Loans the lender holds security for until they are repaid: a house's title deeds, a vehicle's
 * hypothecation papers (as the closure tracker's `securityOf` has them).
 */
export const SECURED_LOAN_TYPES: readonly LoanType[] = ['home_loan', 'auto_loan'];

export function isSecuredLoan(loanType: LoanType | string): boolean {
  return (SECURED_LOAN_TYPES as readonly string[]).includes(loanType);
}

/**
 * What a lender issues for a loan in this state: a no-dues certificate only once it is repaid,
 * a foreclosure letter only while it runs, and the list of the documents it holds only while a
 * secured loan runs (a new lender taking the loan over needs it). The rest any loan has (a
 * repaid loan's statement is its final statement).
 */
export function documentTypesFor(
  accountStatus: AccountStatus,
  loanType?: LoanType | string,
): DocumentType[] {
  const running = accountStatus !== 'CLOSED';
  return DOCUMENT_TYPES.filter((type) => {
    if (type === 'foreclosure_letter') return running;
    if (type === 'no_dues_certificate') return !running;
    if (type === 'documents_held')
      return running && loanType !== undefined && isSecuredLoan(loanType);
    return true;
  });
}

/**
 * What a new lender asks for to take over a running loan (a balance transfer): what is owed
 * today, how it was repaid, on what terms it was given, and for a secured loan the papers the
 * lender holds. Requested together, shared together.
 */
export function balanceTransferDocumentTypes(loanType: LoanType | string): DocumentType[] {
  const kit: DocumentType[] = ['foreclosure_letter', 'statement_of_account', 'sanction_letter'];
  return isSecuredLoan(loanType) ? [...kit, 'documents_held'] : kit;
}

/** The documents the older flow offers: the four of the spec, under their newer ids. */
export type LegacyFlowDocumentType = Exclude<
  DocumentType,
  'interest_certificate' | 'no_dues_certificate' | 'documents_held'
>;

export function fromLegacyDocumentType(type: LegacyDocumentType): LegacyFlowDocumentType {
  return type === 'soa' ? 'statement_of_account' : type;
}

export function toLegacyDocumentType(type: LegacyFlowDocumentType): LegacyDocumentType {
  return type === 'statement_of_account' ? 'soa' : type;
}

/**
 * "HDFC Bank" + "Statement of Account" → "HDFC_Bank_StatementofAccount.pdf" (the spec's rule);
 * with the account's last four digits when the borrower has two loans at one bank (the file name
 * does not say the loan's type), so their files never share a name:
 * "HDFC_Bank_StatementofAccount_7890.pdf".
 */
export function documentFileName(
  bankName: string,
  displayName: string,
  accountSuffix?: string,
): string {
  const base = `${bankName.replace(/ /g, '_')}_${displayName.replace(/\s/g, '')}`;
  return accountSuffix ? `${base}_${accountSuffix}.pdf` : `${base}.pdf`;
}

/**
 * The loans whose file names need their account's last four digits: those sharing their lender
 * with another of the borrower's loans. Returns loan id → last four digits.
 */
export function accountSuffixes(
  loans: ReadonlyArray<{ loanId: string; lenderId: string; lastFour: string }>,
): Map<string, string> {
  const perLender = new Map<string, number>();
  for (const loan of loans) perLender.set(loan.lenderId, (perLender.get(loan.lenderId) ?? 0) + 1);
  return new Map(
    loans
      .filter((loan) => (perLender.get(loan.lenderId) ?? 0) > 1)
      .map((loan) => [loan.loanId, loan.lastFour]),
  );
}

/** Being made, made, or not made (its lender failed for good). */
export const DOCUMENT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Documents are kept 30 days after generation, then deleted. */
export const DOCUMENT_RETENTION_MS = 2_592_000_000;
export const SHARE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** One share link carries at most this many documents. */
export const MAX_SHARED_DOCUMENTS = 20;
