import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendOtpButton } from '../otp/send-cooldown';
import { Card } from '../ui/card';
import { FieldError } from '../ui/field-error';
import { AgreeCheckbox } from './agree-checkbox';
import { ConsentNotice } from './consent-notice';

interface ConsentFormProps {
  /** The screen's texts: both namespaces have `agree` and `agreeRequired`. */
  namespace: 'cibilConsent' | 'consent';
  /** Whose report is asked for. */
  applicant: ReactNode;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onAgree: () => void;
  /** The button's content: what agreeing does next (continue, or send the OTP). */
  action: ReactNode;
  /** Agreeing is under way (the OTP being sent). */
  pending?: boolean;
  /** Why agreeing did not go through (the OTP could not be sent). */
  error?: string | undefined;
  /** Seconds the server's resend cooldown still holds a new code back. */
  cooldownSeconds?: number;
}

/** The itemised consent notice and the box the borrower ticks to agree. */
export function ConsentForm({
  namespace,
  applicant,
  agreed,
  onAgreedChange,
  onAgree,
  action,
  pending = false,
  error,
  cooldownSeconds = 0,
}: ConsentFormProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [required, setRequired] = useState(false);
  const checkbox = useRef<HTMLButtonElement>(null);

  // Focus the one control of this step without scrolling the notice away.
  useEffect(() => checkbox.current?.focus({ preventScroll: true }), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setRequired(true);
      checkbox.current?.focus();
      return;
    }
    onAgree();
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-5 sm:p-6">
        {applicant}
        <ConsentNotice headingId={`${id}-notice`} />
        <AgreeCheckbox
          id={`${id}-agree`}
          checkboxRef={checkbox}
          checked={agreed}
          onCheckedChange={(checked) => {
            onAgreedChange(checked);
            if (checked) setRequired(false);
          }}
          label={t('agree')}
          error={required ? t('agreeRequired') : undefined}
        />
        <FieldError id={`${id}-send-error`} message={error} />
        <SendOtpButton sending={pending} cooldownSeconds={cooldownSeconds}>
          {action}
        </SendOtpButton>
      </form>
    </Card>
  );
}
