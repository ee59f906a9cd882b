import type {
  HandleInput,
  HandleLinkResponse,
  HandleSite,
  HandlesResponse,
  HandleVerifyResponse,
  PublicHandlesResponse,
} from '@upsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';

const handlesKey = ['handles'] as const;
const publicHandlesKey = (userId: string) => ['handles', 'user', userId] as const;

/** A verified handle not synced yet: its first sync is running, so the section asks again. */
const firstSyncRunning = (answer: HandlesResponse | undefined) =>
  answer?.handles.some((handle) => handle.verified && handle.lastSyncedAt === null) ?? false;

/** GET /handles: the viewer's handles and their sync state (every 2 s while a first sync runs). */
export function useHandles() {
  return useQuery({
    queryKey: handlesKey,
    queryFn: ({ signal }) => api.get<HandlesResponse>(apiPaths.handles, { signal }),
    refetchInterval: (query) => (firstSyncRunning(query.state.data) ? 2_000 : false),
  });
}

/** GET /users/{id}/handles: a user's verified handles (their profile). */
export function usePublicHandles(userId: string) {
  return useQuery({
    queryKey: publicHandlesKey(userId),
    queryFn: ({ signal }) =>
      api.get<PublicHandlesResponse>(apiPaths.userHandles(userId), { signal }),
  });
}

/** Each handle mutation refetches the viewer's handles (and a sync their marks, when it ends). */
function useHandleMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: handlesKey }),
  });
}

export const useLinkHandle = () =>
  useHandleMutation((input: HandleInput) => api.post<HandleLinkResponse>(apiPaths.handles, input));

export const useVerifyHandle = () =>
  useHandleMutation((site: HandleSite) =>
    api.post<HandleVerifyResponse>(apiPaths.verifyHandle(site)),
  );

export const useSyncHandle = () =>
  useHandleMutation((site: HandleSite) => api.post<{ message: string }>(apiPaths.syncHandle(site)));

export const useUnlinkHandle = () =>
  useHandleMutation((site: HandleSite) => api.delete<{ message: string }>(apiPaths.handle(site)));
