import { cn } from '../lib/cn';
import { bankInitials, bankTone } from './bank-mark';

/** A lender's short mark on its own colour, beside its name (so hidden from screen readers). */
export function BankBadge({
  bankName,
  mark = bankInitials(bankName),
  size = 'md',
}: {
  bankName: string;
  /** The lender's own short mark when the report gives one. */
  mark?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-lg font-bold tracking-tight',
        size === 'md' ? 'size-11 text-xs' : 'size-10 text-[11px]',
        bankTone(bankName),
      )}
    >
      {mark}
    </span>
  );
}
