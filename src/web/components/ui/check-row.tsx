import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';

/**
 * A box to tick and what it stands for, the whole row one tap target (44 px high at least),
 * tinted while ticked: a document to ask for, in the newer flow's loan cards and the older
 * flow's dashboard alike.
 */
export function CheckRow({
  id,
  checked,
  onCheckedChange,
  describedBy,
  children,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: () => void;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2.5 transition-colors sm:px-3',
        checked ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={describedBy}
        className="mt-0.5"
      />
      {children}
    </label>
  );
}
