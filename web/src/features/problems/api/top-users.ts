import type { TopUser } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';

/** GET /top-users: the leaderboard by number of solutions. */
export function fetchTopUsers(signal?: AbortSignal): Promise<TopUser[]> {
  return api.get<TopUser[]>(apiPaths.topUsers, { signal });
}

export const topUsersQueryOptions = queryOptions({
  queryKey: userKeys.top,
  queryFn: ({ signal }) => fetchTopUsers(signal),
});

export function useTopUsers() {
  return useQuery(topUsersQueryOptions);
}
