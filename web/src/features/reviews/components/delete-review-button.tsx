import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api.ts';
import { useDeleteReview } from '../api/reviews.ts';
import type { ReviewTarget } from '../lib/target.ts';

/** The author's delete icon on their own review; the review leaves the list once deleted. */
export function DeleteReviewButton({
  target,
  reviewId,
}: {
  target: ReviewTarget;
  reviewId: string;
}) {
  const deleteReview = useDeleteReview(target, reviewId);
  return (
    <Button
      variant="ghost"
      size="icon"
      title="Delete review"
      aria-label="Delete review"
      busy={deleteReview.isPending}
      className="size-9 text-muted-foreground hover:bg-danger-soft hover:text-danger-soft-foreground"
      onClick={() =>
        deleteReview.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(errorText(error)),
        })
      }
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
