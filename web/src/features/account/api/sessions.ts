import type { AccountSessionsResponse } from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';

/** Cache keys of the account's own resources. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  recovery: ['account', 'recovery'] as const,
};

/** GET /account/sessions: the viewer's signed-in sessions, most recently used first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api.get<AccountSessionsResponse>(apiPaths.accountSessions, { signal }),
    select: (answer) => answer.sessions,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

interface MessageResponse {
  message: string;
}

/** Drops the ended sessions from the cached list, as the server's next answer will have it. */
function useKeepSessions() {
  const queryClient = useQueryClient();
  return (keep: (session: AccountSessionsResponse['sessions'][number]) => boolean) =>
    queryClient.setQueryData<AccountSessionsResponse>(accountKeys.sessions, (answer) =>
      answer ? { sessions: answer.sessions.filter(keep) } : answer,
    );
}

/** DELETE /account/sessions/{id}: that device is signed out (its sockets close at once). */
export function useEndSession() {
  const queryClient = useQueryClient();
  const keepSessions = useKeepSessions();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete<MessageResponse>(apiPaths.accountSession(sessionId)),
    onSuccess: (_answer, sessionId) => keepSessions((session) => session.id !== sessionId),
    // Refused as unknown: it ended meanwhile (it logged out, or expired); the list catches up.
    onError: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** DELETE /account/sessions: every session but this one ends. */
export function useEndOtherSessions() {
  const keepSessions = useKeepSessions();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(apiPaths.accountSessions),
    onSuccess: () => keepSessions((session) => session.current),
  });
}
