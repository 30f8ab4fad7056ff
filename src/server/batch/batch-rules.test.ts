import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import {
  ALL_DONE_MESSAGE,
  BATCH_STAGES,
  bankRequests,
  batchProgress,
  listInWords,
  NOTHING_PRODUCED_MESSAGE,
  stageMessage,
  stagesBefore,
} from './batch-rules.js';

describe('bankRequests', () => {
  it('groups loans by lender, popular documents first, duplicates dropped', () => {
    const banks = bankRequests([
      {
        loanId: 'L1',
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        documentTypes: ['sanction_letter', 'statement_of_account', 'sanction_letter'],
      },
      {
        loanId: 'L2',
        lenderId: 'sbi',
        bankName: 'State Bank of India',
        documentTypes: ['foreclosure_letter'],
      },
      {
        loanId: 'L3',
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        documentTypes: ['repayment_schedule'],
      },
    ]);
    expect(banks).toEqual([
      {
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        documents: [
          { loanId: 'L1', documentType: 'statement_of_account' },
          { loanId: 'L3', documentType: 'repayment_schedule' },
          { loanId: 'L1', documentType: 'sanction_letter' },
        ],
      },
      {
        lenderId: 'sbi',
        bankName: 'State Bank of India',
        documents: [{ loanId: 'L2', documentType: 'foreclosure_letter' }],
      },
    ]);
  });

  it('asks for each (loan, type) exactly once, whatever the selection', () => {
    const selection = fc.array(
      fc.record({
        loanId: fc.constantFrom('L1', 'L2', 'L3', 'L4'),
        lenderId: fc.constantFrom('a', 'b', 'c'),
        documentTypes: fc.array(fc.constantFrom(...DOCUMENT_TYPES), { minLength: 1 }),
      }),
      { minLength: 1 },
    );
    fc.assert(
      fc.property(selection, (raw) => {
        // A loan belongs to one lender, and is selected once.
        const loans = [...new Map(raw.map((loan) => [loan.loanId, loan])).values()].map((loan) => ({
          ...loan,
          bankName: loan.lenderId.toUpperCase(),
        }));
        const banks = bankRequests(loans);
        const asked = banks.flatMap((bank) =>
          bank.documents.map((document) => `${document.loanId}:${document.documentType}`),
        );
        const expected = loans.flatMap((loan) =>
          [...new Set(loan.documentTypes)].map((type) => `${loan.loanId}:${type}`),
        );
        expect(asked.sort()).toEqual(expected.sort());
        expect(new Set(banks.map((bank) => bank.lenderId)).size).toBe(banks.length);
      }),
    );
  });
});

describe('stages', () => {
  it('only ever move forward', () => {
    expect(stagesBefore('CONSENT_PENDING')).toEqual([]);
    expect(stagesBefore('FETCHING_DOCUMENTS')).toEqual([
      'CONSENT_PENDING',
      'OTP_VERIFICATION',
      'PROCESSING_STARTED',
    ]);
    expect(stagesBefore('COMPLETED')).toEqual(BATCH_STAGES.slice(0, 5));
  });

  it('tell the borrower where things stand in plain words', () => {
    const at = (stage: (typeof BATCH_STAGES)[number]) =>
      stageMessage({ status: 'processing', stage, failedBanks: [] });
    expect(at('PROCESSING_STARTED')).toBe('Starting to contact your banks');
    expect(at('FETCHING_DOCUMENTS')).toBe('Fetching documents from your banks');
    expect(at('GENERATING_DOCUMENTS')).toBe('Preparing your PDF documents');
    expect(stageMessage({ status: 'completed', stage: 'COMPLETED', failedBanks: [] })).toBe(
      ALL_DONE_MESSAGE,
    );
    expect(
      stageMessage({ status: 'completed', stage: 'COMPLETED', failedBanks: ['A Bank', 'B Bank'] }),
    ).toBe(
      'Your documents are ready, but A Bank and B Bank were not reachable. Please try those banks again later.',
    );
    expect(stageMessage({ status: 'failed', stage: 'COMPLETED', failedBanks: ['A Bank'] })).toBe(
      NOTHING_PRODUCED_MESSAGE,
    );
  });

  it('list banks the way a sentence does', () => {
    expect(listInWords(['A'])).toBe('A');
    expect(listInWords(['A', 'B'])).toBe('A and B');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('batchProgress', () => {
  it('starts at 0, marks the OTP and the approval, and ends at 100', () => {
    const facts = { documentsRequested: 8, documentsEnded: 0 };
    expect(batchProgress({ ...facts, status: 'pending', stage: 'CONSENT_PENDING' })).toBe(0);
    expect(batchProgress({ ...facts, status: 'pending', stage: 'OTP_VERIFICATION' })).toBe(5);
    expect(batchProgress({ ...facts, status: 'processing', stage: 'PROCESSING_STARTED' })).toBe(10);
    expect(
      batchProgress({
        status: 'processing',
        stage: 'GENERATING_DOCUMENTS',
        documentsRequested: 8,
        documentsEnded: 4,
      }),
    ).toBe(52);
    expect(batchProgress({ ...facts, status: 'failed', stage: 'COMPLETED' })).toBe(100);
  });

  it('never goes back as documents end, and stays below 100 until the batch ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (requested) => {
        let previous = 5;
        for (let ended = 0; ended <= requested; ended++) {
          const progress = batchProgress({
            status: 'processing',
            stage: 'GENERATING_DOCUMENTS',
            documentsRequested: requested,
            documentsEnded: ended,
          });
          expect(progress).toBeGreaterThanOrEqual(previous);
          expect(progress).toBeLessThan(100);
          previous = progress;
        }
      }),
    );
  });
});
