import type {
  messageResponseSchema,
  Solution,
  SolutionInput,
  solutionMutationResponseSchema,
  SolutionSort,
  solutionsResponseSchema,
} from '@upsolve/contract';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { solutionKeys } from '@/lib/queries/solution.ts';

type SolutionsResponse = z.infer<typeof solutionsResponseSchema>;
export type SolutionMutationResponse = z.infer<typeof solutionMutationResponseSchema>;
type MessageResponse = z.infer<typeof messageResponseSchema>;

export interface SolutionsPage extends Page<Solution> {
  /** The problem the solutions belong to (its title heads the list). */
  problem: SolutionsResponse['problem'];
}

/** GET /problem/{id}/solutions?sort=&limit=&cursor=: one keyset page of the solutions. */
export async function fetchSolutionsPage(
  problemId: string,
  sort: SolutionSort,
  cursor: string | null,
  signal: AbortSignal,
): Promise<SolutionsPage> {
  const { body, page } = await fetchPage<SolutionsResponse>(
    apiPaths.solutions(problemId),
    cursor,
    signal,
    { sort },
  );
  return { items: body.solutions, problem: body.problem, ...page };
}

export const solutionsQueryOptions = (problemId: string, sort: SolutionSort) =>
  pagedQueryOptions(solutionKeys.list(problemId, sort), (cursor, signal) =>
    fetchSolutionsPage(problemId, sort, cursor, signal),
  );

export function useSolutions(problemId: string, sort: SolutionSort) {
  return useLoadMore(solutionsQueryOptions(problemId, sort));
}

/** POST /problem/{id}/addsolution. */
export function addSolution(
  problemId: string,
  input: SolutionInput,
): Promise<SolutionMutationResponse> {
  return api.post<SolutionMutationResponse>(apiPaths.addSolution(problemId), {
    ...input,
    problem: problemId,
  });
}

/** PUT /problem/{id}/solutions/{solutionId}/updatesolution. */
export function updateSolution(
  problemId: string,
  solutionId: string,
  input: SolutionInput,
): Promise<SolutionMutationResponse> {
  return api.put<SolutionMutationResponse>(apiPaths.updateSolution(problemId, solutionId), {
    ...input,
    problem: problemId,
  });
}

/** DELETE /problem/{id}/solutions/{solutionId}/deletesolution. */
export function deleteSolution(problemId: string, solutionId: string): Promise<MessageResponse> {
  return api.delete<MessageResponse>(apiPaths.deleteSolution(problemId, solutionId));
}
