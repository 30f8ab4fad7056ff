import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_STAGES } from '../../shared/batch.js';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import type { Language } from '../../shared/languages.js';
import { render } from '../i18n/messages.js';
import {
  bankRequests,
  batchProgress,
  estimatedSecondsLeft,
  KEEP_TRYING_WINDOW_MS,
  keepTryingAt,
  percentile,
  stageSentence,
  stagesBefore,
} from './batch-rules.js';

/** A home loan's account, with the last four digits its file names carry when given. */
function home(accountMasked: string, accountSuffix?: string) {
  return { loanType: 'home_loan' as const, accountMasked, accountSuffix };
}

describe('bankRequests', () => {
  it('groups loans by lender, popular documents first, duplicates dropped', () => {
    const banks = bankRequests([
      {
        loanId: 'L1',
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        ...home('XXXX1111', '1111'),
        documentTypes: ['sanction_letter', 'statement_of_account', 'sanction_letter'],
      },
      {
        loanId: 'L2',
        lenderId: 'sbi',
        bankName: 'State Bank of India',
        ...home('XXXX2222'),
        documentTypes: ['foreclosure_letter'],
      },
      {
        loanId: 'L3',
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        ...home('XXXX3333', '3333'),
        documentTypes: ['repayment_schedule'],
      },
    ]);
    const loan = (loanId: string, account: string, suffix?: string) => ({
      loanId,
      loanType: 'home_loan',
      accountMasked: account,
      ...(suffix ? { accountSuffix: suffix } : {}),
    });
    expect(banks).toEqual([
      {
        lenderId: 'hdfc-bank',
        bankName: 'HDFC Bank',
        documents: [
          { ...loan('L1', 'XXXX1111', '1111'), documentType: 'statement_of_account' },
          { ...loan('L3', 'XXXX3333', '3333'), documentType: 'repayment_schedule' },
          { ...loan('L1', 'XXXX1111', '1111'), documentType: 'sanction_letter' },
        ],
      },
      {
        lenderId: 'sbi',
        bankName: 'State Bank of India',
        documents: [{ ...loan('L2', 'XXXX2222'), documentType: 'foreclosure_letter' }],
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
          ...home(`XXXX${loan.loanId}`),
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
    const stageMessage = (facts: Parameters<typeof stageSentence>[0]) =>
      render(stageSentence(facts), 'en');
    const at = (stage: (typeof BATCH_STAGES)[number]) =>
      stageMessage({ status: 'processing', stage, failedBanks: [], banksReady: 0, banksTotal: 2 });
    expect(at('PROCESSING_STARTED')).toBe('Starting to contact your banks');
    expect(at('FETCHING_DOCUMENTS')).toBe('Fetching documents from your banks');
    expect(at('GENERATING_DOCUMENTS')).toBe('Preparing your PDF documents');
    const completed = { status: 'completed', stage: 'COMPLETED' } as const;
    expect(stageMessage({ ...completed, failedBanks: [], banksReady: 5, banksTotal: 5 })).toBe(
      'All done — your documents are ready',
    );
    expect(
      stageMessage({
        ...completed,
        failedBanks: ['A Bank', 'B Bank'],
        banksReady: 3,
        banksTotal: 5,
      }),
    ).toBe(
      '3 of 5 banks ready. We could not get documents from A Bank and B Bank: choose Try again to ask those banks once more.',
    );
    expect(
      stageMessage({
        status: 'failed',
        stage: 'COMPLETED',
        failedBanks: ['A Bank'],
        banksReady: 0,
        banksTotal: 1,
      }),
    ).toBe('We could not get any documents from your banks. Please try again later.');
  });

  it('list banks the way a sentence does, in each language', () => {
    const failed = (banks: string[], language: Language) =>
      render(
        stageSentence({
          status: 'completed',
          stage: 'COMPLETED',
          failedBanks: banks,
          banksReady: 4,
          banksTotal: 4 + banks.length,
        }),
        language,
      );
    expect(failed(['A'], 'en')).toBe(
      '4 of 5 banks ready. We could not get documents from A: choose Try again to ask that bank once more.',
    );
    expect(failed(['A', 'B'], 'en')).toContain('from A and B: choose');
    expect(failed(['A', 'B', 'C'], 'en')).toContain(
      '4 of 7 banks ready. We could not get documents from A, B and C',
    );
    expect(failed(['A', 'B', 'C'], 'hi')).toContain(
      '7 में से 4 बैंक तैयार। A, B और C से दस्तावेज़ नहीं मिल सके',
    );
  });
});

describe('percentile', () => {
  it('takes the nearest rank, and has nothing to say about no values', () => {
    expect(percentile([], 0.9)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([5, 1, 4, 2, 3, 10, 9, 8, 7, 6], 0.9)).toBe(9);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
  });
});

describe('estimatedSecondsLeft', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const latencies = new Map([
    ['fast', 20],
    ['slow', 120],
  ]);

  it('waits for the slowest bank, counting from when each started', () => {
    expect(
      estimatedSecondsLeft(
        [
          { lenderId: 'fast', startedAt: null },
          { lenderId: 'slow', startedAt: secondsAgo(30) },
        ],
        latencies,
        now,
      ),
    ).toBe(90);
  });

  it('never says zero for a bank past its usual time', () => {
    expect(
      estimatedSecondsLeft([{ lenderId: 'fast', startedAt: secondsAgo(300) }], latencies, now),
    ).toBe(10);
  });

  it('gives no estimate when a lender has no recent history', () => {
    expect(estimatedSecondsLeft([{ lenderId: 'new', startedAt: null }], latencies, now)).toBeNull();
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

describe('keepTryingAt', () => {
  const since = new Date('2026-01-15T10:00:00Z');
  const hoursAfter = (at: Date | null) =>
    at ? (at.getTime() - since.getTime()) / 3_600_000 : null;

  it('tries after 15 min, 1, 3 and 6 h, then every 12 h, and last at the end of the 72 hours', () => {
    const until = new Date(since.getTime() + KEEP_TRYING_WINDOW_MS);
    const tries = Array.from({ length: 12 }, (_, tries) =>
      hoursAfter(keepTryingAt(since, until, tries)),
    );
    expect(tries).toEqual([0.25, 1, 3, 6, 18, 30, 42, 54, 66, 72, null, null]);
  });

  it('ends with the window when it is shorter (a consent that runs out first)', () => {
    const until = new Date(since.getTime() + 5 * 3_600_000);
    const tries = Array.from({ length: 6 }, (_, tries) =>
      hoursAfter(keepTryingAt(since, until, tries)),
    );
    expect(tries).toEqual([0.25, 1, 3, 5, null, null]);
  });
});
