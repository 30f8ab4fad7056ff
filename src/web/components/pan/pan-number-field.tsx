import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { PAN_LENGTH, sanitizePanInput } from '../../../shared/pan';
import { FieldError } from '../ui/field-error';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

interface PanNumberFieldProps {
  /** The screen's texts: both namespaces have the same `manual.pan*` keys. */
  namespace: 'panVerification' | 'panEntry';
  /** The field's id; its hint, count and error take this as a prefix. */
  id: string;
  panNumber: string;
  onPanNumberChange: (value: string) => void;
  locked: boolean;
  rejection: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The PAN field, sanitised as it is typed, with its format hint and a count of characters. */
export function PanNumberField({
  namespace,
  id,
  panNumber,
  onPanNumberChange,
  locked,
  rejection,
  inputRef,
}: PanNumberFieldProps) {
  const { t } = useTranslation(namespace);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{t('manual.panLabel')}</Label>
        <span className="text-xs text-muted tabular-nums" aria-hidden>
          {panNumber.length}/{PAN_LENGTH}
        </span>
      </div>
      <Input
        ref={inputRef}
        id={id}
        name="pan_number"
        value={panNumber}
        onChange={(event) => onPanNumberChange(sanitizePanInput(event.target.value))}
        placeholder={t('manual.panPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        readOnly={locked}
        aria-invalid={rejection ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count ${id}-error`}
        className="h-12 font-mono text-lg tracking-[0.12em] uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('manual.panHint')}
      </p>
      <span id={`${id}-count`} className="sr-only">
        {t('manual.panCount', { count: panNumber.length })}
      </span>
      <FieldError id={`${id}-error`} message={rejection} />
    </div>
  );
}
