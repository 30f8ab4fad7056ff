import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAN_LENGTH } from '../../../shared/pan';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';
import { PanNumberField } from './pan-number-field';

interface ManualEntryFormProps {
  panNumber: string;
  holderName: string;
  onPanNumberChange: (value: string) => void;
  onHolderNameChange: (value: string) => void;
  validating: boolean;
  /** Verified and about to move on: nothing more to type. */
  locked: boolean;
  /** The server's reason the last attempt was refused, shown until the PAN or name changes. */
  rejection: string | undefined;
  onSubmit: () => void;
}

/** PAN and name as printed on the card; the PAN is sanitised as it is typed. */
export function ManualEntryForm({
  panNumber,
  holderName,
  onPanNumberChange,
  onHolderNameChange,
  validating,
  locked,
  rejection,
  onSubmit,
}: ManualEntryFormProps) {
  const { t } = useTranslation('panVerification');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PanNumberField
        namespace="panVerification"
        id={`${id}-pan`}
        panNumber={panNumber}
        onPanNumberChange={onPanNumberChange}
        locked={locked}
        rejection={rejection}
      />

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>{t('manual.nameLabel')}</Label>
        <Input
          id={`${id}-name`}
          name="holder_name"
          value={holderName}
          onChange={(event) => onHolderNameChange(event.target.value.slice(0, 85))}
          placeholder={t('manual.namePlaceholder')}
          autoComplete="name"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={locked}
          aria-describedby={`${id}-name-hint`}
          className="h-12 uppercase placeholder:normal-case"
        />
        <p id={`${id}-name-hint`} className="text-sm text-muted">
          {t('manual.nameHint')}
        </p>
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
