import type { ProblemResponse } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';

/**
 * Cache keys of problems, for every feature: a problem is shown by its own page, the solutions
 * screens (its title) and the review screens (its rating), and its lists are refreshed by writes
 * of solutions and reviews, so its keys live here once. Everything starts with 'problems'.
 */
export const problemKeys = {
  all: ['problems'] as const,
  /** Every list of problem cards: the dashboard (any filters), My Problems, Bookmarked. */
  lists: ['problems', 'list'] as const,
  dashboard: (filters: object) => ['problems', 'list', 'dashboard', filters] as const,
  mine: ['problems', 'list', 'mine'] as const,
  bookmarked: ['problems', 'list', 'bookmarked'] as const,
  /** GET /problem/{id}: the problem and the signed-in viewer's bookmark and review. */
  detail: (problemId: string) => ['problems', 'detail', problemId] as const,
};

/** GET /problem/{id}: the problem and whether the signed-in user bookmarked and reviewed it. */
export function fetchProblem(problemId: string, signal?: AbortSignal): Promise<ProblemResponse> {
  return api.get<ProblemResponse>(apiPaths.problem(problemId), { signal });
}

/** The one cache entry of a problem; screens that need part of it add a `select`. */
export const problemQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: problemKeys.detail(problemId),
    queryFn: ({ signal }) => fetchProblem(problemId, signal),
  });

export function useProblem(problemId: string) {
  return useQuery(problemQueryOptions(problemId));
}
