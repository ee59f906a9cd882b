import { invitationKeys } from '@/lib/queries/invitations.ts';
import type { SocketListener } from '@/lib/realtime/socket-listener.ts';

/**
 * An invitation that arrives or is answered (in another tab too) refreshes the invitations, so
 * the lists and the header's count follow.
 */
export const invitationSocketListener: SocketListener = (socket, { queryClient }) => {
  const refetchInvitations = () =>
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
  socket.on('invitation:new', refetchInvitations);
  socket.on('invitation:answered', refetchInvitations);
  return { afterReconnect: refetchInvitations, afterFirstConnect: refetchInvitations };
};
