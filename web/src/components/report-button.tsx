import { useState } from 'react';
import { Flag } from 'lucide-react';
import { toast } from 'sonner';
import { limits, moderationMessages, type ItemKind } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError, errorText } from '@/lib/api.ts';
import { useReport } from '@/lib/queries/reports.ts';

/** A 409: this user reported the item before. */
function alreadyReported(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Report a blog, comment or post to the moderators, with a reason; once per item. After a report
 * (or the server's 409 for an earlier one) the button says so and stays off.
 */
export function ReportButton({ kind, id, noun }: { kind: ItemKind; id: string; noun: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const [missing, setMissing] = useState(false);
  const report = useReport();

  const send = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    report.mutate(
      { kind, id, reason },
      {
        onSuccess: () => {
          setDone(true);
          setOpen(false);
          toast.success(moderationMessages.reported);
        },
        onError: (error) => {
          if (alreadyReported(error)) setDone(true);
        },
      },
    );
  };

  const failure = report.error
    ? alreadyReported(report.error)
      ? moderationMessages.alreadyReported
      : errorText(report.error)
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (report.isPending) return;
        if (next) {
          report.reset();
          setMissing(false);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          icon={<Flag aria-hidden />}
          disabled={done}
          aria-label={done ? `Reported ${noun}` : `Report ${noun}`}
        >
          {done ? 'Reported' : 'Report'}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Report this ${noun}`}
        description="Tell the moderators what is wrong with it."
      >
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Field label="Reason" error={missing ? 'Reason is required' : null}>
            <Textarea
              rows={3}
              maxLength={limits.reportReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Spam, abuse, a full solution without a spoiler…"
            />
          </Field>
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              busy={report.isPending}
              busyLabel="Reporting..."
              disabled={done}
              icon={<Flag aria-hidden />}
            >
              Send Report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
