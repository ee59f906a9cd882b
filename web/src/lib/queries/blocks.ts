import type { BlockedUser, BlockMutationResponse } from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { apiPaths } from '../paths.ts';
import { messageKeys } from './messages.ts';
import { userKeys } from './user.ts';

/**
 * Blocking (docs/product.md, "Blocking"): the people the viewer blocked, read by the settings
 * screen, a profile and a conversation (which show Block or Unblock), and the block and unblock
 * calls they share.
 */
export const blockKeys = {
  all: ['blocks'] as const,
};

/** GET /blocks: the people the viewer blocked, most recently blocked first. */
export const blockedUsersQueryOptions = queryOptions({
  queryKey: blockKeys.all,
  queryFn: ({ signal }) => api.get<BlockedUser[]>(apiPaths.blocks, { signal }),
});

export function useBlockedUsers() {
  return useQuery(blockedUsersQueryOptions);
}

/** Whether the viewer blocked `userId`; false until the list is known. */
export function useIsBlocked(userId: string): boolean {
  const { data } = useQuery({
    ...blockedUsersQueryOptions,
    select: (list) => list.some((user) => user._id === userId),
  });
  return data ?? false;
}

/**
 * POST /blocks/{userId} (block) or DELETE (unblock). The chat lists and the collaborator search
 * change for the viewer, so they refetch with the list of blocks.
 */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      blocked
        ? api.post<BlockMutationResponse>(apiPaths.block(userId))
        : api.delete<BlockMutationResponse>(apiPaths.block(userId)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockKeys.all }),
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.search }),
      ]),
  });
}
