import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/* Radix's dialog traps focus, closes on Escape and returns focus to the trigger. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogLayout = 'modal' | 'sheet';

const layouts: Record<DialogLayout, string> = {
  modal:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border motion-safe:animate-pop-in',
  sheet:
    'inset-y-0 right-0 flex h-full w-[min(22rem,100%)] flex-col border-l motion-safe:animate-slide-in-right',
};

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  /** Every dialog has a title for assistive technology; `hideTitle` keeps it out of sight. */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  layout?: DialogLayout;
}

export function DialogContent({
  title,
  description,
  hideTitle = false,
  layout = 'modal',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 border-border bg-surface p-5 text-foreground shadow-pop',
          layouts[layout],
          className,
        )}
        // Without a description Radix would warn; the title alone names the dialog.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={cn('flex items-start justify-between gap-4', hideTitle && 'sr-only')}>
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
