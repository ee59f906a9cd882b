import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/queries/user.ts';

/**
 * Someone the loaded user list does not hold (a `/messages?with={id}` link to a person one has
 * never talked to): their profile gives the username. Shares the profile screens' cache entry.
 */
export function usePerson(userId: string, enabled: boolean) {
  return useQuery({ ...profileQueryOptions(userId), enabled });
}
