import { createContext, useContext } from 'react';
import type { AppSocket } from './app-socket.ts';

export interface Realtime {
  /** The open connection; null until Socket.IO's client has loaded, and when signed out. */
  socket: AppSocket | null;
  /** Whether the connection is up now (false while it reconnects). */
  connected: boolean;
  /** Ids of the users online now, the viewer included, as the server last said. */
  online: ReadonlySet<string>;
}

const nobodyOnline: ReadonlySet<string> = new Set();

export const RealtimeContext = createContext<Realtime>({
  socket: null,
  connected: false,
  online: nobodyOnline,
});

/**
 * The signed-in user's real-time connection (RealtimeProvider, in the signed-in layout). Screens
 * listen with `socket.on('event', ...)` in an effect and stop in its cleanup.
 */
export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}
