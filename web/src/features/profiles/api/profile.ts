import type { ProfileUpdate, profileMutationResponseSchema } from '@upsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { profileQueryOptions, userKeys } from '@/lib/queries/user.ts';

type ProfileMutationResponse = z.infer<typeof profileMutationResponseSchema>;

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
