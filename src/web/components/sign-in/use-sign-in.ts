import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SignInRequestOtpResponse } from '../../../shared/api/session';
import { PAN_LENGTH } from '../../../shared/pan';
import { serverMessage } from '../../api/http';
import { requestSignInOtp, useRequestSignInOtp, useVerifySignInOtp } from '../../api/sign-in';
import { forgetDraft, readDraft, saveDraft } from '../../flow/drafts';
import { clearFlowState, useFlowState } from '../../flow/flow-state';
import { forgetInTab, recallFromTab, rememberInTab } from '../../lib/tab-memory';
import { toast } from '../../lib/toast';
import { useSessionStarted } from '../account/use-session-started';
import { expiresAtFrom, type OtpChallenge } from '../otp/otp-entry-machine';
import { hasFields } from '../otp/otp-memory';
import { useSendCooldown } from '../otp/use-send-cooldown';

/** A sign-in code on its way: the challenge it answers and the PAN it was sent for. */
export interface SignInChallenge extends OtpChallenge {
  challengeId: string;
  panNumber: string;
}

const MEMORY_KEY = 'loan-docs.otp.sign-in';

function signInChallenge(response: SignInRequestOtpResponse, panNumber: string): SignInChallenge {
  return {
    challengeId: response.challenge_id,
    phoneMasked: response.phone_masked,
    expiresAt: expiresAtFrom(response.expires_in),
    panNumber,
  };
}

function recallSignInChallenge(): SignInChallenge | undefined {
  return recallFromTab(MEMORY_KEY, (value): value is SignInChallenge =>
    hasFields(value, ['challengeId', 'phoneMasked', 'panNumber']),
  );
}

/** The PAN being typed to sign in, kept over a reload. */
const DRAFT = 'sign-in';

/**
 * /sign-in's state machine: the PAN, then the OTP texted to the mobile on the bureau's record,
 * then `next` (the Document Center). The code on its way is kept for this tab, so a reload on
 * the OTP step comes back to it and the code received still works.
 */
export function useSignIn(next: string) {
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const flow = useFlowState();
  const sessionStarted = useSessionStarted();
  const [challenge, setChallenge] = useState(recallSignInChallenge);
  // The PAN typed survives a reload (a draft; the code sent is remembered on its own).
  const [panNumber, setPanNumber] = useState(
    () => challenge?.panNumber ?? readDraft<string>(DRAFT) ?? flow.panNumber ?? '',
  );
  const [sendError, setSendError] = useState<string>();
  const cooldown = useSendCooldown();
  const requestOtp = useRequestSignInOtp();
  const verifyOtp = useVerifySignInOtp();

  const sent = (response: SignInRequestOtpResponse, pan: string): SignInChallenge => {
    const next = signInChallenge(response, pan);
    rememberInTab(MEMORY_KEY, next);
    return next;
  };

  const typePan = (value: string) => {
    setPanNumber(value);
    saveDraft(DRAFT, value);
    setSendError(undefined);
  };

  const sendOtp = () => {
    if (panNumber.length !== PAN_LENGTH) {
      setSendError(t('panLength'));
      return;
    }
    setSendError(undefined);
    requestOtp.mutate(
      { pan_number: panNumber },
      {
        onSuccess: (response) => setChallenge(sent(response, panNumber)),
        onError: (error) => {
          // The cooldown is counted down on screen instead of said once.
          if (!cooldown.heldBack(error)) setSendError(serverMessage(error) ?? t('sendFailed'));
        },
      },
    );
  };

  /** A new code for the same PAN; when none is sent the OTP step says why. */
  const resend = async (previous: SignInChallenge): Promise<SignInChallenge> => {
    const response = await requestSignInOtp({ pan_number: previous.panNumber });
    toast.success(t('otp.resent'));
    return sent(response, previous.panNumber);
  };

  const verify = async (code: string, current: SignInChallenge): Promise<void> => {
    await verifyOtp.mutateAsync({ challenge_id: current.challengeId, otp_code: code });
    forgetInTab(MEMORY_KEY);
    forgetDraft(DRAFT);
    // A journey of another PAN in this tab is not this borrower's to carry on.
    if (flow.panNumber && flow.panNumber !== current.panNumber) clearFlowState();
    sessionStarted();
    navigate(next, { replace: true });
  };

  const changePan = () => {
    forgetInTab(MEMORY_KEY);
    setChallenge(undefined);
  };

  return {
    panNumber,
    typePan,
    challenge,
    sending: requestOtp.isPending,
    sendError,
    cooldownSeconds: cooldown.seconds,
    sendOtp,
    resend,
    verify,
    changePan,
  };
}
