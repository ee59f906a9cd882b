import { LoadFailed } from '@/components/load-failed.tsx';
import { ArrowLeft, MessageSquareText, Star } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ContentUnavailable } from '@/components/content-unavailable.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { ReviewedNote } from '@/components/ui/reviewed-note.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { StarRow } from '@/components/ui/star-rating.tsx';
import { isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { formatAverageRating, plural } from '@/lib/format.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useReviews } from '../api/reviews.ts';
import type { ReviewSubjectQuery } from '../api/subject.ts';
import { mayEditReview, mayReview } from '../lib/policy.ts';
import {
  addReviewPath,
  editOwnReviewParam,
  targetPagePath,
  type ReviewTarget,
} from '../lib/target.ts';
import { ReviewCard } from './review-card.tsx';
import { UserText } from '@/components/ui/user-text.tsx';

const screenTexts = {
  problem: {
    title: 'Problem Reviews',
    empty: 'No reviews found for this problem',
    back: 'Back to Problem',
  },
  solution: {
    title: 'Solution Reviews',
    empty: 'No reviews found for this solution',
    back: 'Back to Solution',
  },
} as const;

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="flex flex-col gap-4">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-xl border border-border p-5">
          <div className="flex items-center gap-2.5">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-col gap-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-40" />
            </div>
          </div>
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** The average rating of the problem or solution and how many reviews it has. */
function ReviewsSummary({ average, count }: { average: number | null; count: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-surface px-4 py-3 shadow-card">
      <span className="text-2xl font-semibold tabular-nums">
        <span className="sr-only">Average rating </span>
        {formatAverageRating(average)}
      </span>
      <StarRow value={average} size="md" />
      <span className="text-sm text-muted-foreground">{plural(count, 'review')}</span>
    </div>
  );
}

/**
 * The reviews of a problem or a solution. Each review's author may edit it in place (opened at
 * once from the add-review screen's link) or delete it; Back goes to what the reviews are about.
 */
export function ReviewsScreen({
  target,
  subject,
}: {
  target: ReviewTarget;
  subject: ReviewSubjectQuery;
}) {
  const viewer = useViewer();
  const reviews = useReviews(target);
  const [searchParams] = useSearchParams();
  const editingOwn = searchParams.get(editOwnReviewParam.name) === editOwnReviewParam.value;
  const texts = screenTexts[target.kind];
  useDocumentTitle(subject.data ? `${texts.title} — ${subject.data.name}` : texts.title);

  /** Add Review for those who may and have not yet; one review each (a second is refused). */
  const reviewAction = () => {
    if (!subject.data || !mayReview(subject.data.owner, viewer)) return null;
    if (subject.data.viewerHasReviewed) {
      return <ReviewedNote />;
    }
    return (
      <ButtonLink to={addReviewPath(target)} icon={<Star aria-hidden />} className="w-fit">
        Add Review
      </ButtonLink>
    );
  };

  const list = () => {
    if (reviews.isError && isNotFound(reviews.error)) {
      return (
        <ContentUnavailable
          kind={target.kind}
          error={reviews.error}
          retrying={false}
          onRetry={() => void reviews.refetch()}
        />
      );
    }
    if (reviews.isError) {
      return (
        <LoadFailed
          title="Could not load the reviews"
          error={reviews.error}
          retrying={reviews.isRefetching}
          onRetry={() => void reviews.refetch()}
        />
      );
    }
    if (reviews.isPending) return <ReviewsSkeleton />;
    const list = reviews.data.items;
    if (list.length === 0) {
      return <EmptyState icon={MessageSquareText} title={texts.empty} />;
    }
    return (
      <div className="flex flex-col gap-4">
        {subject.data ? (
          <ReviewsSummary average={subject.data.averageRating} count={subject.data.reviewsCount} />
        ) : null}
        <ul className="flex flex-col gap-4" aria-label="Reviews">
          {list.map((review) => (
            <li key={review._id}>
              <ReviewCard
                review={review}
                target={target}
                isOwn={mayEditReview(review, viewer)}
                startEditing={editingOwn}
              />
            </li>
          ))}
        </ul>
        <LoadMoreButton list={reviews} busyLabel="Loading...">
          Show more reviews
        </LoadMoreButton>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <div className="mb-6 flex flex-col gap-4 sm:mb-8">
        <ButtonLink
          to={targetPagePath(target)}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden />}
          className="-ml-3 w-fit"
        >
          {texts.back}
        </ButtonLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
              {texts.title}
            </h1>
            {/* The problem's or solution's name is user text: its own clipped, isolated box. */}
            <UserText as="p" className="min-h-6 text-sm text-muted-foreground sm:text-base">
              {subject.data?.name}
            </UserText>
          </div>
          {reviewAction()}
        </div>
      </div>
      {list()}
    </div>
  );
}
