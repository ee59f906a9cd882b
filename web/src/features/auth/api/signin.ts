import type { PublicUser, SessionResponse, SigninBody } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ErrorTexts } from '@/lib/api.ts';
import { setSessionUser } from '@/lib/session.ts';

/** Same kinds of failure as sign-up; a wrong password comes back as 'Invalid email or password'. */
export const signinErrorTexts: ErrorTexts = {
  withoutMessage: 'An error occurred during sign-in.',
  noResponse: 'Server did not respond. Please try again later.',
  unknown: 'An unknown error occurred. Please try again.',
};

/** `email` takes the email address or the username. */
export async function signIn(body: SigninBody): Promise<PublicUser> {
  const { user } = await api.post<SessionResponse>('/signin', body);
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
