import type { ProblemSummary } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { problemKeys } from './keys.ts';

export interface MyProblemsResponse {
  problems: ProblemSummary[];
  username: string;
}

/** GET /myproblems: the signed-in user's own problems, public and private. */
export function fetchMyProblems(signal?: AbortSignal): Promise<MyProblemsResponse> {
  return api.get<MyProblemsResponse>('/myproblems', { signal });
}

export const myProblemsQueryOptions = queryOptions({
  queryKey: problemKeys.mine,
  queryFn: ({ signal }) => fetchMyProblems(signal),
});

export function useMyProblems() {
  return useQuery(myProblemsQueryOptions);
}

/** GET /bookmarkedproblems: the problems the signed-in user saved. */
export async function fetchBookmarkedProblems(signal?: AbortSignal): Promise<ProblemSummary[]> {
  const { problems } = await api.get<{ problems: ProblemSummary[] }>('/bookmarkedproblems', {
    signal,
  });
  return problems;
}

export const bookmarkedProblemsQueryOptions = queryOptions({
  queryKey: problemKeys.bookmarked,
  queryFn: ({ signal }) => fetchBookmarkedProblems(signal),
});

export function useBookmarkedProblems() {
  return useQuery(bookmarkedProblemsQueryOptions);
}
