import {
  settingsDefaults,
  type Profile,
  type ProfileUpdate,
  type profileMutationResponseSchema,
} from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { fetchProfile, userKeys } from '@/lib/queries/user.ts';

type ProfileMutationResponse = z.infer<typeof profileMutationResponseSchema>;

export interface Settings {
  showEmail: boolean;
  showOnline: boolean;
  spoilerSafe: boolean;
  /** Null until chosen (the activity calendar then counts in UTC). */
  timeZone: string | null;
}

/** The owner's settings from their own profile (the server answers them to the owner only). */
function settingsOf(profile: Profile): Settings {
  return {
    showEmail: profile.showEmail ?? settingsDefaults.showEmail,
    showOnline: profile.showOnline ?? settingsDefaults.showOnline,
    spoilerSafe: profile.spoilerSafe ?? settingsDefaults.spoilerSafe,
    timeZone: profile.timeZone,
  };
}

/** Under the profile's key, so a profile change refetches the settings too. */
const settingsKey = (userId: string) => [...userKeys.profile(userId), 'settings'] as const;

export const settingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKey(userId),
    queryFn: async ({ signal }) => settingsOf(await fetchProfile(userId, signal)),
  });

export function useSettings(userId: string) {
  return useQuery(settingsQueryOptions(userId));
}

/**
 * PUT /myprofile/{userId}/updateprofile with one setting; the control shows the saved value. The
 * profile screens, the collaborator search (emails) and the activity calendar (zone) refetch.
 */
export function useSaveSetting(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<Settings>) =>
      api.put<ProfileMutationResponse>(
        apiPaths.updateProfile(userId),
        change satisfies ProfileUpdate,
      ),
    onSuccess: ({ profile }, change) => {
      queryClient.setQueryData<Settings>(settingsKey(userId), (current) =>
        current === undefined ? current : { ...current, ...change },
      );
      // The own profile holds spoiler-safe for every screen that hides difficulties: at once.
      queryClient.setQueryData(userKeys.profile(userId), profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.profile(userId), exact: true }),
        queryClient.invalidateQueries({ queryKey: userKeys.search }),
        // The calendar's days are counted in the zone.
        change.timeZone === undefined
          ? undefined
          : queryClient.invalidateQueries({ queryKey: userKeys.activity(userId) }),
      ]);
    },
  });
}
