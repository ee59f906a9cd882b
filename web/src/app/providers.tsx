import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/lib/api.ts';
import { sessionQueryKey, setSessionUser } from '@/lib/session.ts';

/** Client errors (4xx) will not change on a retry; server errors and lost answers may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A 401 on any call means the session ended (expired, or logged out in another tab): forget
  // the user, and the session guard sends them to /signin with the page to come back to.
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (queryKey?.[0] === sessionQueryKey[0]) return;
    setSessionUser(queryClient, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
