import type {
  bookmarkedProblemsResponseSchema,
  myProblemsResponseSchema,
  ProblemSummary,
} from '@upsolve/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { problemKeys } from './keys.ts';
import { pageInfoFrom, pagePath } from './paging.ts';
import type { PageInfo } from './paging.ts';

/** Problems per request of the My Problems and Bookmarked screens, as on the dashboard. */
export const listPageSize = 20;

export interface ProblemListPage extends PageInfo {
  problems: ProblemSummary[];
}

export interface MyProblemsPage extends ProblemListPage {
  username: string;
}

/** GET /myproblems: one page of the signed-in user's own problems, public and private. */
export async function fetchMyProblemsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MyProblemsPage> {
  const { data, headers } = await api.request<z.infer<typeof myProblemsResponseSchema>>(
    'GET',
    pagePath('/myproblems', listPageSize, cursor),
    { signal },
  );
  return { ...data, ...pageInfoFrom(headers, data.problems.length) };
}

export const myProblemsQueryOptions = infiniteQueryOptions({
  queryKey: problemKeys.mine,
  queryFn: ({ pageParam, signal }) => fetchMyProblemsPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

export function useMyProblems() {
  return useInfiniteQuery(myProblemsQueryOptions);
}

/** GET /bookmarkedproblems: one page of the problems the signed-in user saved, latest first. */
export async function fetchBookmarkedPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProblemListPage> {
  const { data, headers } = await api.request<z.infer<typeof bookmarkedProblemsResponseSchema>>(
    'GET',
    pagePath('/bookmarkedproblems', listPageSize, cursor),
    { signal },
  );
  return { problems: data.problems, ...pageInfoFrom(headers, data.problems.length) };
}

export const bookmarkedProblemsQueryOptions = infiniteQueryOptions({
  queryKey: problemKeys.bookmarked,
  queryFn: ({ pageParam, signal }) => fetchBookmarkedPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

export function useBookmarkedProblems() {
  return useInfiniteQuery(bookmarkedProblemsQueryOptions);
}
