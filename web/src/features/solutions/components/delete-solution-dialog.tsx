import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog.tsx';
import { useDeleteSolution } from '../api/mutations.ts';

/** The Delete button and its confirmation; a confirmed delete goes to the list. */
export function DeleteSolutionDialog({
  problemId,
  solutionId,
}: {
  problemId: string;
  solutionId: string;
}) {
  const deleteSolution = useDeleteSolution(problemId, solutionId);
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="outline"
          icon={<Trash2 aria-hidden />}
          className="text-danger-soft-foreground"
        >
          Delete
        </Button>
      }
      title="Delete solution"
      question="Are you sure you want to delete this solution?"
      confirmLabel="Delete Solution"
      pending={deleteSolution.isPending}
      error={deleteSolution.error}
      onConfirm={() => deleteSolution.mutate()}
      onOpen={() => deleteSolution.reset()}
    >
      <p className="mt-3 text-sm text-muted-foreground">
        Its reviews are deleted with it. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
