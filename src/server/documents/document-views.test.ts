import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_RETENTION_MS } from '../../shared/documents.js';
import {
  contentDisposition,
  type DocumentRow,
  documentVersions,
  isDownloadable,
  loanDocumentView,
  newestFirst,
  verificationStatus,
} from './document-views.js';
import { shareLinkExpiry } from './share-links.js';

const key = randomBytes(32);
const generatedAt = new Date('2026-03-01T10:00:00.000Z');
const expiresAt = new Date(generatedAt.getTime() + DOCUMENT_RETENTION_MS);

function row(overrides: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id: 'doc_1',
    pan_digest: 'pan-digest',
    loan_type: 'home_loan',
    account_masked: 'XXXX7890',
    financial_year: null,
    lender_id: 'hdfc-bank',
    verification_code: 'K7QM2XWD9PRT',
    sha256: null,
    request_id: 'batch_1',
    loan_id: 'loan_1',
    bank_name: 'HDFC Bank',
    document_type: 'statement_of_account',
    display_name: 'Statement of Account',
    file_name: 'HDFC_Bank_StatementofAccount.pdf',
    status: 'ready',
    blob_key: 'documents/doc_1.pdf',
    file_size: 49_357,
    download_count: 2,
    created_at: generatedAt,
    generated_at: generatedAt,
    expires_at: expiresAt,
    has_data: true,
    ...overrides,
  };
}

