import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

/** A public page asking the server. */
export function PublicLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
      <Spinner className="size-5" />
      {text}
    </p>
  );
}

/** A public page's request failed for a reason that may pass: say so, and offer to try again. */
export function PublicFailed({
  title,
  text,
  retry,
  onRetry,
}: {
  title: string;
  text: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-600">
        <CircleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <p className="max-w-md text-sm leading-relaxed text-muted">{text}</p>
      <Button size="lg" className="mt-2" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {retry}
      </Button>
    </Card>
  );
}
