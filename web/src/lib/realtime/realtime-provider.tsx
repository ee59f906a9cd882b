import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invitationKeys } from '../queries/invitations.ts';
import { useCurrentUser } from '../session.ts';
import { refetchMessages, syncMessage, syncReadReceipt } from './message-sync.ts';
import { applyPresenceChange } from './presence.ts';
import { RealtimeContext, type Realtime } from './realtime-context.ts';
import type { AppSocket } from './socket.ts';

interface Listeners {
  queryClient: QueryClient;
  viewerId: string;
  setConnected: (connected: boolean) => void;
  setOnline: (update: (online: ReadonlySet<string>) => ReadonlySet<string>) => void;
}

/** Listens to everything the server pushes; returns what stops listening. */
function listen(socket: AppSocket, { queryClient, viewerId, setConnected, setOnline }: Listeners) {
  let connectedBefore = false;
  const refetchInvitations = () =>
    void queryClient.invalidateQueries({ queryKey: invitationKeys.all });

  socket.on('connect', () => {
    setConnected(true);
    // A reconnect: what was sent while the connection was down never arrived as events.
    if (connectedBefore) {
      refetchMessages(queryClient);
      refetchInvitations();
    }
    connectedBefore = true;
  });
  socket.on('disconnect', () => setConnected(false));
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
  // returning to the tab, is a reason to try again.
  const retry = () => {
    if (!socket.connected && document.visibilityState === 'visible') socket.connect();
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', retry);
  return () => {
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', retry);
    socket.removeAllListeners();
  };
}

const nobodyOnline: ReadonlySet<string> = new Set();

/**
 * The signed-in user's real-time connection, opened when a signed-in screen first shows and
 * closed when they leave them (sign-out, or a session that ended). Socket.IO's client is loaded
 * on demand, so visitors never download it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const viewer = useCurrentUser();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [online, setOnline] = useState<ReadonlySet<string>>(nobodyOnline);

  useEffect(() => {
    let closed = false;
    let stop = () => {};
    import('./socket.ts').then(
      ({ openSocket }) => {
        if (closed) return;
        const opened = openSocket(viewer._id);
        const stopListening = listen(opened, {
          queryClient,
          viewerId: viewer._id,
          setConnected,
          setOnline,
        });
        stop = () => {
          stopListening();
          opened.disconnect();
        };
        setSocket(opened);
      },
      // Only logged: every screen works without live updates (docs/product.md, "Real time").
      (error: unknown) => console.warn('The real-time connection could not be loaded.', error),
    );
    return () => {
      closed = true;
      stop();
    };
  }, [viewer._id, queryClient]);

  const realtime = useMemo<Realtime>(
    () => ({ socket, connected, online }),
    [socket, connected, online],
  );
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}
