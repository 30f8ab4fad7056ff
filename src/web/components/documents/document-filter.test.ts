import { describe, expect, it } from 'vitest';
import type { LoanDocument } from '../../../shared/api/documents';
import {
  DOCUMENT_DISPLAY_NAMES,
  type DocumentType,
  documentFileName,
} from '../../../shared/documents';
import {
  ALL_BANKS,
  bankNames,
  countDocuments,
  filterDocuments,
  tabCounts,
} from './document-filter';

function document(
  bankName: string,
  documentType: DocumentType,
  status: LoanDocument['status'] = 'ready',
  loanId = `loan-${bankName}`,
): LoanDocument {
  const displayName = DOCUMENT_DISPLAY_NAMES[documentType];
  return {
    documentId: `${bankName}-${documentType}-${loanId}`,
    bankName,
    documentType,
    displayName,
    status,
    fileName: documentFileName(bankName, displayName),
    fileSize: status === 'ready' ? '48.2 KB' : '',
    fileSizeBytes: status === 'ready' ? 49_357 : null,
    generatedAt: status === 'ready' ? '2026-03-01T10:00:00.000Z' : null,
    expiresAt: status === 'ready' ? '2026-03-31T10:00:00.000Z' : null,
    downloadCount: 0,
    canDownload: status === 'ready',
    download_url: status === 'ready' ? '/api/documents/x/download?sig=1' : null,
    view_url: status === 'ready' ? '/api/documents/x/view?sig=1' : null,
    data_url: status === 'ready' ? '/api/documents/x/data?sig=1' : null,
    loanId,
    requestId: 'batch-1',
    lenderId: 'hdfc-bank',
    loanType: 'home_loan',
    accountMasked: 'XXXX7890',
    version: 1,
    isCurrent: true,
    verificationCode: 'K7QM-2XWD-9PRT',
  };
}

const documents = [
  document('HDFC Bank', 'statement_of_account'),
  document('HDFC Bank', 'repayment_schedule'),
  document('ICICI Bank', 'statement_of_account', 'processing'),
  document('ICICI Bank', 'sanction_letter', 'failed'),
  document('Bajaj Finance', 'foreclosure_letter'),
];

describe('countDocuments', () => {
  it('counts ready, processing, distinct banks and all documents', () => {
    expect(countDocuments(documents)).toEqual({ ready: 3, processing: 1, banks: 3, total: 5 });
    expect(countDocuments([])).toEqual({ ready: 0, processing: 0, banks: 0, total: 0 });
  });
});

describe('bankNames', () => {
  it('lists each bank once, alphabetically', () => {
    expect(bankNames(documents)).toEqual(['Bajaj Finance', 'HDFC Bank', 'ICICI Bank']);
  });
});

describe('filterDocuments', () => {
  const all = { search: '', bank: ALL_BANKS, tab: 'all' } as const;

  it('matches the search in bank name, display name or file name, ignoring case', () => {
    const ids = (search: string) =>
      filterDocuments(documents, { ...all, search }).map((found) => found.documentId);
    expect(ids('hdfc')).toHaveLength(2);
    expect(ids('  STATEMENT of ')).toHaveLength(2);
    expect(ids('bajaj_finance_foreclosure')).toEqual([
      'Bajaj Finance-foreclosure_letter-loan-Bajaj Finance',
    ]);
    expect(ids('axis')).toEqual([]);
  });

  it('combines search, bank and tab', () => {
    expect(
      filterDocuments(documents, { search: 'statement', bank: 'ICICI Bank', tab: 'all' }),
    ).toHaveLength(1);
    expect(
      filterDocuments(documents, {
        search: 'statement',
        bank: 'ICICI Bank',
        tab: 'repayment_schedule',
      }),
    ).toHaveLength(0);
    expect(
      filterDocuments(documents, { search: '', bank: 'HDFC Bank', tab: 'repayment_schedule' }),
    ).toHaveLength(1);
  });
});

describe('tabCounts', () => {
  it('counts each tab under the current search and bank', () => {
    expect(tabCounts(documents, { search: '', bank: ALL_BANKS })).toEqual({
      all: 5,
      statement_of_account: 2,
      repayment_schedule: 1,
      sanction_letter: 1,
      foreclosure_letter: 1,
      certificates: 0,
    });
    expect(tabCounts(documents, { search: 'bank', bank: 'HDFC Bank' })).toEqual({
      all: 2,
      statement_of_account: 1,
      repayment_schedule: 1,
      sanction_letter: 0,
      foreclosure_letter: 0,
      certificates: 0,
    });
  });

  it('gathers interest and no-dues certificates in one tab, so the tabs add up to All', () => {
    const withCertificates = [
      ...documents,
      document('HDFC Bank', 'interest_certificate'),
      document('Bajaj Finance', 'no_dues_certificate'),
    ];
    const counts = tabCounts(withCertificates, { search: '', bank: ALL_BANKS });
    expect(counts.certificates).toBe(2);
    const { all, ...tabs } = counts;
    expect(Object.values(tabs).reduce((sum, count) => sum + count, 0)).toBe(all);
    expect(
      filterDocuments(withCertificates, { search: '', bank: ALL_BANKS, tab: 'certificates' }).map(
        (each) => each.documentType,
      ),
    ).toEqual(['interest_certificate', 'no_dues_certificate']);
  });
});
