import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { limits } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { errorText } from '@/lib/api.ts';

/** Remove asks why: the author reads the reason, everyone else "[removed]". */
export function RemoveDialog({
  noun,
  defaultReason,
  onRemove,
}: {
  noun: string;
  defaultReason: string;
  /** Removes the item; throws the call's error, shown in the dialog. */
  onRemove: (reason: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(defaultReason);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onRemove(reason.trim());
      setOpen(false);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" icon={<Trash2 aria-hidden />}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Remove this ${noun}`}
        description="Its author sees your reason; everyone else sees [removed]. Replies stay."
      >
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label="Reason for removal" error={missing ? 'Reason is required' : null}>
            <Textarea
              rows={3}
              maxLength={limits.reportReason}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          </Field>
          {failure ? <Banner tone="error">{errorText(failure)}</Banner> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" busy={busy} busyLabel="Removing...">
              Remove {noun}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
