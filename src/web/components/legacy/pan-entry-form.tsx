import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAN_LENGTH, sanitizePanInput } from '../../../shared/pan';
import { FieldError } from '../consent/field-error';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';

interface PanEntryFormProps {
  panNumber: string;
  onPanNumberChange: (value: string) => void;
  validating: boolean;
  /** Verified and about to move on: nothing more to type. */
  locked: boolean;
  /** The server's reason the last attempt was refused, shown until the PAN changes. */
  rejection: string | undefined;
  onSubmit: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The PAN alone, sanitised as it is typed (the older screen asks for no name). */
export function PanEntryForm({
  panNumber,
  onPanNumberChange,
  validating,
  locked,
  rejection,
  onSubmit,
  inputRef,
}: PanEntryFormProps) {
  const { t } = useTranslation('panEntry');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={`${id}-pan`}>{t('manual.panLabel')}</Label>
          <span className="text-xs text-muted tabular-nums" aria-hidden>
            {panNumber.length}/{PAN_LENGTH}
          </span>
        </div>
        <Input
          ref={inputRef}
          id={`${id}-pan`}
          name="pan_number"
          value={panNumber}
          onChange={(event) => onPanNumberChange(sanitizePanInput(event.target.value))}
          placeholder={t('manual.panPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          readOnly={locked}
          aria-invalid={rejection ? true : undefined}
          aria-describedby={`${id}-pan-hint ${id}-pan-count ${id}-pan-error`}
          className="h-12 font-mono text-lg tracking-[0.12em] uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case"
        />
        <p id={`${id}-pan-hint`} className="text-sm text-muted">
          {t('manual.panHint')}
        </p>
        <span id={`${id}-pan-count`} className="sr-only">
          {t('manual.panCount', { count: panNumber.length })}
        </span>
        <FieldError id={`${id}-pan-error`} message={rejection} />
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={panNumber.length !== PAN_LENGTH || validating || locked}
      >
        {validating ? <Spinner /> : <ShieldCheck aria-hidden />}
        {validating ? t('manual.validating') : t('manual.submit')}
      </Button>
    </form>
  );
}
