import type { PublicUser, SessionResponse, SignupBody } from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ErrorTexts } from '@/lib/api.ts';
import { setSessionUser } from '@/lib/session.ts';

/** SPEC.md §8, sign-up rows (the server's own message wins when it sends one). */
export const signupErrorTexts: ErrorTexts = {
  withoutMessage: 'An error occurred during sign-up.',
  noResponse: 'Server did not respond. Please try again later.',
  unknown: 'An unknown error occurred. Please try again.',
};

export async function signUp(body: SignupBody): Promise<PublicUser> {
  const { user } = await api.post<SessionResponse>('/signup', body);
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
