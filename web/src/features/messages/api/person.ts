import type { Profile } from '@upsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';

/**
 * Someone the loaded user list does not hold (a `/messages?with={id}` link to a person one has
 * never talked to): their profile gives the username. Shares the profile screens' cache entry.
 */
export function usePerson(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => api.get<Profile>(apiPaths.profile(userId), { signal }),
    enabled,
  });
}
