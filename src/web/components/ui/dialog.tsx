import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { returnFocusOnClose } from './return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-slate-950/60', className)}
      {...props}
    />
  );
}

/**
 * A dialog centred on the screen (a sheet from the bottom on phones), with a close button
 * labelled `closeLabel`. `fullScreen` fills the whole screen (the document viewer).
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  fullScreen = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string; fullScreen?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onCloseAutoFocus={returnFocusOnClose}
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus-visible:outline-none',
          fullScreen
            ? 'inset-0'
            : 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl p-5 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className={cn(
            'absolute grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink',
            fullScreen ? 'top-1.5 right-1.5' : 'top-2 right-2',
          )}
        >
          <X className="size-5" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-tight text-ink', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
