import { describe, expect, it } from 'vitest';
import {
  LenderAccountNotFoundError,
  LenderRefusedError,
  LenderUnavailableError,
} from '../providers/providers.js';
import { bankFailureReason, LoanMissingFromAnswer } from './bank-failure.js';

describe('bankFailureReason', () => {
  it('tells apart no answer, no such documents and a refusal, and nothing else', () => {
    expect(bankFailureReason(new LenderUnavailableError('idfc-first-bank'))).toBe('no_answer');
    expect(bankFailureReason(new LenderAccountNotFoundError('sbi', 'L1'))).toBe(
      'documents_not_available',
    );
    expect(bankFailureReason(new LoanMissingFromAnswer('Lender sbi did not return a loan'))).toBe(
      'documents_not_available',
    );
    expect(bankFailureReason(new LenderRefusedError('sbi', 'Lender sbi refused'))).toBe('refused');
    // Anything unforeseen (a lost job, a bug) is told as the lender not answering.
    expect(bankFailureReason(new Error('socket hang up'))).toBe('no_answer');
    expect(bankFailureReason('a string')).toBe('no_answer');
  });
});
