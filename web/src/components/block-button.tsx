import { useState } from 'react';
import { blockMessages, blockTexts } from '@upsolve/contract';
import { Ban, CircleCheck } from 'lucide-react';
import { Banner } from '@/components/ui/banner.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { useIsBlocked, useSetBlocked } from '@/lib/queries/blocks.ts';

export interface BlockButtonProps {
  person: { _id: string; username: string };
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** After a block succeeds (a conversation closes, say). */
  onBlocked?: () => void;
}

interface UnblockButtonProps extends Omit<BlockButtonProps, 'onBlocked'> {
  /** What a screen reader hears, where several people's buttons stand in one list. */
  label?: string;
}

/** Unblock, at once: on a profile, in a conversation and in the settings' list. */
export function UnblockButton({
  person,
  variant = 'outline',
  size = 'md',
  className,
  label,
}: UnblockButtonProps) {
  const setBlocked = useSetBlocked(person._id);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={label}
      icon={<CircleCheck aria-hidden />}
      busy={setBlocked.isPending}
      busyLabel="Unblocking..."
      // Awaited: the unblocked row may leave the screen before mutate's own callbacks would run.
      onClick={() =>
        void setBlocked.mutateAsync(false).then(
          () => toast.success(blockMessages.unblocked),
          (error: unknown) => toast.error(errorText(error)),
        )
      }
    >
      {blockTexts.unblock}
    </Button>
  );
}

/**
 * Block (asking first, in a dialog) or Unblock (at once) another user, on their profile and in
 * the conversation with them (docs/product.md, "Blocking").
 */
export function BlockButton({
  person,
  variant = 'outline',
  size = 'md',
  className,
  onBlocked,
}: BlockButtonProps) {
  const blocked = useIsBlocked(person._id);
  const setBlocked = useSetBlocked(person._id);
  const [open, setOpen] = useState(false);

  if (blocked) {
    return <UnblockButton person={person} variant={variant} size={size} className={className} />;
  }

  const onOpenChange = (next: boolean) => {
    if (setBlocked.isPending) return;
    if (next) setBlocked.reset();
    setOpen(next);
  };
  // Awaited rather than mutate's own callbacks, which do not run once this button is gone (a
  // blocked request leaves the list and its conversation opens anew). A failure stays in the dialog.
  const confirm = async () => {
    try {
      await setBlocked.mutateAsync(true);
    } catch {
      return;
    }
    setOpen(false);
    toast.success(blockMessages.blocked);
    onBlocked?.();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className} icon={<Ban aria-hidden />}>
          {blockTexts.block}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={blockTexts.confirmTitle(person.username)}
        description={blockTexts.confirmBody}
      >
        {setBlocked.error ? (
          <Banner tone="error" className="mt-4">
            {errorText(setBlocked.error)}
          </Banner>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={setBlocked.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            icon={<Ban aria-hidden />}
            busy={setBlocked.isPending}
            busyLabel="Blocking..."
            onClick={() => void confirm()}
          >
            {blockTexts.block}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
