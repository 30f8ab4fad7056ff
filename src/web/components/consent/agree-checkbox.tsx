import type { RefObject } from 'react';
import { Checkbox } from '../ui/checkbox';
import { FieldError } from '../ui/field-error';

interface AgreeCheckboxProps {
  /** The checkbox's id; its error takes this as a prefix. */
  id: string;
  checkboxRef: RefObject<HTMLButtonElement | null>;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** Why the form cannot go on yet (consent not given), shown under the statement. */
  error: string | undefined;
}

/** The statement a borrower agrees to, with its checkbox, boxed apart from the rest of the form. */
export function AgreeCheckbox({
  id,
  checkboxRef,
  checked,
  onCheckedChange,
  label,
  error,
}: AgreeCheckboxProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-start gap-3">
        <Checkbox
          ref={checkboxRef}
          id={id}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          // A checkbox ignores Enter; here Enter submits the form, as in a text field.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.form?.requestSubmit();
          }}
          className="mt-0.5"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      <div className="pl-8 [&:has(svg)]:mt-2">
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
