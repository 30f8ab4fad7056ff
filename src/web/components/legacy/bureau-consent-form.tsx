import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreeCheckbox } from '../consent/agree-checkbox';
import { ConsentNotice } from '../consent/consent-notice';
import { FieldError } from '../consent/field-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { BureauApplicant } from './bureau-applicant';

interface BureauConsentFormProps {
  panNumber: string;
  holderName: string | undefined;
  sending: boolean;
  /** The server's reason the OTP could not be sent. */
  sendError: string | undefined;
  onSend: () => void;
}

/** The notice, the box to tick, and the OTP sent to the bureau-registered mobile. */
export function BureauConsentForm({
  panNumber,
  holderName,
  sending,
  sendError,
  onSend,
}: BureauConsentFormProps) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [required, setRequired] = useState(false);
  const checkbox = useRef<HTMLButtonElement>(null);

  useEffect(() => checkbox.current?.focus({ preventScroll: true }), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setRequired(true);
      checkbox.current?.focus();
      return;
    }
    onSend();
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-5 sm:p-6">
        <BureauApplicant panNumber={panNumber} holderName={holderName} phoneMasked={undefined} />
        <ConsentNotice headingId={`${id}-notice`} />
        <AgreeCheckbox
          id={`${id}-agree`}
          checkboxRef={checkbox}
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) setRequired(false);
          }}
          label={t('agree')}
          error={required ? t('agreeRequired') : undefined}
        />
        <FieldError id={`${id}-send-error`} message={sendError} />
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
            {sending ? <Spinner /> : <Send aria-hidden />}
            {sending ? t('sending') : t('send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
