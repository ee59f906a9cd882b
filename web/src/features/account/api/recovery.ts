import type {
  AccountRecoveryResponse,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@upsolve/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { setSessionUser } from '@/lib/session.ts';
import { accountKeys } from './sessions.ts';

interface MessageResponse {
  message: string;
}

/** GET /account/recovery: whether this site can mail a reset link (it has `SMTP_URL`). */
export const recoveryQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.recovery,
    queryFn: ({ signal }) => api.get<AccountRecoveryResponse>(apiPaths.accountRecovery, { signal }),
    // A server setting: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRecovery() {
  return useQuery(recoveryQueryOptions());
}

/** POST /account/forgot {email}: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<MessageResponse>(apiPaths.accountForgot, body),
  });
}

/**
 * POST /account/reset {token, password}: every session of that account ends, this browser's too
 * if it was signed in as them, so the page goes on signed out.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<MessageResponse>(apiPaths.accountReset, body),
    onSuccess: () => setSessionUser(queryClient, null),
  });
}
