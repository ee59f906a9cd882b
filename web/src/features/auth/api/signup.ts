import type { SignedInUser, SessionResponse, SignupBody } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ErrorTexts } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { setSessionUser } from '@/lib/session.ts';

/**
 * An answer without a message; the server's own (e.g. 'That username is already taken') wins, and no
 * answer or any other failure reads as on every screen.
 */
export const signupErrorTexts: ErrorTexts = {
  withoutMessage: 'An error occurred during sign-up.',
};

export async function signUp(body: SignupBody): Promise<SignedInUser> {
  const { user } = await api.post<SessionResponse>(apiPaths.signup, body);
  return user;
}

/** POST /signup; on success the new user is signed in (the session query holds them). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
