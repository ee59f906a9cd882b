import type { QueryClient } from '@tanstack/react-query';
import { invitationKeys } from '../queries/invitations.ts';
import { refetchMessages, syncMessage, syncReadReceipt } from './message-sync.ts';
import { applyPresenceChange } from './presence.ts';
import type { AppSocket } from './app-socket.ts';
import type { PresenceWatches } from './presence-watches.ts';

export interface Listeners {
  queryClient: QueryClient;
  viewerId: string;
  setConnected: (connected: boolean) => void;
  setOnline: (update: (online: ReadonlySet<string>) => ReadonlySet<string>) => void;
  watches: PresenceWatches;
}

/** Listens to everything the server pushes; returns what stops listening. */
export function listen(
  socket: AppSocket,
  { queryClient, viewerId, setConnected, setOnline, watches }: Listeners,
) {
  let connectedBefore = false;
  const refetchInvitations = () =>
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });

  socket.on('connect', () => {
    setConnected(true);
    watches.connected(socket);
    // A reconnect: what was sent while the connection was down never arrived as events.
    if (connectedBefore) {
      refetchMessages(queryClient);
      refetchInvitations();
    }
    connectedBefore = true;
  });
  socket.on('disconnect', () => {
    setConnected(false);
    watches.disconnected();
  });
  socket.on('getOnlineUsers', (ids) => setOnline(() => new Set(ids)));
  socket.on('presenceChanged', (change) =>
    setOnline((online) => applyPresenceChange(online, change)),
  );
  socket.on('newMessage', (message) => syncMessage(queryClient, viewerId, message));
  socket.on('messageSent', (message) => syncMessage(queryClient, viewerId, message));
  socket.on('messagesRead', (notice) => syncReadReceipt(queryClient, notice));
  socket.on('invitation:new', refetchInvitations);
  socket.on('invitation:answered', refetchInvitations);

  // Socket.IO gives up after its reconnection attempts; the network coming back, or the user
  // returning to the tab, is a reason to try again. Not after the server closed this one for a
  // newer connection of the same account: reconnecting would close another tab in turn.
  let replaced = false;
  socket.on('socket:closed', (notice) => {
    replaced = true;
    console.warn(notice.message);
  });
  const retry = () => {
    if (!replaced && !socket.connected && document.visibilityState === 'visible') {
      socket.connect();
    }
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', retry);
  return () => {
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', retry);
    socket.removeAllListeners();
  };
}
