import type { SolutionDetail } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Cache keys of solutions, for every feature: a solution is shown by its own page and by its
 * review screens, and review writes refresh its rating. Everything of one problem's solutions
 * starts with ['solutions', problemId].
 */
export const solutionKeys = {
  all: ['solutions'] as const,
  ofProblem: (problemId: string) => ['solutions', problemId] as const,
  /** The problem's solution list, in every sort. */
  lists: (problemId: string) => ['solutions', problemId, 'list'] as const,
  list: (problemId: string, sort: string) => ['solutions', problemId, 'list', sort] as const,
  detail: (problemId: string, solutionId: string) =>
    ['solutions', problemId, 'detail', solutionId] as const,
};

/**
 * GET /problem/{id}/solutions/{solutionId}: one solution with its rating summary and whether the
 * signed-in user has reviewed it.
 */
export function fetchSolution(
  problemId: string,
  solutionId: string,
  signal?: AbortSignal,
): Promise<SolutionDetail> {
  return api.get<SolutionDetail>(apiPaths.solution(problemId, solutionId), { signal });
}

/** The one cache entry of a solution; screens that need part of it add a `select`. */
export const solutionQueryOptions = (problemId: string, solutionId: string) =>
  queryOptions({
    queryKey: solutionKeys.detail(problemId, solutionId),
    queryFn: ({ signal }) => fetchSolution(problemId, solutionId, signal),
  });

export function useSolution(problemId: string, solutionId: string) {
  return useQuery(solutionQueryOptions(problemId, solutionId));
}
