import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog.tsx';
import { useDeleteReview } from '../api/reviews.ts';
import type { ReviewTarget } from '../lib/target.ts';

/**
 * The author's delete icon on their own review. It asks first, like a solution's delete; once
 * deleted, the review leaves the list and a toast says so.
 */
export function DeleteReviewButton({
  target,
  reviewId,
}: {
  target: ReviewTarget;
  reviewId: string;
}) {
  const deleteReview = useDeleteReview(target, reviewId);
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          title="Delete review"
          aria-label="Delete review"
          className="size-9 text-muted-foreground hover:bg-danger-soft hover:text-danger-soft-foreground"
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title="Delete review"
      question="Are you sure you want to delete this review?"
      confirmLabel="Delete Review"
      pending={deleteReview.isPending}
      error={deleteReview.error}
      onConfirm={() => {
        // Not mutate's own onSuccess: the card (and this button) leaves the list as soon as the
        // review is deleted, and a callback of an unmounted caller never runs. A failure stays
        // in the dialog (the mutation's error).
        deleteReview.mutateAsync().then(
          ({ message }) => toast.success(message),
          () => undefined,
        );
      }}
      onOpen={() => deleteReview.reset()}
    >
      <p className="mt-3 text-sm text-muted-foreground">This cannot be undone.</p>
    </ConfirmDeleteDialog>
  );
}
