import { CircleAlert } from 'lucide-react';

/** A field's error, tied to it by id (aria-describedby) and announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-sm text-red-700 empty:hidden">
      {message && (
        <>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{message}</span>
        </>
      )}
    </p>
  );
}
