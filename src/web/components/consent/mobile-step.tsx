import { FlaskConical, Send, ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidMobile } from '../../../shared/mobile';
import { useSandboxRegisteredMobile } from '../../api/sandbox-registered-mobile';
import { SendOtpButton } from '../otp/send-cooldown';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { FieldError } from '../ui/field-error';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { normaliseMobileInput } from './mobile-input';

interface MobileStepProps {
  panNumber: string;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  sending: boolean;
  /** Seconds the server's resend cooldown still holds a new code back. */
  cooldownSeconds: number;
  /** The server's (or the fallback) message of the last failed send. */
  sendError: string | undefined;
  /**
   * Set when the number typed is not on the credit record: the server's sentence and the
   * masked number on record, which the borrower may send the code to instead.
   */
  notOnRecord: { message: string; phoneMasked: string } | undefined;
  onSend: (mobile: string) => void;
  onSendToRecord: () => void;
}

/** Step 2: the mobile number the OTP goes to, with the +91 prefix shown. */
export function MobileStep({
  panNumber,
  mobile,
  onMobileChange,
  sending,
  cooldownSeconds,
  sendError,
  notOnRecord,
  onSend,
  onSendToRecord,
}: MobileStepProps) {
  const { t } = useTranslation('cibilConsent');
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? t('mobile.invalid') : sendError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidMobile(mobile)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSend(mobile);
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-mobile`}>{t('mobile.label')}</Label>
          <div className="flex">
            <span
              className="inline-flex h-12 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-base font-medium text-ink"
              title={t('mobile.prefixLabel')}
            >
              {t('mobile.prefix')}
            </span>
            <Input
              id={`${id}-mobile`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              autoFocus
              placeholder={t('mobile.placeholder')}
              value={mobile}
              onChange={(event) => {
                onMobileChange(normaliseMobileInput(event.target.value));
                setInvalid(false);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-mobile-error`}
              className="h-12 rounded-l-none text-lg tracking-wider tabular-nums"
            />
          </div>
          <FieldError id={`${id}-mobile-error`} message={error} />
        </div>
        {notOnRecord && (
          <NotOnRecord
            {...notOnRecord}
            sending={sending || cooldownSeconds > 0}
            onSendToRecord={onSendToRecord}
          />
        )}
        <SandboxNumberOnRecord panNumber={panNumber} onUse={onMobileChange} />
        <SendOtpButton sending={sending} cooldownSeconds={cooldownSeconds}>
          {sending ? <Spinner /> : <Send aria-hidden />}
          {sending ? t('mobile.sending') : t('mobile.send')}
        </SendOtpButton>
      </form>
    </Card>
  );
}

/**
 * The number typed is not one the bureau holds: nothing was sent. The borrower can correct it,
 * send the code to the number on record (masked), or update their number with the lender.
 */
function NotOnRecord({
  message,
  phoneMasked,
  sending,
  onSendToRecord,
}: {
  message: string;
  phoneMasked: string;
  sending: boolean;
  onSendToRecord: () => void;
}) {
  const { t } = useTranslation('cibilConsent');
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
        {t('mobile.notOnRecord.heading')}
      </p>
      <p className="mt-1 text-sm leading-relaxed">{message}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        disabled={sending}
        onClick={onSendToRecord}
      >
        <Send aria-hidden />
        {t('mobile.notOnRecord.sendThere', { phone: phoneMasked })}
      </Button>
    </div>
  );
}

/** Sandbox mode only: the number the sandbox bureau holds for this PAN, one tap to use it. */
function SandboxNumberOnRecord({
  panNumber,
  onUse,
}: {
  panNumber: string;
  onUse: (mobile: string) => void;
}) {
  const { t } = useTranslation('cibilConsent');
  const { data } = useSandboxRegisteredMobile(panNumber);
  if (!data) return null;
  return (
    <aside className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <span className="inline-flex items-center gap-2">
        <FlaskConical className="size-4 shrink-0 text-amber-700" aria-hidden />
        {t('mobile.sandboxOnRecord', { mobile: data.mobile })}
      </span>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-11 px-2"
        onClick={() => onUse(data.mobile)}
      >
        {t('mobile.sandboxUse')}
      </Button>
    </aside>
  );
}
