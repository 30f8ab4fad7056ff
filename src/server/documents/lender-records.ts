import type { Kysely } from 'kysely';
import type { LoanAccount } from '../bureau/credit-report.js';
import { decryptText, encryptText } from '../crypto/field-encryption.js';
import type { Secrets } from '../crypto/secrets.js';
import type { Tables } from '../db/tables.js';

/**
 * The lender's record of a loan, kept (sealed) with each document made from it. The newest
 * statement of account of a loan is the lender's word the credit record check compares with the
 * bureau's, and the document itself is the evidence a dispute cites.
 */

export function sealLenderRecord(secrets: Secrets, loan: LoanAccount): string {
  return encryptText(secrets.masterKey, JSON.stringify(loan));
}

export interface LenderStatement {
  /** The lender's record as its statement showed it. */
  record: LoanAccount;
  documentId: string;
  verificationCode: string;
  fileName: string;
  generatedAt: Date;
}

/**
 * The borrower's newest ready statement of account of each loan that has one (of one loan, when
 * `loanId` is given), with the lender's record it was made from: loan id → statement.
 */
export async function latestLenderStatements(
  db: Kysely<Tables>,
  secrets: Secrets,
  panDigest: string,
  loanId?: string,
): Promise<Map<string, LenderStatement>> {
  let query = db
    .selectFrom('documents')
    .select([
      'id',
      'loan_id',
      'verification_code',
      'file_name',
      'generated_at',
      'lender_record_sealed',
    ])
    .where('pan_digest', '=', panDigest)
    .where('document_type', '=', 'statement_of_account')
    .where('status', '=', 'ready')
    .where('lender_record_sealed', 'is not', null)
    .orderBy('generated_at', 'desc');
  if (loanId !== undefined) query = query.where('loan_id', '=', loanId);
  const rows = await query.execute();
  const statements = new Map<string, LenderStatement>();
  for (const row of rows) {
    if (statements.has(row.loan_id) || !row.lender_record_sealed || !row.generated_at) continue;
    if (!row.verification_code) continue;
    statements.set(row.loan_id, {
      record: JSON.parse(decryptText(secrets.masterKey, row.lender_record_sealed)) as LoanAccount,
      documentId: row.id,
      verificationCode: row.verification_code,
      fileName: row.file_name,
      generatedAt: row.generated_at,
    });
  }
  return statements;
}

/** The borrower's newest ready statement of account of one loan, or undefined before there is one. */
export async function latestLenderStatement(
  db: Kysely<Tables>,
  secrets: Secrets,
  panDigest: string,
  loanId: string,
): Promise<LenderStatement | undefined> {
  return (await latestLenderStatements(db, secrets, panDigest, loanId)).get(loanId);
}
