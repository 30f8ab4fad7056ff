import { CircleAlert, CircleCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGACY_OTP_PATTERN } from '../../../shared/otp';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import { useLoanTypeLabel } from '../batch/use-loan-type-label';
import { FieldError } from '../consent/field-error';
import { BankBadge } from '../loans/bank-badge';
import { bankInitials } from '../loans/bank-mark';
import { useOtpSubmit } from '../otp-form';
import { OtpCountdown, OtpInput } from '../otp-input';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { useCountdown } from '../use-countdown';
import type { LoanRetrieval, SentConsent } from './retrieval-state';
import { secondsUntil } from './retrieval-state';

interface LoanRetrievalCardProps {
  loan: LegacyLoanSelection;
  state: LoanRetrieval;
  onVerify: (consent: SentConsent, otp: string) => void;
  onResend: () => void;
  resending: boolean;
  /** Asks the bank again from the start (a new OTP). */
  onRetry: () => void;
}

/** One loan's bank: its OTP box and Verify & Retrieve, then what came of it. */
export function LoanRetrievalCard({
  loan,
  state,
  onVerify,
  onResend,
  resending,
  onRetry,
}: LoanRetrievalCardProps) {
  const { t } = useTranslation('documents');
  const loanTypeLabel = useLoanTypeLabel();
  const id = useId();

  return (
    <Card className="flex min-w-0 flex-col" aria-labelledby={`${id}-bank`} role="group">
      <div className="flex items-start gap-3 px-4 pt-4 sm:px-5 sm:pt-5">
        <BankBadge
          bankName={loan.bank_name}
          mark={loan.bank_logo ?? bankInitials(loan.bank_name)}
        />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-bank`} className="font-semibold break-words text-ink">
            {loan.bank_name}
          </h2>
          <p className="text-sm text-ink">
            {loanTypeLabel(loan.loan_type)}
            <span className="text-muted">
              {' · '}
              <span className="sr-only">{t('loan.account', { account: loan.account_number })}</span>
              <span aria-hidden className="whitespace-nowrap tabular-nums">
                {t('loan.accountShort', { account: loan.account_number })}
              </span>
            </span>
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {loan.documentTypes.map((type) => t(`documentTypes.${type}`)).join(' · ')}
          </p>
        </div>
      </div>
      <div className="p-4 sm:p-5">
        {state.status === 'requesting' && (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t('loan.requesting')}
          </p>
        )}
        {(state.status === 'awaiting-otp' || state.status === 'retrieving') && (
          <LoanOtpForm
            bankName={loan.bank_name}
            consent={state.consent}
            retrieving={state.status === 'retrieving'}
            serverError={state.status === 'awaiting-otp' ? state.error : undefined}
            mustResend={state.status === 'awaiting-otp' && state.mustResend === true}
            onVerify={(otp) => onVerify(state.consent, otp)}
            onResend={onResend}
            resending={resending}
          />
        )}
        {state.status === 'retrieved' && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-900"
          >
            <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
            {t('loan.retrieved', { count: state.documents.length })}
          </p>
        )}
        {(state.status === 'failed' || state.status === 'consent-failed') && (
          <LoanFailure
            title={state.status === 'failed' ? t('loan.failed') : t('loan.consentFailed')}
            message={state.message}
            onRetry={onRetry}
          />
        )}
      </div>
    </Card>
  );
}

/** The red box of a loan that did not get its documents, with the way to try again. */
export function LoanFailure({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-3">
      <p className="flex items-start gap-2 text-sm font-semibold text-red-800">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {title}
      </p>
      <p className="mt-1 pl-6 text-sm text-red-800">{message}</p>
      <Button variant="secondary" size="md" className="mt-3 ml-6" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t('loan.retry')}
      </Button>
    </div>
  );
}

function LoanOtpForm({
  bankName,
  consent,
  retrieving,
  serverError,
  mustResend,
  onVerify,
  onResend,
  resending,
}: {
  bankName: string;
  consent: SentConsent;
  retrieving: boolean;
  serverError: string | undefined;
  /** The code can no longer pass (used up, locked): only a new one helps. */
  mustResend: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  resending: boolean;
}) {
  const { t } = useTranslation('documents');
  const id = useId();
  const [otp, setOtp] = useState('');
  const { invalid, clearInvalid, submit } = useOtpSubmit(LEGACY_OTP_PATTERN, otp, onVerify);
  const countdown = useCountdown();
  const error = invalid ? t('loan.invalid') : serverError;

  // A new code (first send or resend) restarts the countdown and clears the box.
  useEffect(() => {
    countdown.start(secondsUntil(consent.expiresAt, Date.now()));
    setOtp('');
  }, [consent.expiresAt, countdown.start]);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={`${id}-otp`}>{t('loan.otpFor', { bank: bankName })}</Label>
      <p id={`${id}-sent`} className="text-sm text-muted">
        {t('loan.sentTo', { phone: consent.phoneMasked })}
      </p>
      <OtpInput
        id={`${id}-otp`}
        value={otp}
        onChange={(value) => {
          setOtp(value);
          clearInvalid();
        }}
        invalid={!!error}
        describedBy={`${id}-sent ${id}-otp-error`}
        disabled={retrieving}
      />
      <FieldError id={`${id}-otp-error`} message={error} />
      {mustResend ? (
        <Button
          variant="ghost"
          size="md"
          className="-ml-3 self-start"
          onClick={onResend}
          disabled={resending}
        >
          {resending ? <Spinner /> : <RotateCw aria-hidden />}
          {resending ? t('loan.resending') : t('loan.resend')}
        </Button>
      ) : (
        <OtpCountdown
          secondsLeft={countdown.secondsLeft}
          expiresInLabel={(time) => t('loan.expiresIn', { time })}
          expiredLabel={t('loan.expired')}
          resendLabel={t('loan.resend')}
          resendingLabel={t('loan.resending')}
          resending={resending}
          onResend={onResend}
        />
      )}
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full sm:w-auto sm:self-start"
        disabled={retrieving}
      >
        {retrieving ? <Spinner /> : <ShieldCheck aria-hidden />}
        {retrieving ? t('loan.retrieving') : t('loan.verify')}
      </Button>
    </form>
  );
}
