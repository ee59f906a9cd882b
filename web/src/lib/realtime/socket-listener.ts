import type { QueryClient } from '@tanstack/react-query';
import type { AppSocket } from './app-socket.ts';

/** What a feature's socket listener is given: the cache it updates and who is signed in. */
export interface SocketListenerContext {
  queryClient: QueryClient;
  viewerId: string;
}

/**
 * A feature's reactions to what the server pushes (the feature's index.ts exports it; app/ wires
 * it into the connection). It subscribes to its events on `socket` (the connection removes every
 * listener when it closes) and answers what to refetch once connected: events sent while the
 * connection was down never arrive (`afterReconnect`), nor those sent between the page's first
 * reads and the first connection (`afterFirstConnect`, for what is safe to read again while the
 * user acts: a count, a list of invitations, not a conversation being written in).
 */
export type SocketListener = (
  socket: AppSocket,
  context: SocketListenerContext,
) => { afterReconnect: () => void; afterFirstConnect?: () => void };
