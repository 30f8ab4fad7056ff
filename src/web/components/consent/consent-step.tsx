import { ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Checkbox } from '../ui/checkbox';
import { ApplicantSummary } from './applicant-summary';
import { ConsentNotice } from './consent-notice';
import { FieldError } from './field-error';

interface ConsentStepProps {
  panNumber: string;
  holderName: string | undefined;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onContinue: () => void;
}

/** Step 1: the itemised notice and the box the borrower ticks to agree. */
export function ConsentStep({
  panNumber,
  holderName,
  agreed,
  onAgreedChange,
  onContinue,
}: ConsentStepProps) {
  const { t } = useTranslation('cibilConsent');
  const id = useId();
  const [error, setError] = useState<string>();
  const checkbox = useRef<HTMLButtonElement>(null);

  // Focus the one control of this step without scrolling the notice away.
  useEffect(() => checkbox.current?.focus({ preventScroll: true }), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setError(t('agreeRequired'));
      checkbox.current?.focus();
      return;
    }
    onContinue();
  };

  return (
    <Card>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-5 sm:p-6">
        <ApplicantSummary panNumber={panNumber} holderName={holderName} />
        <ConsentNotice headingId={`${id}-notice`} />
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <div className="flex items-start gap-3">
            <Checkbox
              ref={checkbox}
              id={`${id}-agree`}
              checked={agreed}
              onCheckedChange={(value) => {
                onAgreedChange(value === true);
                if (value === true) setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-agree-error`}
              // A checkbox ignores Enter; here Enter moves on, as in the other steps' fields.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.form?.requestSubmit();
              }}
              className="mt-0.5"
            />
            <label
              htmlFor={`${id}-agree`}
              className="cursor-pointer text-sm leading-relaxed text-ink"
            >
              {t('agree')}
            </label>
          </div>
          <div className="pl-8 [&:has(svg)]:mt-2">
            <FieldError id={`${id}-agree-error`} message={error} />
          </div>
        </div>
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {t('agreeAndContinue')}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </form>
    </Card>
  );
}
