import { OTP_TTL_SECONDS } from '../../../shared/otp';

/**
 * The life of one OTP on screen, as a pure reducer: the code typed, whether the server is
 * checking it, why it was refused, whether it has run out, and a new code being sent.
 *
 *   entering ──submit──▶ verifying ──▶ verified
 *      ▲  ▲                  │ refused
 *      │  └──typed── wrong ◀─┤ (tries left, code still live)
 *      │                     ├──▶ expired (the code's time ran out; also on timeUp)
 *      │                     └──▶ spent   (no tries left, used, replaced: only a new code helps)
 *      └──resent── resending ◀──resend── expired | spent
 *
 * A code that can no longer pass offers a new one at once: the server's resend cooldown holds
 * back sending again, never recovering. When it does hold a new code back (the same code asked
 * for again too soon, from another tab), the step stays and says when it can be asked for; the
 * hourly cap says until what time.
 */

export interface OtpChallenge {
  /** Where the code went, masked (e.g. "+91 XXXXXX2237"). */
  phoneMasked: string;
  /** Epoch milliseconds after which the code no longer verifies. */
  expiresAt: number;
}

export type OtpStep =
  | { name: 'entering' }
  | { name: 'verifying' }
  | { name: 'wrong'; message: string }
  /** Only that it expired: no earlier refusal is kept with it. */
  | { name: 'expired' }
  | { name: 'spent'; message: string }
  | { name: 'resending'; after: OtpNewCodeStep }
  | { name: 'verified' };

/** The steps from which a new code can be asked for. */
export type OtpNewCodeStep = Extract<OtpStep, { name: 'expired' | 'spent' }>;

/** Why the last request for a new code sent none. */
export interface OtpResendRefusal {
  message: string;
  /** Epoch milliseconds before which the server will not send another (its cooldown). */
  notBefore?: number;
}

export interface OtpEntryModel<C extends OtpChallenge> {
  challenge: C;
  code: string;
  /** Submitted while not a well-formed code: refused here, before the server is asked. */
  malformed: boolean;
  step: OtpStep;
  resendRefusal?: OtpResendRefusal;
}

/** How a refused code stands: another try, only a new code, or its time is up. */
export type OtpRefusalOutcome = 'wrong' | 'spent' | 'expired';

export type OtpEntryEvent<C extends OtpChallenge> =
  | { type: 'typed'; code: string }
  | { type: 'submitted'; wellFormed: boolean }
  | { type: 'verified' }
  | { type: 'refused'; message: string; outcome: OtpRefusalOutcome }
  | { type: 'timeUp' }
  | { type: 'resendAsked' }
  | { type: 'resent'; challenge: C }
  | { type: 'resendRefused'; refusal: OtpResendRefusal };

export function initialOtpEntry<C extends OtpChallenge>(challenge: C): OtpEntryModel<C> {
  return { challenge, code: '', malformed: false, step: { name: 'entering' } };
}

export function otpEntryReducer<C extends OtpChallenge>(
  model: OtpEntryModel<C>,
  event: OtpEntryEvent<C>,
): OtpEntryModel<C> {
  const { step } = model;
  switch (event.type) {
    case 'typed':
      // A new code typed puts the last refusal away; a spent or expired code stays so.
      return {
        ...model,
        code: event.code,
        malformed: false,
        step: step.name === 'wrong' ? { name: 'entering' } : step,
      };
    case 'submitted':
      if (!canVerify(step)) return model;
      if (!event.wellFormed) return { ...model, malformed: true };
      return { ...model, malformed: false, step: { name: 'verifying' } };
    case 'verified':
      return step.name === 'verifying' ? { ...model, step: { name: 'verified' } } : model;
    case 'refused':
      if (step.name !== 'verifying') return model;
      return {
        ...model,
        step:
          event.outcome === 'expired'
            ? { name: 'expired' }
            : { name: event.outcome, message: event.message },
      };
    case 'timeUp':
      return step.name === 'entering' || step.name === 'wrong'
        ? { ...model, step: { name: 'expired' } }
        : model;
    case 'resendAsked': {
      if (step.name !== 'expired' && step.name !== 'spent') return model;
      const { resendRefusal: _earlier, ...rest } = model;
      return { ...rest, step: { name: 'resending', after: step } };
    }
    case 'resent':
      return initialOtpEntry(event.challenge);
    case 'resendRefused':
      return step.name === 'resending'
        ? { ...model, step: step.after, resendRefusal: event.refusal }
        : model;
  }
}

/**
 * Verify is open unless a check or a new code is under way, the code passed, or only a new code
 * can help. An expired code may still be tried: the server's clock decides, not the phone's.
 */
export function canVerify(step: OtpStep): boolean {
  return step.name === 'entering' || step.name === 'wrong' || step.name === 'expired';
}

/** When a code just sent stops working, from the server's `expires_in` (300 s if it said none). */
export function expiresAtFrom(expiresInSeconds: number | undefined, now = Date.now()): number {
  return now + (expiresInSeconds || OTP_TTL_SECONDS) * 1000;
}

/** The API's codes for a code that no retry can pass: only a new code helps. */
const SPENT_CODES: ReadonlySet<string> = new Set([
  'OTP_LOCKED',
  'OTP_USED',
  'OTP_REPLACED',
  'OTP_NOT_VALID',
]);

/**
 * How the server's refusal of a code stands, from its stable code and `attempts_left` (never
 * from the sentence): the last wrong try (no tries left) is as spent as a locked code.
 */
export function refusalOutcome(
  refusal: { code: string | undefined; attemptsLeft: number | undefined },
  timeUp: boolean,
): OtpRefusalOutcome {
  if (refusal.code === 'OTP_EXPIRED') return 'expired';
  if (SPENT_CODES.has(refusal.code ?? '')) return 'spent';
  if (refusal.code === 'OTP_INCORRECT' && refusal.attemptsLeft === 0) return 'spent';
  return timeUp ? 'expired' : 'wrong';
}
