import { useEffect, useReducer } from 'react';
import { sanitizeOtpInput } from '../../../shared/otp';
import { ApiError, serverMessage } from '../../api/http';
import { useSecondsLeft } from '../use-seconds-left';
import {
  canVerify,
  initialOtpEntry,
  type OtpChallenge,
  type OtpResendRefusal,
  type OtpStep,
  otpEntryReducer,
  refusalOutcome,
} from './otp-entry-machine';
import { cooldownSeconds } from './use-send-cooldown';

export interface OtpEntryOptions<C extends OtpChallenge> {
  /** The code already sent when this step opens. */
  challenge: C;
  /** What a well-formed code looks like; anything else is refused before asking the server. */
  pattern: RegExp;
  /** Asks the server to check the code; rejects when it refused it. */
  verify: (code: string, challenge: C) => Promise<void>;
  /** The sentence under the field for a refused code. */
  refusal: (error: unknown) => string;
  /** Sends a new code and answers it; rejects with the server's refusal when none was sent. */
  resend: (challenge: C) => Promise<C>;
}

/** An OTP step as the screen sees it: where it stands, and what the borrower can do. */
export interface OtpEntryState<C extends OtpChallenge> {
  challenge: C;
  code: string;
  malformed: boolean;
  step: OtpStep;
  secondsLeft: number;
  /** Why the last request for a new code sent none (its sentence may be left to the screen). */
  resendRefusal: { message: string | undefined; waitSeconds: number } | undefined;
  type: (code: string) => void;
  submit: () => void;
  /** A code from the SMS itself (WebOTP): typed and submitted at once. */
  fill: (code: string) => void;
  resend: () => void;
}

/** A refused resend: the server's sentence, and its cooldown as a time to count down to. */
function resendRefusalOf(error: unknown): OtpResendRefusal {
  const seconds = cooldownSeconds(error);
  return {
    message: serverMessage(error) ?? '',
    ...(seconds ? { notBefore: Date.now() + seconds * 1000 } : {}),
  };
}

/** One OTP step: the code typed, its check by the server, its countdown and a new code. */
export function useOtpEntry<C extends OtpChallenge>({
  challenge: first,
  pattern,
  verify,
  refusal,
  resend,
}: OtpEntryOptions<C>): OtpEntryState<C> {
  const [model, dispatch] = useReducer(otpEntryReducer<C>, first, initialOtpEntry<C>);
  const { challenge, code, step, resendRefusal } = model;
  const secondsLeft = useSecondsLeft(challenge.expiresAt);
  const waitSeconds = useSecondsLeft(resendRefusal?.notBefore ?? 0);

  useEffect(() => {
    if (secondsLeft === 0) dispatch({ type: 'timeUp' });
  }, [secondsLeft]);

  const submit = (typed = code) => {
    if (!canVerify(step)) return;
    const wellFormed = pattern.test(typed);
    dispatch({ type: 'submitted', wellFormed });
    if (!wellFormed) return;
    verify(typed, challenge).then(
      () => dispatch({ type: 'verified' }),
      (error: unknown) =>
        dispatch({
          type: 'refused',
          message: refusal(error),
          outcome: refusalOutcome(
            error instanceof ApiError
              ? { code: error.code, attemptsLeft: error.numberDetail('attempts_left') }
              : { code: undefined, attemptsLeft: undefined },
            Date.now() >= challenge.expiresAt,
          ),
        }),
    );
  };

  const askForNewCode = () => {
    if (step.name !== 'expired' && step.name !== 'spent') return;
    dispatch({ type: 'resendAsked' });
    resend(challenge).then(
      (next) => dispatch({ type: 'resent', challenge: next }),
      (error: unknown) => dispatch({ type: 'resendRefused', refusal: resendRefusalOf(error) }),
    );
  };

  return {
    challenge,
    code,
    malformed: model.malformed,
    step,
    secondsLeft,
    resendRefusal: resendRefusal && {
      message: resendRefusal.message || undefined,
      waitSeconds,
    },
    type: (typed) => dispatch({ type: 'typed', code: typed }),
    submit: () => submit(),
    fill: (received) => {
      const typed = sanitizeOtpInput(received);
      dispatch({ type: 'typed', code: typed });
      submit(typed);
    },
    resend: askForNewCode,
  };
}
