import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContestFeedTokenResponse,
  ContestsResponse,
  UpsolveResponse,
  UpsolveSource,
  UpsolvingResponse,
} from '@upsolve/contract';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { listKeys } from '@/lib/queries/lists.ts';
import { problemKeys } from '@/lib/queries/problem.ts';
import { userKeys } from '@/lib/queries/user.ts';
import { useOptionalUser } from '@/lib/session.ts';

/** The calendar's two lists: contests not over yet, and those of the last 90 days. */
export type ContestListPhase = 'upcoming' | 'finished';

/** Cache keys of the contest calendar. */
export const contestKeys = {
  all: ['contests'] as const,
  list: (phase: ContestListPhase) => ['contests', 'list', phase] as const,
  feedToken: ['contests', 'feed-token'] as const,
  upsolving: ['contests', 'upsolving'] as const,
};

/** How long a list stays fresh: the server refreshes its sources every 15 minutes at most. */
const listStaleMs = 60_000;

/** GET /contests?phase=: the contests and each source's state, answered from the server's store. */
export const contestsQueryOptions = (phase: ContestListPhase) =>
  queryOptions({
    queryKey: contestKeys.list(phase),
    queryFn: ({ signal }) =>
      api.get<ContestsResponse>(
        `${apiPaths.contests}?${new URLSearchParams({ phase }).toString()}`,
        {
          signal,
        },
      ),
    staleTime: listStaleMs,
  });

export function useContests(phase: ContestListPhase, enabled = true) {
  return useQuery({ ...contestsQueryOptions(phase), enabled });
}

/** GET /contests/feed-token: the viewer's feed token, null before they created one. */
export const feedTokenQueryOptions = () =>
  queryOptions({
    queryKey: contestKeys.feedToken,
    queryFn: ({ signal }) =>
      api.get<ContestFeedTokenResponse>(apiPaths.contestFeedToken, { signal }),
  });

export function useFeedToken() {
  return useQuery(feedTokenQueryOptions());
}

/** POST /contests/feed-token: a new token; the old feed address stops working at once. */
export function useCreateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ContestFeedTokenResponse>(apiPaths.contestFeedToken),
    onSuccess: (answer) => queryClient.setQueryData(contestKeys.feedToken, answer),
  });
}

/**
 * GET /contests/upsolving: solved of total on each contest the viewer upsolves. Marks are made on
 * other screens, so it is asked again each time the calendar shows it.
 */
export const upsolvingQueryOptions = () =>
  queryOptions({
    queryKey: contestKeys.upsolving,
    queryFn: ({ signal }) => api.get<UpsolvingResponse>(apiPaths.contestUpsolving, { signal }),
    staleTime: 0,
  });

export function useUpsolving(enabled: boolean) {
  return useQuery({ ...upsolvingQueryOptions(), enabled });
}

/**
 * POST /contests/{source}/{contestId}/upsolve: the contest's problems go on the viewer's to-do.
 * Its progress, and every list showing the viewer's marks (problems, lists, their profile's
 * counts), are asked again.
 */
export function useUpsolveContest() {
  const queryClient = useQueryClient();
  const userId = useOptionalUser()?._id ?? null;
  return useMutation({
    mutationFn: ({ source, contestId }: { source: UpsolveSource; contestId: string }) =>
      api.post<UpsolveResponse>(apiPaths.contestUpsolve(source, contestId)),
    onSuccess: async () => {
      const stale = [
        queryClient.invalidateQueries({ queryKey: contestKeys.upsolving }),
        queryClient.invalidateQueries({ queryKey: problemKeys.all }),
        queryClient.invalidateQueries({ queryKey: listKeys.all }),
      ];
      if (userId !== null) {
        stale.push(queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) }));
      }
      await Promise.all(stale);
    },
  });
}
