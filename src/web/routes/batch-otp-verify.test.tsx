import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankProcessingStatus, BatchStatusResponse } from '../../shared/api/batch';
import type { BatchStage, BatchStatus } from '../../shared/batch';
import { BATCH_POLL_INTERVAL_MS } from '../api/batch-status';
import { ANSWER_DEADLINE_MS } from '../lib/answer-deadline';
import { type FakeAnswer, fakeApi, ok, problem, sampleId } from '../testing/fake-api';
import { passTime, renderScreen } from '../testing/render-screen';
import { BatchOtpVerifyPage } from './batch-otp-verify';

/**
 * /batch-otp-verify's machine as the borrower lives it: the one OTP sent by itself on arrival
 * (once, even under StrictMode and after a reload), then the banks processed with the status
 * asked every 2 s, until the batch has completed or failed.
 */

const BATCH = sampleId('batch-1');
const STATUS = `GET /api/consent/batch/status/${BATCH}`;
const SEND = 'POST /api/consent/batch/send-otp';
const VERIFY = 'POST /api/consent/batch/verify-otp';
const PHONE_MASKED = '+91 XXXXXX2237';

function bank(
  bankName: string,
  status: BankProcessingStatus['status'],
  documentsGenerated = 0,
  more: Partial<BankProcessingStatus> = {},
): BankProcessingStatus {
  return {
    bankName,
    lenderId: bankName.toLowerCase().replaceAll(' ', '-'),
    status,
    documentsGenerated,
    documentsRequested: 2,
    attempt: status === 'pending' ? 0 : 1,
    maxAttempts: 4,
    retrying: false,
    canRetry: false,
    failureReason: status === 'failed' ? 'no_answer' : null,
    canKeepTrying: false,
    keepTrying: null,
    contact: null,
    ...more,
  };
}

function batchStatus(
  status: BatchStatus,
  currentStage: BatchStage,
  progress: number,
  banks: BankProcessingStatus[],
  failedBanks: string[] = [],
): FakeAnswer {
  const response: BatchStatusResponse = {
    success: true,
    batch: {
      batchId: BATCH,
      status,
      currentStage,
      progress,
      stageMessage: '',
      documentsRequested: 4,
      documentsGenerated: banks.reduce((sum, each) => sum + each.documentsGenerated, 0),
      failedBanks,
      banksReady: banks.filter((each) => each.status === 'completed').length,
      banksTotal: banks.length,
      estimatedSecondsLeft: status === 'processing' ? 150 : null,
      createdAt: '2026-11-20T10:00:00.000Z',
      completedAt: status === 'completed' ? '2026-11-20T10:01:00.000Z' : null,
    },
    bankProcessingStatus: banks,
  };
  return ok(response);
}

const awaitingOtp = batchStatus('pending', 'OTP_VERIFICATION', 0, [
  bank('HDFC Bank', 'pending'),
  bank('ICICI Bank', 'pending'),
]);
const otpSent = ok({
  success: true,
  message: 'OTP sent',
  phone_masked: PHONE_MASKED,
  expires_in: 300,
  resend_after: 30,
});

function openBatch() {
  renderScreen(<BatchOtpVerifyPage />, {
    path: '/batch-otp-verify',
    state: { panNumber: 'AQMPS4821K', consentVerified: true, batchId: BATCH },
  });
}

async function verify(code: string) {
  // A whole code is checked as soon as it is typed.
  fireEvent.change(screen.getByLabelText('One-time password (OTP)'), { target: { value: code } });
  await passTime();
}

/**
 * The batch opened and its OTP verified; from then on the status is what `afterVerify` answers.
 * `more` answers the screen's other calls.
 */
