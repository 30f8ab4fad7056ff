import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankProcessingStatus, SendBatchOtpResponse } from '../../../shared/api/batch';
import { useKeepTrying } from '../../api/batch-keep-trying';
import { useRetryBank } from '../../api/batch-retry-bank';
import { useSendBatchOtp } from '../../api/batch-send-otp';
import { useBatchStatus } from '../../api/batch-status';
import { serverMessage } from '../../api/http';
import { rememberApprovedRequest } from '../../flow/approved-requests';
import { toast } from '../../lib/toast';
import { toastFailure } from '../failure-toast';
import { expiresAtFrom, type OtpChallenge } from '../otp/otp-entry-machine';
import {
  type BatchPhase,
  forgetSentOtp,
  readSentOtp,
  rememberSentOtp,
  resumePhase,
} from './batch-phase';

/**
 * /batch-otp-verify's state machine (spec §4): send_otp (the OTP goes out by itself on arrival)
 * → verify_otp (300 s countdown) → processing (status polled every 2 s) → completed. A failed
 * batch says so and stays in processing.
 */
export function useBatchOtpVerify(
  batchId: string,
  /** The request this batch was made for: once approved, Back never offers it again. */
  requestKey?: string,
) {
  const { t } = useTranslation('batchOtp');
  const [phase, setPhase] = useState<BatchPhase>('send_otp');
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [sendFailed, setSendFailed] = useState(false);
  // Polled while the banks work, and after, while the server keeps trying one of them.
  const status = useBatchStatus(batchId, phase === 'processing' || phase === 'completed');
  const sendOtp = useSendBatchOtp();
  // Refs, not state: StrictMode runs effects twice on the same instance, and each arrival and
  // each first code must happen once (one SMS), whatever React does.
  const arrived = useRef(false);
  const firstOtpOnItsWay = useRef(false);

  /** Keeps the code sent for this tab, so a reload does not text another. */
  const remember = useCallback(
    (response: SendBatchOtpResponse): OtpChallenge => {
      const sent = {
        phoneMasked: response.phone_masked,
        expiresAt: expiresAtFrom(response.expires_in),
      };
      rememberSentOtp({ batchId, ...sent });
      return sent;
    },
    [batchId],
  );

  const sendFirstOtp = useCallback(() => {
    if (firstOtpOnItsWay.current) return;
    firstOtpOnItsWay.current = true;
    setSendFailed(false);
    sendOtp.mutate(batchId, {
      onSuccess: (response) => {
        setChallenge(remember(response));
        setPhase('verify_otp');
      },
      onError: (error) => {
        setSendFailed(true);
        const description = serverMessage(error);
        toastFailure(error, t('sending.failed'), description ? { description } : {});
      },
      onSettled: () => {
        firstOtpOnItsWay.current = false;
      },
    });
  }, [batchId, sendOtp.mutate, remember, t]);

  // On arrival (and after a reload) the batch's own status decides where the screen starts: a
  // batch already verified resumes its progress; an OTP already sent is not sent again.
  useEffect(() => {
    if (arrived.current || !status.data || !status.isFetchedAfterMount) return;
    arrived.current = true;
    const where = resumePhase(status.data.batch);
    if (where !== 'awaiting_otp') {
      if (requestKey) rememberApprovedRequest(requestKey, batchId);
      setPhase(where);
      return;
    }
    const remembered = readSentOtp(batchId);
    if (remembered) {
      setChallenge({ phoneMasked: remembered.phoneMasked, expiresAt: remembered.expiresAt });
      setPhase('verify_otp');
      return;
    }
    sendFirstOtp();
  }, [status.data, status.isFetchedAfterMount, batchId, requestKey, sendFirstOtp]);

  // While processing: completed moves on; failed says so and stays (spec §4).
  const batchStatus = status.data?.batch.status;
  useEffect(() => {
    // A completed batch reopened by Try again shows its progress again.
    if (phase === 'completed' && batchStatus === 'processing') setPhase('processing');
    if (phase !== 'processing') return;
    if (batchStatus === 'completed') setPhase('completed');
    if (batchStatus === 'failed') toast.error(t('failed'), { id: `batch-failed-${batchId}` });
  }, [phase, batchStatus, batchId, t]);

  /** A new code; when none is sent the OTP step says why, under its button. */
  const resend = async (): Promise<OtpChallenge> => {
    const sent = remember(await sendOtp.mutateAsync(batchId));
    toast.success(t('otp.resent'));
    return sent;
  };

  // Try again for banks that failed for good: the batch reopens, so the screen shows its
  // progress again (see above) and polls until it ends.
  const retryBank = useRetryBank(batchId);
  const [asking, setAsking] = useState<string>();
  const askAgain = async (banks: readonly BankProcessingStatus[]) => {
    try {
      for (const bank of banks) {
        setAsking(bank.lenderId);
        const { message } = await retryBank.mutateAsync(bank.lenderId);
        toast.success(message, { id: `bank-retry-${batchId}` });
      }
    } catch (error) {
      const description = serverMessage(error);
      toastFailure(error, t('banks.tryAgainFailed'), description ? { description } : {});
    } finally {
      setAsking(undefined);
      void status.refetch();
    }
  };

  // Keep trying for me, once Try again is spent: the server asks the bank on its schedule; the
  // status then says when the next try is, so it is asked again at once.
  const keepTryingBank = useKeepTrying(batchId);
  const [keepTryingBusy, setKeepTryingBusy] = useState<string>();
  const keepTrying = async (bank: BankProcessingStatus, stop: boolean, notifyBySms = false) => {
    setKeepTryingBusy(bank.lenderId);
    try {
      const { message } = await keepTryingBank.mutateAsync({
        lenderId: bank.lenderId,
        stop,
        notifyBySms,
      });
      toast.success(message, { id: `keep-trying-${batchId}` });
    } catch (error) {
      const description = serverMessage(error);
      toastFailure(
        error,
        t(stop ? 'keepTrying.stopFailed' : 'keepTrying.failed'),
        description ? { description } : {},
      );
    } finally {
      setKeepTryingBusy(undefined);
      void status.refetch();
    }
  };

  const verified = () => {
    if (requestKey) rememberApprovedRequest(requestKey, batchId);
    forgetSentOtp();
    setPhase('processing');
    void status.refetch();
  };

  return {
    phase,
    challenge,
    status,
    sending: { pending: sendOtp.isPending, failed: sendFailed, error: sendOtp.error },
    sendFirstOtp,
    resend,
    verified,
    tryAgain: {
      ask: (bank: BankProcessingStatus) => void askAgain([bank]),
      askAll: (banks: readonly BankProcessingStatus[]) => void askAgain(banks),
      asking,
    },
    keepTrying: {
      start: (bank: BankProcessingStatus, notifyBySms: boolean) =>
        void keepTrying(bank, false, notifyBySms),
      stop: (bank: BankProcessingStatus) => void keepTrying(bank, true),
      busy: keepTryingBusy,
    },
  };
}
