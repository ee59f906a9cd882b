import type { Profile, ProfileUpdate, profileMutationResponseSchema } from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';

type ProfileMutationResponse = z.infer<typeof profileMutationResponseSchema>;

/** GET /myprofile/{userId}: the profile, with the bookmarked problems the viewer may read. */
export function fetchProfile(userId: string, signal: AbortSignal): Promise<Profile> {
  return api.get<Profile>(apiPaths.profile(userId), { signal });
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
  });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}

/** PUT /myprofile/{userId}/updateprofile: the owner's changes; what is left out is kept. */
export function updateProfile(
  userId: string,
  input: ProfileUpdate,
): Promise<ProfileMutationResponse> {
  return api.put<ProfileMutationResponse>(apiPaths.updateProfile(userId), input);
}

/** Saves the profile and shows it at once; searches list skills and locations, so they refetch. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(userId, input),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(userKeys.profile(userId), profile);
      return queryClient.invalidateQueries({ queryKey: userKeys.search });
    },
  });
}
