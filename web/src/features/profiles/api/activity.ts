import type { ActivityResponse } from '@upsolve/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';

/** Under the user's keys; `null` is the current year in the owner's zone (the server decides). */
export const activityKey = (userId: string, year: number | null) =>
  [...userKeys.activity(userId), year ?? 'current'] as const;

/** GET /users/{userId}/activity?year=: one year of days with activity, and the streaks. */
export const activityQueryOptions = (userId: string, year: number | null) =>
  queryOptions({
    queryKey: activityKey(userId, year),
    queryFn: ({ signal }) => {
      const query =
        year === null ? '' : `?${new URLSearchParams({ year: String(year) }).toString()}`;
      return api.get<ActivityResponse>(`${apiPaths.userActivity(userId)}${query}`, { signal });
    },
    // Another year keeps the calendar on screen (dimmed) until its days arrive.
    placeholderData: keepPreviousData,
  });

export function useActivity(userId: string, year: number | null) {
  return useQuery(activityQueryOptions(userId, year));
}
