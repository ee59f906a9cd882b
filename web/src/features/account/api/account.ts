import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  SignedInUser,
} from '@upsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { apiPaths } from '@/lib/paths.ts';
import { userKeys } from '@/lib/queries/user.ts';
import { sessionQueryKey, signingOutKey, useGoSignedOut } from '@/lib/session.ts';
import { accountKeys } from './sessions.ts';

interface MessageResponse {
  message: string;
}

/** PUT /account/password {current, next}: every other session ends, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.put<MessageResponse>(apiPaths.accountPassword, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** PUT /account/email {password, email}: the signed-in user and their profile show the new one. */
export function useChangeEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => api.put<MessageResponse>(apiPaths.accountEmail, body),
    onSuccess: (_answer, { email }) => {
      queryClient.setQueryData<SignedInUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, email } : user,
      );
      return queryClient.invalidateQueries({ queryKey: userKeys.profile(userId) });
    },
  });
}

/**
 * DELETE /account {password}: the account and every session of it end; the tab goes to the
 * landing page signed out. Keyed as a sign-out, so the socket the server closes meanwhile is not
 * taken for a session ended elsewhere (which would open /signin instead).
 */
export function useDeleteAccount() {
  const goSignedOut = useGoSignedOut();
  return useMutation({
    mutationKey: [...signingOutKey, 'delete-account'],
    mutationFn: async (body: DeleteAccountBody) =>
      (await api.request<MessageResponse>('DELETE', apiPaths.account, { body })).data,
    onSuccess: () => goSignedOut(),
  });
}

/** The file name the server gave the export, or a plain one. */
function fileNameOf(headers: Headers): string {
  const disposition = headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? 'upsolve-data.json';
}

/**
 * GET /account/export, saved as a JSON file. Read through the API client rather than a plain
 * link, so a failure (the session gone, the server down) is said on the page, not saved as a file.
 */
export function useDownloadData() {
  return useMutation({
    mutationFn: async () => {
      const { data, headers } = await api.request<unknown>('GET', apiPaths.accountExport);
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(headers);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
