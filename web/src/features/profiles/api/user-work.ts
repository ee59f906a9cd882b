import type {
  ProblemSummary,
  UserSolution,
  userProblemsResponseSchema,
  userSolutionsResponseSchema,
} from '@upsolve/contract';
import type { z } from 'zod';
import { pagedQueryOptions, useLoadMore } from '@/lib/load-more.ts';
import { fetchPage, type Page } from '@/lib/paging.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';

type UserProblems = z.infer<typeof userProblemsResponseSchema>;
type UserSolutions = z.infer<typeof userSolutionsResponseSchema>;

/** GET /myprofile/{userId}/problems: one page of the user's public problems, newest first. */
async function fetchUserProblems(
  userId: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<ProblemSummary>> {
  const { body, page } = await fetchPage<UserProblems>(
    apiPaths.userProblems(userId),
    cursor,
    signal,
  );
  return { items: body.problems, ...page };
}

/** GET /myprofile/{userId}/solutions: one page of their solutions of public problems. */
async function fetchUserSolutions(
  userId: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<Page<UserSolution>> {
  const { body, page } = await fetchPage<UserSolutions>(
    apiPaths.userSolutions(userId),
    cursor,
    signal,
  );
  return { items: body.solutions, ...page };
}

export function useUserProblems(userId: string) {
  return useLoadMore(
    pagedQueryOptions([...userKeys.work(userId), 'problems'], (cursor, signal) =>
      fetchUserProblems(userId, cursor, signal),
    ),
  );
}

export function useUserSolutions(userId: string) {
  return useLoadMore(
    pagedQueryOptions([...userKeys.work(userId), 'solutions'], (cursor, signal) =>
      fetchUserSolutions(userId, cursor, signal),
    ),
  );
}
