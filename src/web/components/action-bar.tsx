import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { FieldError } from './ui/field-error';

interface ActionBarProps {
  /** Names the bar as a region (a selection worth finding); none leaves it a plain bar. */
  label?: string;
  /** What is chosen so far, announced as it changes. */
  summary: ReactNode;
  action: string;
  onAction: () => void;
  /**
   * Why the way on is refused (nothing chosen yet): shown in the bar beside the button, where a
   * toast on a phone would cover the button itself.
   */
  error?: string | undefined;
}

/** Stays in reach at the bottom of a selection screen: what is chosen so far, and the way on. */
export function ActionBar({ label, summary, action, onAction, error }: ActionBarProps) {
  const Bar = label ? 'section' : 'div';
  const errorId = useId();
  return (
    <Bar
      {...(label ? { 'aria-label': label } : {})}
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:mb-4 sm:rounded-xl sm:border sm:px-5"
    >
      <FieldError id={errorId} message={error} />
      {/* The summary wraps beside the button down to its longest word, never inside a word: where
          a language's words and button do not fit side by side, the button goes below. */}
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-x-3 gap-y-2',
          error && 'mt-2',
        )}
      >
        <p aria-live="polite" className="flex-[1_1_6rem] text-sm text-ink">
          {summary}
        </p>
        <Button
          size="lg"
          onClick={onAction}
          aria-describedby={error ? errorId : undefined}
          className="ml-auto max-w-full shrink-0 px-5"
        >
          {action}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </Bar>
  );
}
