import { useState, type ReactElement, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { errorText } from '@/lib/api.ts';

export interface ConfirmDeleteDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** The question: 'Are you sure you want to delete this solution?' */
  question: string;
  /** What else goes, shown under the question. */
  children?: ReactNode;
  /** The confirming button: 'Delete Solution'. */
  confirmLabel: string;
  /** The delete call's state: busy while it runs, its error shown in the dialog. */
  pending: boolean;
  error: unknown;
  /** Runs the delete; the caller goes on (navigates, removes the item) when it succeeds. */
  onConfirm: () => void;
  /** Forgets the last attempt's error when the dialog opens again. */
  onOpen: () => void;
}

/**
 * A delete asks first: the question, what goes with it, Cancel and the danger button. It cannot
 * be closed while the delete runs, and a failure stays in the dialog to be tried again.
 */
export function ConfirmDeleteDialog({
  trigger,
  title,
  question,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onOpen,
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) onOpen();
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={question}>
        {children}
        {error ? (
          <Banner tone="error" className="mt-4">
            {errorText(error)}
          </Banner>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden />}
            busy={pending}
            busyLabel="Deleting..."
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
