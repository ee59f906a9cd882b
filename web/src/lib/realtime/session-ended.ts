import type { SessionResponse } from '@upsolve/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api.ts';
import { apiPaths } from '../paths.ts';
import { setSessionUser, signingOutKey } from '../session.ts';
import type { AppSocket } from './app-socket.ts';

/** Socket.IO's reason when the server closed the connection on purpose. */
export const serverDisconnectReason = 'io server disconnect';

/**
 * The server closed this tab's socket on purpose: its session ended (a password changed, "Sign
 * out" on another device, the account deleted) or was replaced by a newer one in this browser (a
 * sign-in in another tab), or the server is shutting down. Asking who is signed in tells them
 * apart: nobody (401) signs the tab out, and the session guard sends it to /signin; the same user
 * (a newer cookie) or no answer (a restart) connects again, as after a lost connection.
 * `stopped` says whether the tab stopped listening meanwhile (it left the signed-in screens).
 */
export async function afterServerDisconnect(
  socket: AppSocket,
  queryClient: QueryClient,
  viewerId: string,
  stopped: () => boolean,
): Promise<void> {
  // Logging out or deleting the account here closes the socket too; those finish on their own.
  const signingOut = () => queryClient.isMutating({ mutationKey: signingOutKey }) > 0;
  if (signingOut()) return;
  let user: SessionResponse['user'] | null;
  try {
    ({ user } = await api.get<SessionResponse>(apiPaths.checkAuth));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) {
      if (!stopped()) socket.connect();
      return;
    }
    user = null;
  }
  if (stopped() || signingOut()) return;
  if (user?._id === viewerId) {
    socket.connect();
    return;
  }
  setSessionUser(queryClient, user);
}
