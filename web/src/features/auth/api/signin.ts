import type { SignedInUser, SessionResponse, SigninBody } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ErrorTexts } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { setSessionUser } from '@/lib/session.ts';

/**
 * An answer without a message; the server's own (e.g. 'Invalid email or password') wins, and no
 * answer or any other failure reads as on every screen.
 */
export const signinErrorTexts: ErrorTexts = {
  withoutMessage: 'An error occurred during sign-in.',
};

/** `email` takes the email address or the username. */
export async function signIn(body: SigninBody): Promise<SignedInUser> {
  const { user } = await api.post<SessionResponse>(apiPaths.signin, body);
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
