import type {
  bookmarkedProblemsResponseSchema,
  myProblemsResponseSchema,
  ProblemSummary,
} from '@upsolve/contract';
import type { z } from 'zod';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { apiPaths } from '@/lib/paths.ts';
import { problemKeys } from '@/lib/queries/problem.ts';

export interface MyProblemsPage extends Page<ProblemSummary> {
  username: string;
}

/** GET /myproblems: one page of the signed-in user's own problems, public and private. */
export async function fetchMyProblemsPage(
  cursor: string | null,
  signal: AbortSignal,
): Promise<MyProblemsPage> {
  const { body, page } = await fetchPage<z.infer<typeof myProblemsResponseSchema>>(
    apiPaths.myProblems,
    cursor,
    signal,
  );
  return { items: body.problems, username: body.username, ...page };
}

export const myProblemsQueryOptions = pagedQueryOptions(problemKeys.mine, fetchMyProblemsPage);

export function useMyProblems() {
  return useLoadMore(myProblemsQueryOptions);
}

/** GET /bookmarkedproblems: one page of the problems the signed-in user saved, latest first. */
export async function fetchBookmarkedPage(
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<ProblemSummary>> {
  const { body, page } = await fetchPage<z.infer<typeof bookmarkedProblemsResponseSchema>>(
    apiPaths.bookmarkedProblems,
    cursor,
    signal,
  );
  return { items: body.problems, ...page };
}

export const bookmarkedProblemsQueryOptions = pagedQueryOptions(
  problemKeys.bookmarked,
  fetchBookmarkedPage,
);

export function useBookmarkedProblems() {
  return useLoadMore(bookmarkedProblemsQueryOptions);
}
