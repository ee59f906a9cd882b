import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { SubjectOwner } from '../lib/policy.ts';
import { targetApiPath, type ReviewTarget } from '../lib/target.ts';
import { reviewKeys } from './keys.ts';

/** What the review screens show about the thing reviewed, and whose work it is. */
export interface ReviewSubject {
  /** 'Two Sum' for a problem; 'Solution by @tourist' for a solution. */
  name: string;
  /** Whose work it is: they may not review it. */
  owner: SubjectOwner;
  /** Mean rating 1..5 (one decimal), null without reviews. */
  averageRating: number | null;
  reviewsCount: number;
  /**
   * Whether the signed-in user has reviewed it already (a second review is refused with 409), so
   * the screens show 'You reviewed this' instead of Add Review.
   */
  viewerHasReviewed: boolean;
}

interface Rated {
  averageRating: number | null;
  reviewsCount: number;
}

interface UserRef {
  _id: string;
  username: string;
}

/** GET /problem/{id} ({problem}) or GET /problem/{id}/solutions/{sid} (the solution). */
export async function fetchReviewSubject(
  target: ReviewTarget,
  signal?: AbortSignal,
): Promise<ReviewSubject> {
  if (target.kind === 'problem') {
    const { problem, viewerHasReviewed } = await api.get<{
      problem: Rated & { title: string; user: UserRef };
      viewerHasReviewed: boolean;
    }>(targetApiPath(target), { signal });
    return {
      name: problem.title,
      owner: { kind: 'problem', ownerId: problem.user._id },
      averageRating: problem.averageRating,
      reviewsCount: problem.reviewsCount,
      viewerHasReviewed,
    };
  }
  const solution = await api.get<Rated & { user: UserRef | null; viewerHasReviewed: boolean }>(
    targetApiPath(target),
    { signal },
  );
  const author = solution.user ? `@${solution.user.username}` : 'Unknown User';
  return {
    name: `Solution by ${author}`,
    owner: { kind: 'solution', authorId: solution.user?._id ?? null },
    averageRating: solution.averageRating,
    reviewsCount: solution.reviewsCount,
    viewerHasReviewed: solution.viewerHasReviewed,
  };
}

export const reviewSubjectQueryOptions = (target: ReviewTarget) =>
  queryOptions({
    queryKey: reviewKeys.subject(target),
    queryFn: ({ signal }) => fetchReviewSubject(target, signal),
  });

export function useReviewSubject(target: ReviewTarget) {
  return useQuery(reviewSubjectQueryOptions(target));
}
