import { describe, expect, it } from 'vitest';
import { parseSentOtp, resumePhase } from './batch-phase';

describe('resumePhase', () => {
  it('asks for the OTP only while the batch waits for it', () => {
    expect(resumePhase({ status: 'pending', currentStage: 'CONSENT_PENDING' })).toBe(
      'awaiting_otp',
    );
    expect(resumePhase({ status: 'pending', currentStage: 'OTP_VERIFICATION' })).toBe(
      'awaiting_otp',
    );
  });

  it('resumes the progress of a verified batch, failed ones included', () => {
    expect(resumePhase({ status: 'processing', currentStage: 'FETCHING_DOCUMENTS' })).toBe(
      'processing',
    );
    expect(resumePhase({ status: 'pending', currentStage: 'PROCESSING_STARTED' })).toBe(
      'processing',
    );
    expect(resumePhase({ status: 'failed', currentStage: 'COMPLETED' })).toBe('processing');
  });

  it('shows a completed batch as completed', () => {
    expect(resumePhase({ status: 'completed', currentStage: 'COMPLETED' })).toBe('completed');
  });
});

describe('parseSentOtp', () => {
  const sent = { batchId: 'B1', phoneMasked: '+91 XXXXXX3210', expiresAt: 1_000_000 };

  it("returns this batch's OTP while it is valid", () => {
    expect(parseSentOtp(JSON.stringify(sent), 'B1', 999_999)).toEqual(sent);
  });

  it('forgets an expired OTP, another batch’s, and anything unreadable', () => {
    expect(parseSentOtp(JSON.stringify(sent), 'B1', 1_000_000)).toBeUndefined();
    expect(parseSentOtp(JSON.stringify(sent), 'B2', 0)).toBeUndefined();
    expect(parseSentOtp('{not json', 'B1', 0)).toBeUndefined();
    expect(parseSentOtp(JSON.stringify({ batchId: 'B1' }), 'B1', 0)).toBeUndefined();
    expect(parseSentOtp(null, 'B1', 0)).toBeUndefined();
  });
});
