import { CircleAlert, CircleCheck, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGACY_OTP_PATTERN } from '../../../shared/otp';
import { serverMessage } from '../../api/http';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import { BankBadge } from '../bank-badge';
import { bankInitials } from '../bank-mark';
import { OtpEntry } from '../otp/otp-entry';
import { useOtpEntry } from '../otp/use-otp-entry';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useLoanTypeLabel } from '../use-loan-type-label';
import type { LoanRetrieval, SentConsent } from './retrieval-state';

interface LoanRetrievalCardProps {
  loan: LegacyLoanSelection;
  state: LoanRetrieval;
  /** Fetches the documents with the code; rejects when the code was not accepted. */
  onVerify: (consent: SentConsent, otp: string) => Promise<void>;
  /** A new code; rejects, having said why, when none was sent. */
  onResend: () => Promise<SentConsent>;
  /** Asks the bank again from the start (a new OTP). */
  onRetry: () => void;
}

/** One loan's bank: its OTP box and Verify & Retrieve, then what came of it. */
export function LoanRetrievalCard({
  loan,
  state,
  onVerify,
  onResend,
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
        {state.status === 'awaiting-otp' && (
          <LoanOtpForm
            bankName={loan.bank_name}
            consent={state.consent}
            onVerify={onVerify}
            onResend={onResend}
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
  onVerify,
  onResend,
}: {
  bankName: string;
  consent: SentConsent;
  onVerify: (consent: SentConsent, otp: string) => Promise<void>;
  onResend: () => Promise<SentConsent>;
}) {
  const { t } = useTranslation('documents');
  const entry = useOtpEntry({
    challenge: consent,
    pattern: LEGACY_OTP_PATTERN,
    verify: (code, sent) => onVerify(sent, code),
    refusal: (error) => {
      const detail = serverMessage(error);
      return detail ? `${t('otp.wrong')} ${detail}` : t('otp.wrong');
    },
    resend: onResend,
  });
  return (
    <OtpEntry
      entry={entry}
      namespace="documents"
      bank={bankName}
      sentUnderLabel
      className="gap-3"
      renderSent={(sentId) => (
        <p id={sentId} className="text-sm text-muted">
          {t('otp.sentTo', { phone: entry.challenge.phoneMasked })}
        </p>
      )}
    />
  );
}
