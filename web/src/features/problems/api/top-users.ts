import type { TopUser } from '@upsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { problemKeys } from './keys.ts';

/** GET /top-users: the leaderboard by number of solutions. */
export function fetchTopUsers(signal?: AbortSignal): Promise<TopUser[]> {
  return api.get<TopUser[]>('/top-users', { signal });
}

export const topUsersQueryOptions = queryOptions({
  queryKey: problemKeys.topUsers,
  queryFn: ({ signal }) => fetchTopUsers(signal),
});

export function useTopUsers() {
  return useQuery(topUsersQueryOptions);
}
