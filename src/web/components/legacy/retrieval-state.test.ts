import { describe, expect, it } from 'vitest';
import type { RetrievedDocument } from '../../../shared/api/legacy';
import {
  formatKb,
  type LoanRetrieval,
  retrievalPhase,
  retrievedDocuments,
  selectionSignature,
} from './retrieval-state';

const consent = { token: 't', phoneMasked: '+91 XXXXXX3210', expiresAt: 1_000_000 };
const document: RetrievedDocument = {
  account_id: 'a',
  document_type: 'soa',
  file_name: 'Bank_StatementofAccount.pdf',
  file_size: 12_636,
  download_url: '/d',
  file_path: '/v',
  document_id: 'doc_1',
};

describe('the older retrieval phase', () => {
  const ids = ['a', 'b'];
  it('asks for consent first, then waits for codes until every loan has ended', () => {
    expect(retrievalPhase(ids, {}, false)).toBe('consent');
    const waiting: Record<string, LoanRetrieval> = {
      a: { status: 'awaiting-otp', consent },
      b: { status: 'awaiting-otp', consent },
    };
    expect(retrievalPhase(ids, waiting, true)).toBe('otp');
    expect(
      retrievalPhase(ids, { ...waiting, a: { status: 'retrieved', documents: [document] } }, true),
    ).toBe('otp');
    expect(
      retrievalPhase(
        ids,
        {
          a: { status: 'retrieved', documents: [document] },
          b: { status: 'failed', message: 'Bank is not responding' },
        },
        true,
      ),
    ).toBe('settled');
  });

  it('says so when no bank could be asked, and waits for a loan asked again', () => {
    const failed = { status: 'consent-failed', message: 'x' } as const;
    expect(retrievalPhase(ids, { a: failed, b: failed }, true)).toBe('consent-failed');
    expect(retrievalPhase(ids, { a: failed, b: { status: 'requesting' } }, true)).toBe('otp');
    expect(
      retrievalPhase(ids, { a: failed, b: { status: 'retrieved', documents: [] } }, true),
    ).toBe('settled');
  });

  it('lists the retrieved documents loan by loan, in the order selected', () => {
    const loans = ['a', 'b', 'c'].map((id) => ({
      id,
      bank_name: id,
      account_number: id,
      loan_type: 'home_loan',
      documentTypes: ['soa' as const],
    }));
    const listed = retrievedDocuments(loans, {
      c: { status: 'retrieved', documents: [document] },
      a: { status: 'retrieved', documents: [document] },
      b: { status: 'failed', message: 'x' },
    });
    expect(listed.map((entry) => entry.loan.id)).toEqual(['a', 'c']);
  });
});

describe('older retrieval formats', () => {
  it('shows sizes in KB with one decimal', () => {
    expect(formatKb(12_636)).toBe('12.3 KB');
    expect(formatKb(1024)).toBe('1.0 KB');
    expect(formatKb(2_202_009)).toBe('2150.4 KB');
  });

  it('tells selections apart by borrower, loan and documents', () => {
    const loan = { id: 'a', bank_name: 'A', account_number: 'X', loan_type: 'home_loan' };
    const one = selectionSignature('AQMPS4821K', [{ ...loan, documentTypes: ['soa'] }]);
    expect(selectionSignature('AQMPS4821K', [{ ...loan, documentTypes: ['soa'] }])).toBe(one);
    expect(
      selectionSignature('AQMPS4821K', [{ ...loan, documentTypes: ['soa', 'sanction_letter'] }]),
    ).not.toBe(one);
    expect(selectionSignature('BKTPV6390L', [{ ...loan, documentTypes: ['soa'] }])).not.toBe(one);
  });
});
