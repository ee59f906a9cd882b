import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import type { Review } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { StarRow } from '@/components/ui/star-rating.tsx';
import { formatShortDate } from '@/lib/format.ts';
import { useUpdateReview } from '../api/reviews.ts';
import type { ReviewTarget } from '../lib/target.ts';
import { DeleteReviewButton } from './delete-review-button.tsx';
import { ReviewForm } from './review-form.tsx';

export interface ReviewCardProps {
  review: Review;
  target: ReviewTarget;
  /** True for the review's own author, who may edit and delete it. */
  isOwn: boolean;
  /** Opens in its edit form (the add-review screen's "Edit your review" link). */
  startEditing?: boolean;
}

/** The author's own review, as its edit form: the stars and comment it holds, Save or Cancel. */
function EditReview({
  review,
  target,
  onDone,
}: {
  review: Review;
  target: ReviewTarget;
  onDone: () => void;
}) {
  const updateReview = useUpdateReview(target, review._id);
  return (
    <section
      aria-label="Edit your review"
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <ReviewForm
        subjectKind={target.kind}
        initial={{ rating: review.rating, comment: review.comment }}
        onCancel={onDone}
        onSubmit={async (fields) => {
          const { message } = await updateReview.mutateAsync(fields);
          toast.success(message);
          onDone();
        }}
      />
    </section>
  );
}

/**
 * One review: who wrote it (or 'Unknown'), the stars, 'n/5' and the comment. Its author may edit
 * it in place or delete it.
 */
export function ReviewCard({ review, target, isOwn, startEditing = false }: ReviewCardProps) {
  const [editing, setEditing] = useState(isOwn && startEditing);
  const author = review.user ? `@${review.user.username}` : 'Unknown';
  if (editing) {
    return <EditReview review={review} target={target} onDone={() => setEditing(false)} />;
  }
  return (
    <article
      aria-label={`Review by ${author}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar name={review.user?.username} size="md" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="truncate text-sm font-semibold text-foreground">
              {review.user ? <UserLink user={review.user} /> : author}
            </p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <StarRow value={review.rating} />
              <span className="font-semibold text-foreground">{review.rating}/5</span>
              <span aria-hidden>·</span>
              <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
            </div>
          </div>
        </div>
        {isOwn ? (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              title="Edit review"
              aria-label="Edit review"
              className="size-9 text-muted-foreground"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
            </Button>
            <DeleteReviewButton target={target} reviewId={review._id} />
          </div>
        ) : null}
      </div>
      <MarkdownView source={review.comment} variant="message" className="text-sm text-foreground" />
    </article>
  );
}
