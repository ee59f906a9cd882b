import type {
  messageResponseSchema,
  Review,
  ReviewInputParsed,
  ReviewList,
  reviewMutationResponseSchema,
} from '@upsolve/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { pagedQueryOptions, useLoadMore, withoutItems, type PagesData } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { problemKeys } from '@/lib/queries/problem.ts';
import { solutionKeys } from '@/lib/queries/solution.ts';
import { reviewListKey, targetApiPath, type ReviewTarget } from '../lib/target.ts';

type ReviewMutationResponse = z.infer<typeof reviewMutationResponseSchema>;
type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What the form sends; the target's id comes from the address. */
export type ReviewFields = Pick<ReviewInputParsed, 'rating' | 'comment'>;

/** GET …/reviews?limit=&cursor=: one keyset page of a problem's or solution's reviews. */
export async function fetchReviewsPage(
  target: ReviewTarget,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<Review>> {
  const { body, page } = await fetchPage<ReviewList>(
    `${targetApiPath(target)}/reviews`,
    cursor,
    signal,
  );
  return { items: body.reviews, ...page };
}

export const reviewsQueryOptions = (target: ReviewTarget) =>
  pagedQueryOptions(reviewListKey(target), (cursor, signal) =>
    fetchReviewsPage(target, cursor, signal),
  );

export function useReviews(target: ReviewTarget) {
  return useLoadMore(reviewsQueryOptions(target));
}

/** POST …/addreview with the target's id in the body, as the seed's client sends it. */
export function addReview(
  target: ReviewTarget,
  fields: ReviewFields,
): Promise<ReviewMutationResponse> {
  const body =
    target.kind === 'problem'
      ? { ...fields, problem: target.problemId }
      : { ...fields, solution: target.solutionId };
  return api.post<ReviewMutationResponse>(`${targetApiPath(target)}/addreview`, body);
}

/** DELETE …/reviews/{reviewId} (the review's author only). */
export function deleteReview(target: ReviewTarget, reviewId: string): Promise<MessageResponse> {
  return api.delete<MessageResponse>(
    `${targetApiPath(target)}/reviews/${encodeURIComponent(reviewId)}`,
  );
}

/**
 * A review moves its target's average rating and review count: the target's own entry (and so
 * the viewer's "reviewed" state) and the lists that show the target refetch.
 */
function refreshRatings(queryClient: QueryClient, target: ReviewTarget) {
  const keys =
    target.kind === 'problem'
      ? [problemKeys.detail(target.problemId), problemKeys.lists]
      : [
          solutionKeys.detail(target.problemId, target.solutionId),
          solutionKeys.lists(target.problemId),
        ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useAddReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ReviewFields) => addReview(target, fields),
    onSuccess: () =>
      Promise.all([
        refreshRatings(queryClient, target),
        queryClient.invalidateQueries({ queryKey: reviewListKey(target) }),
      ]),
  });
}

/** Deletes one review and removes it from the list on screen at once. */
export function useDeleteReview(target: ReviewTarget, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReview(target, reviewId),
    onSuccess: () => {
      // The list on screen is made right here, so it needs no refetch; the ratings do.
      queryClient.setQueryData<PagesData<Page<Review>>>(reviewListKey(target), (data) =>
        data ? withoutItems(data, (review) => review._id === reviewId) : data,
      );
      return refreshRatings(queryClient, target);
    },
  });
}
