import type { Review } from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { StarRow } from '@/components/ui/star-rating.tsx';
import { formatShortDate } from '@/lib/format.ts';
import type { ReviewTarget } from '../lib/target.ts';
import { DeleteReviewButton } from './delete-review-button.tsx';

export interface ReviewCardProps {
  review: Review;
  target: ReviewTarget;
  /** True for the review's own author, who may delete it. */
  canDelete: boolean;
}

/** One review: who wrote it (or 'Unknown'), the stars, 'n/5' and the comment. */
export function ReviewCard({ review, target, canDelete }: ReviewCardProps) {
  const author = review.user ? `@${review.user.username}` : 'Unknown';
  return (
    <article
      aria-label={`Review by ${author}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar name={review.user?.username} size="md" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="truncate text-sm font-semibold text-foreground">{author}</p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <StarRow value={review.rating} />
              <span className="font-semibold text-foreground">{review.rating}/5</span>
              <span aria-hidden>·</span>
              <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
            </div>
          </div>
        </div>
        {canDelete ? <DeleteReviewButton target={target} reviewId={review._id} /> : null}
      </div>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground">
        {review.comment}
      </p>
    </article>
  );
}
