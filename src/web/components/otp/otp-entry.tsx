import { Clock, RotateCw, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, OTP_PATTERN } from '../../../shared/otp';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field-error';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { canVerify, type OtpChallenge } from './otp-entry-machine';
import { OtpInput } from './otp-input';
import { SendCooldown } from './send-cooldown';
import type { OtpEntryState } from './use-otp-entry';
import { useWebOtp } from './use-web-otp';

/** The screens with an OTP step: each namespace has the same `otp.*` keys. */
export type OtpNamespace = 'cibilConsent' | 'consent' | 'batchOtp' | 'documents' | 'signIn';

interface OtpEntryProps<C extends OtpChallenge> {
  entry: OtpEntryState<C>;
  namespace: OtpNamespace;
  /** Where the code went; the element that says so carries `id={sentId}`. */
  renderSent: (sentId: string) => ReactNode;
  /** Under the field's label instead of above it (a per-bank box, where the label names the bank). */
  sentUnderLabel?: boolean;
  /** The bank the code is for, named in the label of a per-bank box. */
  bank?: string;
  /** The screen's only task is this code (not so with a box per bank). */
  autoFocus?: boolean;
  className?: string;
}

/** A code from an SMS: the field, its time left, a new code when it can no longer pass, Verify. */
export function OtpEntry<C extends OtpChallenge>({
  entry,
  namespace,
  renderSent,
  sentUnderLabel = false,
  bank,
  autoFocus = false,
  className,
}: OtpEntryProps<C>) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const { step } = entry;
  const verifying = step.name === 'verifying';
  const error = entry.malformed
    ? t('otp.invalid')
    : step.name === 'wrong' || step.name === 'spent'
      ? step.message
      : undefined;

  // Only where this code is the screen's one task: a browser answers one request at a time.
  const webOtp = useWebOtp(
    autoFocus && (step.name === 'entering' || step.name === 'wrong'),
    entry.challenge,
    entry.fill,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    webOtp.abort();
    entry.submit();
  };

  // A code that has just become whole (the sixth digit typed, pasted, or offered above the
  // keyboard) is checked at once, where this code is the screen's one task: one tap less.
  // Verify stays, for a code typed again unchanged.
  const type = (typed: string) => {
    if (autoFocus && OTP_PATTERN.test(typed) && typed !== entry.code) {
      webOtp.abort();
      entry.fill(typed);
    } else {
      entry.type(typed);
    }
  };

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      {!sentUnderLabel && renderSent(`${id}-sent`)}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-otp`}>{t('otp.label', { bank: bank ?? '' })}</Label>
        {sentUnderLabel && renderSent(`${id}-sent`)}
        <OtpInput
          id={`${id}-otp`}
          value={entry.code}
          onChange={type}
          invalid={!!error}
          describedBy={`${id}-sent ${id}-otp-error`}
          autoFocus={autoFocus}
        />
        <FieldError id={`${id}-otp-error`} message={error} />
        <NewCode entry={entry} namespace={namespace} />
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:self-start"
        disabled={!canVerify(step)}
      >
        {verifying ? <Spinner /> : <ShieldCheck aria-hidden />}
        {verifying ? t('otp.verifying') : t('otp.verify')}
      </Button>
    </form>
  );
}

/**
 * The code's time left as m:ss; once it has run out, or the server says it can never pass,
 * the way to a new one — held back only while the server's resend cooldown counts down.
 */
function NewCode<C extends OtpChallenge>({
  entry,
  namespace,
}: {
  entry: OtpEntryState<C>;
  namespace: OtpNamespace;
}) {
  const { t } = useTranslation([namespace, 'common']);
  const { step, resendRefusal } = entry;
  const resending = step.name === 'resending';
  const spent = step.name === 'spent' || (resending && step.after.name === 'spent');
  const expired = step.name === 'expired' || (resending && step.after.name === 'expired');
  const waiting = (resendRefusal?.waitSeconds ?? 0) > 0;

  if (!spent && !expired) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-muted">
        <Clock className="size-4" aria-hidden />
        {/* The timer is not announced every second; its expiry is. */}
        <span role="timer" aria-live="off">
          {t('otp.expiresIn', { time: formatCountdown(entry.secondsLeft) })}
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {expired && (
          <p role="status" className="text-sm text-muted">
            {t('otp.expired')}
          </p>
        )}
        <Button
          variant={spent ? 'secondary' : 'ghost'}
          size="md"
          className={spent ? undefined : '-ml-3'}
          onClick={entry.resend}
          disabled={resending || waiting}
        >
          {resending ? <Spinner /> : <RotateCw aria-hidden />}
          {resending ? t('otp.resending') : spent ? t('common:otp.sendNew') : t('otp.resend')}
        </Button>
      </div>
      {resendRefusal &&
        (waiting ? (
          <SendCooldown seconds={resendRefusal.waitSeconds} />
        ) : (
          !resending && (
            <p role="alert" className="text-sm text-red-700">
              {resendRefusal.message ?? t('otp.resendFailed')}
            </p>
          )
        ))}
    </div>
  );
}
