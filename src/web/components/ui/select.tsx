import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native select styled like `Input`, with its own chevron; `className` is the wrapper's. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-11 w-full appearance-none truncate rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
