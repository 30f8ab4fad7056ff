import { describe, expect, it } from 'vitest';
import { answersRepeat, LENDER_CONSENT_RULES, requestedDocumentTypes } from './legacy-rules.js';

describe('requestedDocumentTypes', () => {
  it("maps 'soa' to statement_of_account and keeps each type once, in the order chosen", () => {
    expect(requestedDocumentTypes(['sanction_letter', 'soa', 'sanction_letter'])).toEqual([
      'sanction_letter',
      'statement_of_account',
    ]);
    expect(requestedDocumentTypes(['repayment_schedule', 'foreclosure_letter'])).toEqual([
      'repayment_schedule',
      'foreclosure_letter',
    ]);
  });
});

describe('answersRepeat', () => {
  const verifiedAt = new Date('2026-11-22T10:00:00Z');
  const consent = {
    status: 'verified' as const,
    verifiedAt,
    verifiedCodeDigest: 'digest-of-code',
    approvedTypes: ['statement_of_account', 'repayment_schedule'] as const,
  };
  const at = (ms: number) => new Date(verifiedAt.getTime() + ms);

  it('answers the same code for approved types within the window', () => {
    const request = { codeDigest: 'digest-of-code', types: ['repayment_schedule'] as const };
    expect(answersRepeat(consent, request, at(0))).toBe(true);
    expect(answersRepeat(consent, request, at(LENDER_CONSENT_RULES.repeatWindowMs))).toBe(true);
  });

  it('refuses after the window, another code, or a type the code did not approve', () => {
    const same = { codeDigest: 'digest-of-code', types: ['statement_of_account'] as const };
    expect(answersRepeat(consent, same, at(LENDER_CONSENT_RULES.repeatWindowMs + 1))).toBe(false);
    expect(answersRepeat(consent, { ...same, codeDigest: 'digest-of-another' }, at(1000))).toBe(
      false,
    );
    expect(
      answersRepeat(
        consent,
        { ...same, types: ['statement_of_account', 'sanction_letter'] },
        at(1000),
      ),
    ).toBe(false);
  });

  it('refuses a consent that was never verified', () => {
    const request = { codeDigest: 'digest-of-code', types: ['statement_of_account'] as const };
    expect(
      answersRepeat({ ...consent, status: 'requested', verifiedAt: null }, request, at(0)),
    ).toBe(false);
    expect(answersRepeat({ ...consent, verifiedCodeDigest: null }, request, at(0))).toBe(false);
  });
});