async function openVerified(
  afterVerify: () => FakeAnswer | Promise<FakeAnswer>,
  more: Parameters<typeof fakeApi>[0] = {},
) {
  let verified = false;
  const api = fakeApi({
    [STATUS]: () => (verified ? afterVerify() : awaitingOtp),
    [SEND]: () => otpSent,
    [VERIFY]: () => {
      verified = true;
      return ok({ success: true, message: 'Verified' });
    },
    ...more,
  });
  openBatch();
  await passTime();
  await verify('654321');
  return api;
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('/batch-otp-verify', () => {
  it('sends the one OTP by itself on arrival, once, and keeps it over a reload', async () => {
    const api = fakeApi({ [STATUS]: () => awaitingOtp, [SEND]: () => otpSent });
    const first = renderScreen(<BatchOtpVerifyPage />, {
      path: '/batch-otp-verify',
      state: { panNumber: 'AQMPS4821K', consentVerified: true, batchId: BATCH },
    });
    await passTime();
    // StrictMode ran the arrival's effects twice: still one SMS.
    expect(api.calls(SEND)).toEqual([{ batchId: BATCH }]);
    expect(screen.getByText(`OTP sent to ${PHONE_MASKED}`)).toBeInTheDocument();
    expect(
      screen.getByText('This one OTP authorises the requests to all 2 banks.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('OTP expires in 5:00');

    // A reload a minute later: the code sent is still there to type, with its time left.
    await passTime(60_000);
    first.unmount();
    openBatch();
    await passTime();
    expect(api.calls(SEND)).toHaveLength(1);
    expect(screen.getByText(`OTP sent to ${PHONE_MASKED}`)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('OTP expires in 4:00');
  });

  it('offers to send the OTP again when the first one could not be sent', async () => {
    let sends = 0;
    const api = fakeApi({
      [STATUS]: () => awaitingOtp,
      [SEND]: () => {
        sends += 1;
        return sends === 1 ? 'network-error' : otpSent;
      },
    });
    openBatch();
    await passTime();
    expect(screen.getByRole('heading', { name: 'Failed to send OTP' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await passTime();
    expect(api.calls(SEND)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
  });

  it('shows the banks being processed, asking every 2 s, until the batch has completed', async () => {
    const answers = [
      batchStatus('processing', 'FETCHING_DOCUMENTS', 40, [
        bank('HDFC Bank', 'completed', 2),
        bank('ICICI Bank', 'processing'),
      ]),
      batchStatus('completed', 'COMPLETED', 100, [
        bank('HDFC Bank', 'completed', 2),
        bank('ICICI Bank', 'completed', 2),
      ]),
    ];
    let verified = false;
    const api = fakeApi({
      [STATUS]: () => (verified ? (answers[0] ?? awaitingOtp) : awaitingOtp),
      [SEND]: () => otpSent,
      [VERIFY]: ({ otpCode }: { otpCode: string }) => {
        if (otpCode !== '654321') return problem(400, 'OTP_INCORRECT', 'Incorrect OTP.');
        verified = true;
        return ok({ success: true, message: 'Verified' });
      },
    });
    openBatch();
    await passTime();
    await verify('123456');
    expect(screen.getByText('Incorrect OTP.')).toBeInTheDocument();
    await verify('654321');
    expect(api.calls(VERIFY)).toEqual([
      { batchId: BATCH, otpCode: '123456' },
      { batchId: BATCH, otpCode: '654321' },
    ]);

    expect(screen.getByRole('heading', { name: 'Fetching your documents' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuetext',
      '40% complete',
    );
    expect(screen.getByText('Fetching your loan records from each bank...')).toBeInTheDocument();
    const banks = screen.getByRole('region', { name: 'Bank by bank' });
    const row = (name: string) => within(banks).getByText(name).closest('li') as HTMLElement;
    expect(within(row('HDFC Bank')).getByText('Completed')).toBeInTheDocument();
    expect(within(row('ICICI Bank')).getByText('Processing')).toBeInTheDocument();
    expect(
      screen.getByText('About 3 minutes left, going by how long these banks have taken lately.'),
    ).toBeInTheDocument();

    const asked = api.calls(STATUS).length;
    answers.shift();
    await passTime(1_999);
    expect(api.calls(STATUS)).toHaveLength(asked);
    await passTime(1);
    expect(api.calls(STATUS)).toHaveLength(asked + 1);
    expect(screen.getByRole('heading', { name: 'Your documents are ready' })).toBeInTheDocument();
    expect(
      screen.getByText('4 documents are ready to view, download and share.'),
    ).toBeInTheDocument();

    // A completed batch is asked no more.
    await passTime(10_000);
    expect(api.calls(STATUS)).toHaveLength(asked + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Document Center' }));
    expect(screen.getByRole('heading', { name: 'Screen /document-center' })).toBeInTheDocument();
  });

  it('gives up a status poll that gets no answer, and goes on polling', async () => {
    const processing = batchStatus('processing', 'FETCHING_DOCUMENTS', 40, [
      bank('HDFC Bank', 'completed', 2),
      bank('ICICI Bank', 'processing'),
    ]);
    const completed = batchStatus('completed', 'COMPLETED', 100, [
      bank('HDFC Bank', 'completed', 2),
      bank('ICICI Bank', 'completed', 2),
    ]);
    let network: 'answers' | 'carries nothing' = 'answers';
    const api = await openVerified(() =>
      network === 'carries nothing' ? new Promise<FakeAnswer>(() => {}) : processing,
    );
    expect(screen.getByRole('heading', { name: 'Fetching your documents' })).toBeInTheDocument();

    // The phone still says online, but the next poll's answer never comes.
    network = 'carries nothing';
    await passTime(BATCH_POLL_INTERVAL_MS);
    const asked = api.calls(STATUS).length;
    network = 'answers';
    Object.assign(processing, completed);
    await passTime(ANSWER_DEADLINE_MS - 1);
    expect(api.calls(STATUS)).toHaveLength(asked);
    expect(screen.getByRole('heading', { name: 'Fetching your documents' })).toBeInTheDocument();
    // Given up, it is asked again at the next interval, and the progress moves on.
    await passTime(1 + BATCH_POLL_INTERVAL_MS);
    expect(api.calls(STATUS)).toHaveLength(asked + 1);
    expect(screen.getByRole('heading', { name: 'Your documents are ready' })).toBeInTheDocument();
  });

  it('says so when no bank could provide a document, and stays with the progress', async () => {
    await openVerified(() =>
      batchStatus(
        'failed',
        'GENERATING_DOCUMENTS',
        100,
        [bank('HDFC Bank', 'failed')],
        ['HDFC Bank'],
      ),
    );
    expect(screen.getByRole('heading', { name: 'Fetching your documents' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'None of your banks could provide the documents this time.',
    );
    expect(
      screen.getByText('Document generation failed', { selector: '[data-sonner-toast] *' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Screen /batch-consent' })).toBeInTheDocument();
  });

  it('says a bank is retrying, then offers Try again for it once it has failed for good', async () => {
    const RETRY = `POST /api/consent/batch/${BATCH}/banks/icici-bank/retry`;
    let stage: 'retrying' | 'failed' | 'asked-again' | 'ready' = 'retrying';
    const answer = () => {
      if (stage === 'retrying') {
        return batchStatus('processing', 'FETCHING_DOCUMENTS', 50, [
          bank('HDFC Bank', 'completed', 2),
          bank('ICICI Bank', 'processing', 0, { attempt: 2, retrying: true }),
        ]);
      }
      if (stage === 'failed') {
        return batchStatus(
          'completed',
          'COMPLETED',
          100,
          [
            bank('HDFC Bank', 'completed', 2),
            bank('ICICI Bank', 'failed', 0, {
              attempt: 4,
              canRetry: true,
              contact: { email: 'grievance@icicibank.example', phone: '1800 1080' },
            }),
          ],
          ['ICICI Bank'],
        );
      }
      if (stage === 'asked-again') {
        stage = 'ready';
        return batchStatus('processing', 'FETCHING_DOCUMENTS', 60, [
          bank('HDFC Bank', 'completed', 2),
          bank('ICICI Bank', 'processing'),
        ]);
      }
      return batchStatus('completed', 'COMPLETED', 100, [
        bank('HDFC Bank', 'completed', 2),
        bank('ICICI Bank', 'completed', 2),
      ]);
    };
    const api = await openVerified(answer, {
      [RETRY]: () => {
        stage = 'asked-again';
        return ok({ success: true, message: 'Asking ICICI Bank again.' });
      },
    });
    const banks = () => screen.getByRole('region', { name: 'Bank by bank' });
    const row = (name: string) => within(banks()).getByText(name).closest('li') as HTMLElement;
    expect(within(row('ICICI Bank')).getByText('Retrying, attempt 2 of 4')).toBeInTheDocument();

    stage = 'failed';
    await passTime(2_000);
    expect(screen.getByRole('heading', { name: '1 of 2 banks ready' })).toBeInTheDocument();
    expect(
      screen.getByText(/We could not fetch documents from ICICI Bank\..*Use Try again/),
    ).toBeInTheDocument();
    // Why, in plain words, and the bank's own desk as the other way to get them.
    expect(
      within(row('ICICI Bank')).getByText('ICICI Bank did not answer in time, in 4 tries.'),
    ).toBeInTheDocument();
    expect(
      within(row('ICICI Bank')).getByRole('link', { name: 'grievance@icicibank.example' }),
    ).toHaveAttribute('href', 'mailto:grievance@icicibank.example');
    expect(within(row('ICICI Bank')).getByRole('link', { name: '1800 1080' })).toHaveAttribute(
      'href',
      'tel:18001080',
    );
    fireEvent.click(
      within(row('ICICI Bank')).getByRole('button', { name: 'Try again: ICICI Bank' }),
    );
    await passTime();
    expect(api.calls(RETRY)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Fetching your documents' })).toBeInTheDocument();
    await passTime(2_000);
    expect(screen.getByRole('heading', { name: 'Your documents are ready' })).toBeInTheDocument();
    expect(within(row('ICICI Bank')).getByText('Completed')).toBeInTheDocument();
  });
  it('offers Keep trying for me once Try again is spent, says when the next try is, and can stop it', async () => {
    const KEEP_TRYING = `POST /api/consent/batch/${BATCH}/banks/icici-bank/keep-trying`;
    const STOP = `DELETE /api/consent/batch/${BATCH}/banks/icici-bank/keep-trying`;
    let keepTrying: BankProcessingStatus['keepTrying'] = null;
    const status = () =>
      batchStatus(
        'completed',
        'COMPLETED',
        100,
        [
          bank('HDFC Bank', 'completed', 2),
          bank('ICICI Bank', 'failed', 0, {
            attempt: 4,
            failureReason: 'documents_not_available',
            canKeepTrying: keepTrying === null,
            keepTrying,
            contact: { email: 'grievance@icicibank.example', phone: '1800 1080' },
          }),
        ],
        ['ICICI Bank'],
      );
    const api = fakeApi({
      [STATUS]: status,
      [KEEP_TRYING]: () => {
        keepTrying = {
          state: 'on',
          nextTryAt: '2026-01-15T05:00:00.000Z',
          until: '2026-01-18T04:45:00.000Z',
          sms: true,
        };
        return ok({ success: true, message: 'We will keep trying ICICI Bank for you.' });
      },
      [STOP]: () => {
        keepTrying = null;
        return ok({ success: true, message: 'We have stopped trying ICICI Bank for you.' });
      },
    });
    openBatch();
    await passTime();
    const banks = () => screen.getByRole('region', { name: 'Bank by bank' });
    const row = () => within(banks()).getByText('ICICI Bank').closest('li') as HTMLElement;
    expect(
      screen.getByText(/See below what we can do, or are doing, about it\./),
    ).toBeInTheDocument();
    expect(
      within(row()).getByText('ICICI Bank said these documents are not available for your loan.'),
    ).toBeInTheDocument();
    // Try again is spent: no Try again, but Keep trying for me.
    expect(within(row()).queryByRole('button', { name: 'Try again: ICICI Bank' })).toBeNull();
    // The SMS when it ends is the borrower's choice, unticked until they tick it.
    fireEvent.click(
      within(row()).getByRole('checkbox', {
        name: 'Also send me an SMS when the documents arrive (or if we stop trying): ICICI Bank',
      }),
    );
    fireEvent.click(within(row()).getByRole('button', { name: 'Keep trying for me: ICICI Bank' }));
    await passTime();
    expect(api.calls(KEEP_TRYING)).toEqual([{ notifyBySms: true }]);
    expect(
      within(row()).getByText(
        /^We are trying again for you · next try at 15 Jan 2026, 10:30 am · until 18 Jan 2026$/i,
      ),
    ).toBeInTheDocument();
    expect(
      within(row()).getByText('You will get an SMS when the documents arrive, or if we stop.'),
    ).toBeInTheDocument();
    expect(
      within(row()).queryByRole('button', { name: 'Keep trying for me: ICICI Bank' }),
    ).toBeNull();

    fireEvent.click(within(row()).getByRole('button', { name: 'Stop trying: ICICI Bank' }));
    await passTime();
    expect(api.calls(STOP)).toHaveLength(1);
    expect(
      within(row()).getByRole('button', { name: 'Keep trying for me: ICICI Bank' }),
    ).toBeInTheDocument();
    // Offered again, the choice starts unticked.
    fireEvent.click(within(row()).getByRole('button', { name: 'Keep trying for me: ICICI Bank' }));
    await passTime();
    expect(api.calls(KEEP_TRYING)).toEqual([{ notifyBySms: true }, { notifyBySms: false }]);
  });
});
