import type { ProblemDetail, ProblemInput, ProblemResponse } from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { problemKeys } from './keys.ts';

export interface ProblemMutationResponse {
  message: string;
  problem: ProblemDetail;
}

interface BookmarkResponse {
  message: string;
  isBookmarked: boolean;
}

const problemPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;

/** GET /problem/{id}: the problem and whether the signed-in user bookmarked and reviewed it. */
export function fetchProblem(problemId: string, signal?: AbortSignal): Promise<ProblemResponse> {
  return api.get<ProblemResponse>(problemPath(problemId), { signal });
}

export const problemQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: problemKeys.detail(problemId),
    queryFn: ({ signal }) => fetchProblem(problemId, signal),
  });

export function useProblem(problemId: string) {
  return useQuery(problemQueryOptions(problemId));
}

/** POST /addproblem. */
export function addProblem(input: ProblemInput): Promise<ProblemMutationResponse> {
  return api.post<ProblemMutationResponse>('/addproblem', input);
}

export function useAddProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

/** PUT /problem/{id}/updateproblem with every field. */
export function updateProblem(
  problemId: string,
  input: ProblemInput,
): Promise<ProblemMutationResponse> {
  return api.put<ProblemMutationResponse>(`${problemPath(problemId)}/updateproblem`, input);
}

export function useUpdateProblem(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProblemInput) => updateProblem(problemId, input),
    onSuccess: async ({ problem }) => {
      queryClient.setQueryData<ProblemResponse>(problemKeys.detail(problemId), (previous) =>
        previous ? { ...previous, problem } : previous,
      );
      await queryClient.invalidateQueries({ queryKey: problemKeys.all });
    },
  });
}

/** DELETE /problem/{id}/deleteproblem (its solutions, reviews and bookmarks go with it). */
export function deleteProblem(problemId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${problemPath(problemId)}/deleteproblem`);
}

/**
 * Deleting refreshes the lists; the deleted problem's own entry is left to the screen to drop
 * once it has moved away, so the open page does not refetch it and flash "not found".
 */
export function useDeleteProblem(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProblem(problemId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: problemKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      }),
  });
}

export function useForgetProblem() {
  const queryClient = useQueryClient();
  return (problemId: string) =>
    queryClient.removeQueries({ queryKey: problemKeys.detail(problemId) });
}

/** POST /bookmark/{id} or /unbookmark/{id}; both are idempotent on the server. */
export function setBookmark(problemId: string, bookmarked: boolean): Promise<BookmarkResponse> {
  const action = bookmarked ? 'bookmark' : 'unbookmark';
  return api.post<BookmarkResponse>(`/${action}/${encodeURIComponent(problemId)}`);
}

/**
 * The bookmark toggle. SPEC.md §4: the shown state flips only after the call succeeds, so the
 * cache is written from the server's answer, never optimistically.
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
