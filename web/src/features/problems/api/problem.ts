import type {
  bookmarkResponseSchema,
  messageResponseSchema,
  ProblemInput,
  problemMutationResponseSchema,
  ProblemResponse,
} from '@upsolve/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { problemKeys } from '@/lib/queries/problem.ts';
import { reviewKeys } from '@/lib/queries/review.ts';
import { solutionKeys } from '@/lib/queries/solution.ts';
import { userKeys } from '@/lib/queries/user.ts';

export type ProblemMutationResponse = z.infer<typeof problemMutationResponseSchema>;
type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;
type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /addproblem. */
export function addProblem(input: ProblemInput): Promise<ProblemMutationResponse> {
  return api.post<ProblemMutationResponse>(apiPaths.addProblem, input);
}

/**
 * A new problem appears in the lists. Its page opens next, so its entry is written from the
 * answer: nobody has bookmarked, solved or reviewed a problem that did not exist a moment ago.
 */
export function useAddProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProblem,
    onSuccess: ({ problem }) => {
      queryClient.setQueryData<ProblemResponse>(problemKeys.detail(problem._id), {
        problem: { ...problem, solutions: [], reviews: [] },
        isBookmarked: false,
        viewerHasReviewed: false,
      });
      return queryClient.invalidateQueries({ queryKey: problemKeys.lists });
    },
  });
}

/** PUT /problem/{id}/updateproblem with every field. */
export function updateProblem(
  problemId: string,
  input: ProblemInput,
): Promise<ProblemMutationResponse> {
  return api.put<ProblemMutationResponse>(apiPaths.updateProblem(problemId), input);
}

/**
 * The answer is the updated problem, so its entry is written from it; the cards in the lists and
 * the title above its solutions refetch, and the leaderboard too when the visibility changed (it
 * counts solutions of public problems only).
 */
export function useUpdateProblem(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProblemInput) => updateProblem(problemId, input),
    onSuccess: async ({ problem }) => {
      const key = problemKeys.detail(problemId);
      const visibilityBefore = queryClient.getQueryData<ProblemResponse>(key)?.problem.choice;
      // An edit changes no solution or review: the ids already held stay.
      queryClient.setQueryData<ProblemResponse>(key, (previous) =>
        previous
          ? {
              ...previous,
              problem: {
                ...problem,
                solutions: previous.problem.solutions,
                reviews: previous.problem.reviews,
              },
            }
          : previous,
      );
      const stale: QueryKey[] = [problemKeys.lists, solutionKeys.lists(problemId)];
      if (visibilityBefore !== problem.choice) stale.push(userKeys.top);
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** DELETE /problem/{id}/deleteproblem (its solutions, reviews and bookmarks go with it). */
export function deleteProblem(problemId: string): Promise<MessageResponse> {
  return api.delete<MessageResponse>(apiPaths.deleteProblem(problemId));
}

/**
 * Deleting refreshes the lists and the leaderboard (its solutions no longer count) and forgets
 * its solutions and reviews. The problem's own entry is left to the screen to drop once it has
 * moved away (useForgetProblem), so the open page does not refetch it and flash "not found".
 */
export function useDeleteProblem(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProblem(problemId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: solutionKeys.ofProblem(problemId) });
      queryClient.removeQueries({ queryKey: reviewKeys.ofProblem(problemId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: problemKeys.lists }),
        queryClient.invalidateQueries({ queryKey: userKeys.top }),
      ]);
    },
  });
}

export function useForgetProblem() {
  const queryClient = useQueryClient();
  return (problemId: string) =>
    queryClient.removeQueries({ queryKey: problemKeys.detail(problemId) });
}

/** POST /bookmark/{id} or /unbookmark/{id}; both are idempotent on the server. */
export function setBookmark(problemId: string, bookmarked: boolean): Promise<BookmarkResponse> {
  const path = bookmarked ? apiPaths.bookmark(problemId) : apiPaths.unbookmark(problemId);
  return api.post<BookmarkResponse>(path);
}

/**
 * The bookmark toggle. The shown state flips only after the call succeeds, so the cache is
 * written from the server's answer, never optimistically; the Bookmarked list refetches.
 */
export function useToggleBookmark(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmarked: boolean) => setBookmark(problemId, bookmarked),
    onSuccess: async ({ isBookmarked }) => {
      queryClient.setQueryData<ProblemResponse>(problemKeys.detail(problemId), (previous) =>
        previous ? { ...previous, isBookmarked } : previous,
      );
      await queryClient.invalidateQueries({ queryKey: problemKeys.bookmarked });
    },
  });
}
