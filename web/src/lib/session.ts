import type { SessionResponse, SignedInUser } from '@upsolve/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, ApiError } from './api.ts';
import { apiPaths, paths } from './paths.ts';

export const sessionQueryKey = ['session'] as const;

/**
 * Who is signed in: GET /check-auth → the user, or null. Any failure of the check counts as
 * signed out (a 401 is the normal answer for a visitor; anything else is logged).
 */
async function fetchSessionUser({ signal }: { signal: AbortSignal }): Promise<SignedInUser | null> {
  try {
    const { user } = await api.get<SessionResponse>(apiPaths.checkAuth, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    console.warn('Session check failed; continuing signed out.', error);
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSessionUser,
  // The session changes only through sign-in, sign-up, logout or a 401 (see app/providers.tsx).
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export interface Session {
  user: SignedInUser | null;
  isPending: boolean;
}

export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { user: data ?? null, isPending };
}

/**
 * The signed-in user, provided by the session guard (app/guards.tsx) to the screens behind it.
 * Screens read it from the guard rather than from the session query: when a call finds the
 * session gone, the guard swaps them for a redirect, and none of them renders without a user.
 */
export const CurrentUserContext = createContext<SignedInUser | null>(null);

export function useCurrentUser(): SignedInUser {
  const user = useContext(CurrentUserContext);
  if (user === null) throw new Error('useCurrentUser is only for routes behind the session guard');
  return user;
}

/**
 * The signed-in user where a screen behind the session guard shows it, else null: for shared
 * pieces (problem cards) that may one day appear outside the guard, and must not throw there.
 */
export function useOptionalUser(): SignedInUser | null {
  return useContext(CurrentUserContext);
}

/** Records who is signed in (after sign-in or sign-up) or that nobody is (null). */
export function setSessionUser(queryClient: QueryClient, user: SignedInUser | null): void {
  queryClient.setQueryData(sessionQueryKey, user);
}

/** Marks the navigation that follows a sign-up, so the first screen greets a newcomer as one. */
export const newAccountState = { upsolveNewAccount: true } as const;

export function isNewAccountState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'upsolveNewAccount' in state;
}

/** Marks the navigation to `/` that ends a sign-out (see useFinishSignOut). */
const signedOutState = { upsolveSignedOut: true } as const;

function isSignedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'upsolveSignedOut' in state;
}

/**
 * The key of every call that ends this tab's own session on purpose (logout, deleting the
 * account): while one runs, the server closing this tab's socket is expected, not news.
 */
export const signingOutKey = ['signing-out'] as const;

/** Goes to `/` signed out: useFinishSignOut forgets the user and the cache once there. */
export function useGoSignedOut() {
  const navigate = useNavigate();
  return () => navigate(paths.home, { state: signedOutState });
}

/**
 * Logs out: POST /logout, then goes to `/`, where useFinishSignOut forgets the user and every
 * cached answer. The local session ends even if the call fails (the failure is only logged).
 */
export function useSignOut() {
  const goSignedOut = useGoSignedOut();
  return useMutation({
    mutationKey: signingOutKey,
    mutationFn: () => api.post<unknown>(apiPaths.logout),
    onError: (error) => console.warn('Logout failed; signing out locally.', error),
    // Forgetting the user here, while a signed-in screen is still on show, would make its guard
    // send the user to /signin instead: the signed-in screens leave first.
    onSettled: goSignedOut,
  });
}

/**
 * Finishes a sign-out once the signed-in screens are gone (used once, in the root route): clears
 * the session and the cache before the first paint of `/`, and drops the marker so going back
 * to this history entry later does not sign anyone out.
 */
export function useFinishSignOut(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signingOut = isSignedOutState(location.state);
  useLayoutEffect(() => {
    if (!signingOut) return;
    setSessionUser(queryClient, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [signingOut, location.pathname, location.search, navigate, queryClient]);
}
