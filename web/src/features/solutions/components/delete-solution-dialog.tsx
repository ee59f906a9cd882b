import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { errorText } from '@/lib/api.ts';
import { useDeleteSolution } from '../api/mutations.ts';

/** The Delete button and its confirmation; a confirmed delete goes to the list. */
export function DeleteSolutionDialog({
  problemId,
  solutionId,
}: {
  problemId: string;
  solutionId: string;
}) {
  const [open, setOpen] = useState(false);
  const deleteSolution = useDeleteSolution(problemId, solutionId);

  const onOpenChange = (next: boolean) => {
    if (deleteSolution.isPending) return;
    if (next) deleteSolution.reset();
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          icon={<Trash2 aria-hidden />}
          className="text-danger-soft-foreground"
        >
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete solution"
        description="Are you sure you want to delete this solution?"
      >
        <p className="mt-3 text-sm text-muted-foreground">
          Its reviews are deleted with it. This cannot be undone.
        </p>
        {deleteSolution.isError ? (
          <Banner tone="error" className="mt-4">
            {errorText(deleteSolution.error)}
          </Banner>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={deleteSolution.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden />}
            busy={deleteSolution.isPending}
            busyLabel="Deleting..."
            onClick={() => deleteSolution.mutate()}
          >
            Delete Solution
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
