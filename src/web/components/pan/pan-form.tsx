import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAN_LENGTH } from '../../../shared/pan';
import { Button } from '../ui/button';
import { FieldError } from '../ui/field-error';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { PanNumberField } from './pan-number-field';

interface PanFormProps {
  /** The screen's texts: both namespaces have the same `manual.*` keys. */
  namespace: 'panVerification' | 'panEntry';
  panNumber: string;
  onPanNumberChange: (value: string) => void;
  /** The name as printed on the card, asked for by /pan-verification only. */
  holderName?: {
    value: string;
    onChange: (value: string) => void;
    /** Why the name will not do (it is missing), beside the field. */
    error?: string | undefined;
    inputRef?: RefObject<HTMLInputElement | null>;
  };
  validating: boolean;
  /** Verified and about to move on: nothing more to type. */
  locked: boolean;
  /** The server's reason the last attempt was refused, shown until the PAN or name changes. */
  rejection: string | undefined;
  onSubmit: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The PAN (and on the newer screen the name as printed), the PAN sanitised as it is typed. */
export function PanForm({
  namespace,
  panNumber,
  onPanNumberChange,
  holderName,
  validating,
  locked,
  rejection,
  onSubmit,
  inputRef,
}: PanFormProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PanNumberField
        namespace={namespace}
        id={`${id}-pan`}
        panNumber={panNumber}
        onPanNumberChange={onPanNumberChange}
        locked={locked}
        rejection={rejection}
        inputRef={inputRef}
      />
      {holderName && <HolderNameField id={`${id}-name`} {...holderName} locked={locked} />}
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

function HolderNameField({
  id,
  value,
  onChange,
  error,
  inputRef,
  locked,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
  locked: boolean;
}) {
  const { t } = useTranslation('panVerification');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('manual.nameLabel')}</Label>
      <Input
        ref={inputRef}
        id={id}
        name="holder_name"
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, 85))}
        placeholder={t('manual.namePlaceholder')}
        autoComplete="name"
        autoCapitalize="characters"
        spellCheck={false}
        readOnly={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className="h-12 uppercase placeholder:normal-case"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('manual.nameHint')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
