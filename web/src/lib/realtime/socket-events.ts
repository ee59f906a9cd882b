import { applyPresenceChange } from './presence.ts';
import { afterServerDisconnect, serverDisconnectReason } from './session-ended.ts';
import type { AppSocket } from './app-socket.ts';
import type { PresenceWatches } from './presence-watches.ts';
import type { SocketListener, SocketListenerContext } from './socket-listener.ts';

export interface Listeners extends SocketListenerContext {
  setConnected: (connected: boolean) => void;
  setOnline: (update: (online: ReadonlySet<string>) => ReadonlySet<string>) => void;
  watches: PresenceWatches;
  /** The features' reactions to their events (app/realtime-listeners.ts). */
  featureListeners: readonly SocketListener[];
}

/**
 * Listens to the connection itself and to presence, and lets every feature listen to its own
 * events; returns what stops listening.
 */
export function listen(
  socket: AppSocket,
  { queryClient, viewerId, setConnected, setOnline, watches, featureListeners }: Listeners,
) {
  let connectedBefore = false;
  const features = featureListeners.map((listener) => listener(socket, { queryClient, viewerId }));

  socket.on('connect', () => {
    setConnected(true);
    watches.connected(socket);
    // What was sent while there was no connection never arrives as events: while it was down, and
    // before the first one, between the page's first reads and the handshake (an invitation
    // answered meanwhile would stay "waiting" in the header).
    for (const feature of features) {
      if (connectedBefore) feature.afterReconnect();
      else feature.afterFirstConnect?.();
    }
    connectedBefore = true;
  });
  // Set when the server closed this socket for a newer one, and when this tab stopped listening.
  let replaced = false;
  let stopped = false;
  socket.on('disconnect', (reason) => {
    setConnected(false);
    watches.disconnected();
    // Socket.IO does not reconnect after the server closed the socket: find out why it did.
    if (reason === serverDisconnectReason && !replaced) {
      void afterServerDisconnect(socket, queryClient, viewerId, () => stopped);
    }
  });
  socket.on('getOnlineUsers', (ids) => setOnline(() => new Set(ids)));
  socket.on('presenceChanged', (change) =>
    setOnline((online) => applyPresenceChange(online, change)),
  );

  // Socket.IO gives up after its reconnection attempts; the network coming back, or the user
  // returning to the tab, is a reason to try again. Not after the server closed this one for a
  // newer connection of the same account: reconnecting would close another tab in turn.
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
    stopped = true;
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', retry);
    socket.removeAllListeners();
  };
}
