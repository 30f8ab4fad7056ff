import { ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { AgreeCheckbox } from './agree-checkbox';
import { ApplicantSummary } from './applicant-summary';
import { ConsentNotice } from './consent-notice';

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
        <AgreeCheckbox
          id={`${id}-agree`}
          checkboxRef={checkbox}
          checked={agreed}
          onCheckedChange={(checked) => {
            onAgreedChange(checked);
            if (checked) setError(undefined);
          }}
          label={t('agree')}
          error={error}
        />
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
