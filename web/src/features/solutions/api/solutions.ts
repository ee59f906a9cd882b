import type { Solution, SolutionDetail, SolutionInput } from '@upsolve/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { SolutionSort } from '../lib/sort.ts';
import { solutionKeys } from './keys.ts';

export interface SolutionsResponse {
  solutions: Solution[];
  problem: { _id: string; title: string };
}

export interface SolutionMutationResponse {
  message: string;
  solution: Solution;
}

export const problemPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;
export const solutionPath = (problemId: string, solutionId: string) =>
  `${problemPath(problemId)}/solutions/${encodeURIComponent(solutionId)}`;

export const solutionsPageSize = 20;

export interface SolutionsPage {
  solutions: Solution[];
  problem: { _id: string; title: string };
  /** Every solution of the problem, across all pages (X-Total-Count). */
  total: number;
  /** Where the next page starts (X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
}

/** GET /problem/{id}/solutions?sort=&limit=&cursor=: one keyset page of the solutions. */
export async function fetchSolutionsPage(
  problemId: string,
  sort: SolutionSort,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SolutionsPage> {
  const params = new URLSearchParams({ sort, limit: String(solutionsPageSize) });
  if (cursor !== null) params.set('cursor', cursor);
  const { data, headers } = await api.request<SolutionsResponse>(
    'GET',
    `${problemPath(problemId)}/solutions?${params}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return {
    ...data,
    total: Number.isFinite(total) ? total : data.solutions.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

export const solutionsQueryOptions = (problemId: string, sort: SolutionSort) =>
  infiniteQueryOptions({
    queryKey: solutionKeys.list(problemId, sort),
    queryFn: ({ pageParam, signal }) => fetchSolutionsPage(problemId, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useSolutions(problemId: string, sort: SolutionSort) {
  return useInfiniteQuery(solutionsQueryOptions(problemId, sort));
}

/**
 * GET /problem/{id}/solutions/{solutionId}: one solution with its rating summary and whether the
 * signed-in user has reviewed it.
 */
export function fetchSolution(
  problemId: string,
  solutionId: string,
  signal?: AbortSignal,
): Promise<SolutionDetail> {
  return api.get<SolutionDetail>(solutionPath(problemId, solutionId), { signal });
}

export const solutionQueryOptions = (problemId: string, solutionId: string) =>
  queryOptions({
    queryKey: solutionKeys.detail(problemId, solutionId),
    queryFn: ({ signal }) => fetchSolution(problemId, solutionId, signal),
  });

export function useSolution(problemId: string, solutionId: string) {
  return useQuery(solutionQueryOptions(problemId, solutionId));
}

/** POST /problem/{id}/addsolution. */
export function addSolution(
  problemId: string,
  input: SolutionInput,
): Promise<SolutionMutationResponse> {
  return api.post<SolutionMutationResponse>(`${problemPath(problemId)}/addsolution`, {
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
  return api.put<SolutionMutationResponse>(
    `${solutionPath(problemId, solutionId)}/updatesolution`,
    { ...input, problem: problemId },
  );
}

/** DELETE /problem/{id}/solutions/{solutionId}/deletesolution. */
export function deleteSolution(
  problemId: string,
  solutionId: string,
): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${solutionPath(problemId, solutionId)}/deletesolution`);
}
