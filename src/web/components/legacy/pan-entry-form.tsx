import { ShieldCheck } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAN_LENGTH } from '../../../shared/pan';
import { PanNumberField } from '../pan/pan-number-field';
import { Button } from '../ui/button';
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
      <PanNumberField
        namespace="panEntry"
        id={`${id}-pan`}
        panNumber={panNumber}
        onPanNumberChange={onPanNumberChange}
        locked={locked}
        rejection={rejection}
        inputRef={inputRef}
      />
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
