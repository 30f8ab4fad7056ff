/** The four loan documents, their ids in both generations of the API, and naming rules. */

export const DOCUMENT_TYPES = [
  'statement_of_account',
  'repayment_schedule',
  'sanction_letter',
  'foreclosure_letter',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

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
};

/** Statement of account and repayment schedule are the popular ones. */
export const POPULAR_DOCUMENT_TYPES: readonly DocumentType[] = [
  'statement_of_account',
  'repayment_schedule',
];

export type DocumentPriority = 'HIGH' | 'MEDIUM';

export function documentPriority(type: DocumentType): DocumentPriority {
  return POPULAR_DOCUMENT_TYPES.includes(type) ? 'HIGH' : 'MEDIUM';
}

export function fromLegacyDocumentType(type: LegacyDocumentType): DocumentType {
  return type === 'soa' ? 'statement_of_account' : type;
}

export function toLegacyDocumentType(type: DocumentType): LegacyDocumentType {
  return type === 'statement_of_account' ? 'soa' : type;
}

/** "HDFC Bank" + "Statement of Account" → "HDFC_Bank_StatementofAccount.pdf" (the spec's rule). */
export function documentFileName(bankName: string, displayName: string): string {
  return `${bankName.replace(/ /g, '_')}_${displayName.replace(/\s/g, '')}.pdf`;
}

/** Documents are kept 30 days after generation, then deleted. */
export const DOCUMENT_RETENTION_MS = 2_592_000_000;
export const SHARE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
