import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * An icon in a tinted square (cards) or circle (dialogs) beside a heading; decorative, so hidden
 * from screen readers. The tint comes in `className`, e.g. "bg-red-50 text-red-600".
 */
export function IconBadge({
  children,
  className,
  round = false,
}: {
  children: ReactNode;
  className?: string;
  round?: boolean;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-10 shrink-0 place-items-center [&_svg]:size-5',
        round ? 'rounded-full' : 'rounded-lg',
        className,
      )}
    >
      {children}
    </span>
  );
}
