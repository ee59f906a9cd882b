import { useState } from 'react';
import { toast } from 'sonner';
import { contestMessages } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { errorText } from '@/lib/api.ts';
import { useCreateFeedToken } from '../api/contests.ts';

/** Regenerate asks first: the old address stops working at once. */
export function RegenerateFeedButton() {
  const [open, setOpen] = useState(false);
  const create = useCreateFeedToken();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        if (next) create.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Regenerate
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Regenerate your feed address?"
        description="The current address stops working at once: calendars subscribed to it stop getting contests until you give them the new address."
      >
        {create.isError ? (
          <Banner tone="error" className="mt-4">
            {errorText(create.error)}
          </Banner>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={create.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            busy={create.isPending}
            busyLabel="Regenerating..."
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: () => {
                  toast.success(contestMessages.feedTokenCreated);
                  setOpen(false);
                },
              })
            }
          >
            Regenerate address
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
