import { useState } from 'react';
import { OTP_LENGTH, sanitizeOtpInput } from '../../../shared/otp';
import { cn } from '../../lib/cn';

interface OtpInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  length?: number;
  invalid?: boolean;
  /** Ids of the hint and error texts that describe the field. */
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * One real text field drawn as a row of digit boxes. A single field keeps SMS autofill
 * (`one-time-code`), paste, screen readers and the numeric keypad working as they should.
 */
export function OtpInput({
  id,
  value,
  onChange,
  length = OTP_LENGTH,
  invalid = false,
  describedBy,
  autoFocus,
}: OtpInputProps) {
  const [focused, setFocused] = useState(false);
  const activeIndex = Math.min(value.length, length - 1);
  return (
    <div className="relative w-full max-w-xs">
      <div
        aria-hidden
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))` }}
      >
        {Array.from({ length }, (_, index) => {
          const digit = value[index];
          const active = focused && index === activeIndex;
          return (
            <div
              // Fixed positions: the index is the box's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: boxes never reorder
              key={index}
              className={cn(
                'flex h-12 items-center justify-center rounded-lg border bg-white text-xl font-semibold tabular-nums text-ink transition-colors',
                invalid ? 'border-red-500' : digit ? 'border-slate-400' : 'border-slate-300',
                active && 'border-brand-600 ring-3 ring-brand-200',
              )}
            >
              {digit ?? (active && <span className="h-6 w-0.5 animate-pulse bg-brand-700" />)}
            </div>
          );
        })}
      </div>
      <input
        id={id}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        spellCheck={false}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the screen's only task is typing this code
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(sanitizeOtpInput(event.target.value, length))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="absolute inset-0 size-full cursor-text bg-transparent text-base text-transparent caret-transparent outline-none selection:bg-transparent focus-visible:outline-none"
      />
    </div>
  );
}
