import { describe, expect, it } from 'vitest';
import type { LoanDocument } from '../../../shared/api/documents';
import { DOCUMENT_DISPLAY_NAMES, type DocumentType } from '../../../shared/documents';
import {
  currentDocuments,
  documentFamilies,
  groupByLoan,
  RECENT_DOCUMENT_MS,
  recentDocuments,
  recentKey,
} from './document-groups';

const NOW = new Date('2026-03-10T12:00:00.000Z');

function version(
  loanId: string,
  documentType: DocumentType,
  number: number,
  {
    isCurrent = true,
    status = 'ready',
    hoursAgo = 48,
  }: { isCurrent?: boolean; status?: LoanDocument['status']; hoursAgo?: number } = {},
): LoanDocument {
  const bankName = loanId.startsWith('hdfc') ? 'HDFC Bank' : 'Axis Bank';
  const generatedAt =
    status === 'ready' ? new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString() : null;
  return {
    documentId: `${loanId}-${documentType}-v${number}`,
    bankName,
    documentType,
    displayName: DOCUMENT_DISPLAY_NAMES[documentType],
    status,
    fileName: `${bankName}.pdf`,
    fileSize: status === 'ready' ? '48.2 KB' : '',
    fileSizeBytes: status === 'ready' ? 49_357 : null,
    generatedAt,
    expiresAt: generatedAt,
    downloadCount: 0,
    canDownload: status === 'ready',
    download_url: status === 'ready' ? '/d' : null,
    view_url: status === 'ready' ? '/v' : null,
    data_url: status === 'ready' ? '/j' : null,
    loanId,
    requestId: `batch-${number}`,
    lenderId: 'hdfc-bank',
    loanType: loanId.endsWith('home') ? 'home_loan' : 'personal_loan',
    accountMasked: loanId.endsWith('home') ? 'XXXX7890' : 'XXXX1234',
    version: number,
    isCurrent,
    verificationCode: null,
  };
}

// As the server lists them: newest request first.
const listed = [
  version('hdfc-home', 'statement_of_account', 2, { hoursAgo: 2 }),
  version('hdfc-home', 'sanction_letter', 1, { hoursAgo: 2 }),
  version('axis-personal', 'repayment_schedule', 1),
  version('axis-personal', 'statement_of_account', 1),
  version('hdfc-home', 'statement_of_account', 1, { isCurrent: false }),
];

describe('documentFamilies and currentDocuments', () => {
  it('puts each loan’s document of one type on one card, the earlier versions under it', () => {
    const families = documentFamilies(listed);
    expect(families).toHaveLength(4);
    const statement = families.find(
      (family) => family.current.documentId === 'hdfc-home-statement_of_account-v2',
    );
    expect(statement?.previous.map((document) => document.documentId)).toEqual([
      'hdfc-home-statement_of_account-v1',
    ]);
    expect(currentDocuments(listed).map((document) => document.documentId)).toEqual([
      'hdfc-home-statement_of_account-v2',
      'hdfc-home-sanction_letter-v1',
      'axis-personal-repayment_schedule-v1',
      'axis-personal-statement_of_account-v1',
    ]);
  });

  it('keeps the version the server calls current, even when a newer one failed', () => {
    const family = documentFamilies([
      version('hdfc-home', 'statement_of_account', 2, { isCurrent: false, status: 'failed' }),
      version('hdfc-home', 'statement_of_account', 1),
    ]);
    expect(family[0]?.current.version).toBe(1);
    expect(family[0]?.previous.map((document) => document.version)).toEqual([2]);
  });
});

describe('groupByLoan', () => {
  it('groups the shown cards by loan, newest loan first, types in their usual order', () => {
    const groups = groupByLoan(currentDocuments(listed), documentFamilies(listed));
    expect(groups.map((group) => [group.bankName, group.loanType, group.accountMasked])).toEqual([
      ['HDFC Bank', 'home_loan', 'XXXX7890'],
      ['Axis Bank', 'personal_loan', 'XXXX1234'],
    ]);
    expect(groups[1]?.families.map((family) => family.current.documentType)).toEqual([
      'statement_of_account',
      'repayment_schedule',
    ]);
    expect(groups[0]?.families[0]?.previous).toHaveLength(1);
  });

  it('shows only the loans that have a card left after filtering', () => {
    const shown = currentDocuments(listed).filter((document) => document.bankName === 'Axis Bank');
    expect(groupByLoan(shown, documentFamilies(listed)).map((group) => group.loanId)).toEqual([
      'axis-personal',
    ]);
  });
});

describe('recentDocuments', () => {
  it('finds the ready documents made less than 24 hours ago, by loan and type', () => {
    const recent = recentDocuments(listed, NOW);
    expect([...recent.keys()].sort()).toEqual(
      [
        recentKey('hdfc-home', 'statement_of_account'),
        recentKey('hdfc-home', 'sanction_letter'),
      ].sort(),
    );
    expect(recent.get(recentKey('hdfc-home', 'statement_of_account'))?.version).toBe(2);
  });

  it('ignores documents at or over a day old, still being made, or failed', () => {
    const justOld = version('hdfc-home', 'foreclosure_letter', 1, {
      hoursAgo: RECENT_DOCUMENT_MS / 3_600_000,
    });
    const making = version('axis-personal', 'sanction_letter', 1, { status: 'processing' });
    const failed = version('axis-personal', 'foreclosure_letter', 1, { status: 'failed' });
    expect(recentDocuments([justOld, making, failed], NOW).size).toBe(0);
  });
});

describe('interest certificates of several years', () => {
  const certificate = (financialYear: string, hoursAgo: number): LoanDocument => ({
    ...version('hdfc-home', 'interest_certificate', 1, { hoursAgo }),
    documentId: `hdfc-home-interest_certificate-${financialYear}`,
    financialYear,
  });
  const years = [certificate('2024-25', 60), certificate('2025-26', 2)];

  it('are a card each, the newest year first, never versions of one another', () => {
    const families = documentFamilies(years);
    expect(families).toHaveLength(2);
    expect(families.every((family) => family.previous.length === 0)).toBe(true);
    const [group] = groupByLoan(currentDocuments(years), families);
    expect(group?.families.map((family) => family.current.financialYear)).toEqual([
      '2025-26',
      '2024-25',
    ]);
  });

  it('are offered again only for the year asked for', () => {
    const recent = recentDocuments(years, NOW);
    expect(recent.get(recentKey('hdfc-home', 'interest_certificate', '2025-26'))).toBe(years[1]);
    expect(recent.has(recentKey('hdfc-home', 'interest_certificate', '2024-25'))).toBe(false);
    expect(recent.has(recentKey('hdfc-home', 'interest_certificate', '2026-27'))).toBe(false);
  });
});