describe('a document as its borrower sees it', () => {
  it('shows a ready document with its real size, ISO dates and signed URLs', () => {
    const view = loanDocumentView(row(), generatedAt, key);
    expect(view).toMatchObject({
      documentId: 'doc_1',
      status: 'ready',
      fileSize: '48.2 KB',
      fileSizeBytes: 49_357,
      generatedAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-31T10:00:00.000Z',
      downloadCount: 2,
      canDownload: true,
      loanId: 'loan_1',
      loanType: 'home_loan',
      accountMasked: 'XXXX7890',
      requestId: 'batch_1',
      lenderId: 'hdfc-bank',
      version: 1,
      isCurrent: true,
      verificationCode: 'K7QM-2XWD-9PRT',
    });
    expect(view.download_url).toMatch(/^\/api\/documents\/download\/doc_1\?expires=/);
    expect(view.view_url).toMatch(/&purpose=view$/);
  });

  it('gives no URL to a document being made, failed, without a file or past its 30 days', () => {
    const processing = row({
      status: 'processing',
      blob_key: null,
      file_size: null,
      generated_at: null,
      expires_at: null,
    });
    expect(loanDocumentView(processing, generatedAt, key)).toMatchObject({
      status: 'processing',
      fileSize: '',
      fileSizeBytes: null,
      generatedAt: null,
      expiresAt: null,
      canDownload: false,
      download_url: null,
      view_url: null,
    });
    expect(isDownloadable(row({ status: 'failed' }), generatedAt)).toBe(false);
    expect(isDownloadable(row({ blob_key: null }), generatedAt)).toBe(false);
    expect(isDownloadable(row(), new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isDownloadable(row(), expiresAt)).toBe(false);
  });

  it('lists the newest request first, then by bank, loan and the usual type order', () => {
    const older = row({ id: 'old', created_at: new Date(generatedAt.getTime() - 60_000) });
    const schedule = row({ id: 'schedule', document_type: 'repayment_schedule' });
    const statement = row({ id: 'statement' });
    const otherBank = row({ id: 'axis', bank_name: 'Axis Bank', document_type: 'sanction_letter' });
    const ids = [older, schedule, statement, otherBank].sort(newestFirst).map((r) => r.id);
    expect(ids).toEqual(['axis', 'statement', 'schedule', 'old']);
  });
});

describe('versions of a loan’s document', () => {
  const at = (minutes: number) => new Date(generatedAt.getTime() + minutes * 60_000);
  it('number each (loan, type) from the oldest; the newest that did not fail is current', () => {
    const rows = [
      row({ id: 'a1', created_at: at(0) }),
      row({ id: 'a2', created_at: at(10) }),
      row({ id: 'a3', created_at: at(20), status: 'failed' }),
      row({ id: 'b1', created_at: at(5), document_type: 'repayment_schedule' }),
      row({ id: 'c1', created_at: at(30), loan_id: 'loan_2' }),
      row({ id: 'd1', created_at: at(0), loan_id: 'loan_3', status: 'failed' }),
      row({ id: 'd2', created_at: at(1), loan_id: 'loan_3', status: 'processing' }),
    ];
    const versions = documentVersions(rows);
    expect(Object.fromEntries(versions)).toEqual({
      a1: { version: 1, isCurrent: false },
      a2: { version: 2, isCurrent: true },
      a3: { version: 3, isCurrent: false },
      b1: { version: 1, isCurrent: true },
      c1: { version: 1, isCurrent: true },
      d1: { version: 1, isCurrent: false },
      d2: { version: 2, isCurrent: true },
    });
    // Only failures: the newest is current, so the borrower sees it failed.
    const failed = documentVersions([
      row({ id: 'e1', created_at: at(0), status: 'failed' }),
      row({ id: 'e2', created_at: at(1), status: 'failed' }),
    ]);
    expect(failed.get('e2')).toEqual({ version: 2, isCurrent: true });
  });
});

describe('a document checked by its code', () => {
  const expires = new Date(generatedAt.getTime() + DOCUMENT_RETENTION_MS);
  it('is valid, being made, expired, or deleted before its 30 days', () => {
    const made = { issued_at: generatedAt, expires_at: expires, deleted_at: null };
    expect(verificationStatus(made, generatedAt)).toBe('valid');
    expect(verificationStatus(made, expires)).toBe('expired');
    expect(
      verificationStatus({ issued_at: null, expires_at: null, deleted_at: null }, generatedAt),
    ).toBe('processing');
    expect(verificationStatus({ ...made, deleted_at: generatedAt }, generatedAt)).toBe('deleted');
    expect(verificationStatus({ ...made, deleted_at: expires }, expires)).toBe('expired');
  });
});

describe('Content-Disposition', () => {
  it('quotes a plain file name as it is', () => {
    expect(contentDisposition('attachment', 'HDFC_Bank_StatementofAccount.pdf')).toBe(
      'attachment; filename="HDFC_Bank_StatementofAccount.pdf"',
    );
    expect(contentDisposition('inline', 'A.pdf')).toBe('inline; filename="A.pdf"');
  });

  it('keeps the exact name of a lender with an ampersand in the RFC 5987 form', () => {
    expect(
      contentDisposition('attachment', 'Mahindra_&_Mahindra_Financial_Services_SanctionLetter.pdf'),
    ).toBe(
      `attachment; filename="Mahindra___Mahindra_Financial_Services_SanctionLetter.pdf"; filename*=UTF-8''Mahindra_%26_Mahindra_Financial_Services_SanctionLetter.pdf`,
    );
  });

  it('never lets quotes, separators or non-ASCII through the plain name', () => {
    const header = contentDisposition('attachment', 'Bank "A"\\&;Co_रिपोर्ट.pdf');
    expect(header).toBe(
      `attachment; filename="Bank__A____Co_${'_'.repeat('रिपोर्ट'.length)}.pdf"; filename*=UTF-8''Bank%20%22A%22%5C%26%3BCo_${encodeURIComponent('रिपोर्ट')}.pdf`,
    );
  });
});

describe('a share link', () => {
  it('lives 24 hours, or less when its document expires sooner', () => {
    const now = generatedAt;
    expect(shareLinkExpiry(now, expiresAt).getTime()).toBe(now.getTime() + 24 * 3_600_000);
    const soon = new Date(now.getTime() + 3_600_000);
    expect(shareLinkExpiry(now, soon)).toEqual(soon);
  });
});
