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
 * listener when it closes) and answers what to refetch after a reconnect: events sent while the
 * connection was down never arrive.
 */
export type SocketListener = (
  socket: AppSocket,
  context: SocketListenerContext,
) => { afterReconnect: () => void };
