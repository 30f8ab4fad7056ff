import { describe, expect, it } from 'vitest';
import {
  BATCH_POLL_INTERVAL_MS,
  batchPollInterval,
  KEEP_TRYING_POLL_INTERVAL_MS,
} from './batch-status';

const keptTrying = (state: 'on' | 'recovered' | 'gave_up') => ({
  keepTrying: { state, nextTryAt: null, until: null, sms: false },
});

describe('batchPollInterval', () => {
  it('asks every 2 s until the first answer and while the banks work', () => {
    expect(batchPollInterval(undefined)).toBe(BATCH_POLL_INTERVAL_MS);
    expect(batchPollInterval({ batch: { status: 'processing' }, bankProcessingStatus: [] })).toBe(
      BATCH_POLL_INTERVAL_MS,
    );
  });

  it('stops once the batch has finished, unless the server keeps trying a bank', () => {
    const none = { keepTrying: null };
    expect(
      batchPollInterval({ batch: { status: 'completed' }, bankProcessingStatus: [none] }),
    ).toBe(false);
    expect(
      batchPollInterval({
        batch: { status: 'completed' },
        bankProcessingStatus: [none, keptTrying('on')],
      }),
    ).toBe(KEEP_TRYING_POLL_INTERVAL_MS);
    expect(
      batchPollInterval({ batch: { status: 'failed' }, bankProcessingStatus: [keptTrying('on')] }),
    ).toBe(KEEP_TRYING_POLL_INTERVAL_MS);
    expect(
      batchPollInterval({
        batch: { status: 'completed' },
        bankProcessingStatus: [keptTrying('recovered'), keptTrying('gave_up')],
      }),
    ).toBe(false);
  });
});
