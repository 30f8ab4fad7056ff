import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidMobile } from '../../../shared/mobile';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { FieldError } from './field-error';
import { normaliseMobileInput } from './mobile-input';

interface MobileStepProps {
  mobile: string;
  onMobileChange: (mobile: string) => void;
  sending: boolean;
  /** The server's (or the fallback) message of the last failed send. */
  sendError: string | undefined;
  onSend: (mobile: string) => void;
}

/** Step 2: the mobile number the OTP goes to, with the +91 prefix shown. */
export function MobileStep({
  mobile,
  onMobileChange,
  sending,
  sendError,
  onSend,
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
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={sending}
        >
          {sending ? <Spinner /> : <Send aria-hidden />}
          {sending ? t('mobile.sending') : t('mobile.send')}
        </Button>
      </form>
    </Card>
  );
}
