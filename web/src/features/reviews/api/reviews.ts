import type { Review } from '@upsolve/contract';
import {
  hashKey,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { targetApiPath, type ReviewTarget } from '../lib/target.ts';
import { reviewKeys } from './keys.ts';

export interface ReviewMutationResponse {
  message: string;
  review: Review;
}

export interface ReviewFields {
  rating: number;
  comment: string;
}

export const reviewsPageSize = 20;

export interface ReviewsPage {
  reviews: Review[];
  /** Every review of the target, across all pages (X-Total-Count). */
  total: number;
  /** Where the next page starts (X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
}

/** GET …/reviews?limit=&cursor=: one keyset page of a problem's or solution's reviews. */
export async function fetchReviewsPage(
  target: ReviewTarget,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const params = new URLSearchParams({ limit: String(reviewsPageSize) });
  if (cursor !== null) params.set('cursor', cursor);
  const { data, headers } = await api.request<Review[]>(
    'GET',
    `${targetApiPath(target)}/reviews?${params}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return {
    reviews: data,
    total: Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

export const reviewsQueryOptions = (target: ReviewTarget) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(target),
    queryFn: ({ pageParam, signal }) => fetchReviewsPage(target, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useReviews(target: ReviewTarget) {
  return useInfiniteQuery(reviewsQueryOptions(target));
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
export function deleteReview(target: ReviewTarget, reviewId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(
    `${targetApiPath(target)}/reviews/${encodeURIComponent(reviewId)}`,
  );
}

/*
 * A review changes the average rating and review count shown on problems, solutions and lists
 * of other features, so after a write every cached answer is marked stale.
 */

export function useAddReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ReviewFields) => addReview(target, fields),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

function withoutReview(
  data: InfiniteData<ReviewsPage, string | null>,
  reviewId: string,
): InfiniteData<ReviewsPage, string | null> {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const reviews = page.reviews.filter((review) => review._id !== reviewId);
      return { ...page, reviews, total: page.total - (page.reviews.length - reviews.length) };
    }),
  };
}

/** Deletes one review and removes it from the list on screen at once (SPEC.md §4). */
export function useDeleteReview(target: ReviewTarget, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReview(target, reviewId),
    onSuccess: () => {
      const listKey = reviewKeys.list(target);
      queryClient.setQueryData<InfiniteData<ReviewsPage, string | null>>(listKey, (data) =>
        data ? withoutReview(data, reviewId) : data,
      );
      // The list on screen is already right; everything else that shows counts refetches.
      return queryClient.invalidateQueries({
        predicate: (query) => query.queryHash !== hashKey(listKey),
      });
    },
  });
}
