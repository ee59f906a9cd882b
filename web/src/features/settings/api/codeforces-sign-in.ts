import type { CodeforcesSignInStartResponse } from '@upsolve/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { leaveFor } from './leave-for.ts';

/**
 * POST /handles/codeforces/sign-in, then off to Codeforces' sign-in page; the browser comes back
 * to the settings page with the outcome in `?codeforcesSignIn=`.
 */
export function useStartCodeforcesSignIn() {
  return useMutation({
    mutationFn: () => api.post<CodeforcesSignInStartResponse>(apiPaths.codeforcesSignIn),
    onSuccess: ({ url }) => leaveFor(url),
  });
}
