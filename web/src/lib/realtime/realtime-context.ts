import { createContext, useContext, useEffect } from 'react';
import type { AppSocket } from './app-socket.ts';
import { PresenceWatches } from './presence-watches.ts';

export interface Realtime {
  /** The open connection; null until Socket.IO's client has loaded, and when signed out. */
  socket: AppSocket | null;
  /** Whether the connection is up now (false while it reconnects). */
  connected: boolean;
  /**
   * Ids of the users online now, as the server last said: the viewer, their conversation
   * partners and the ids the screens watch (`usePresenceWatch`), never the whole site.
   */
  online: ReadonlySet<string>;
  /** The ids the screens on show watch. */
  watches: PresenceWatches;
}

const nobodyOnline: ReadonlySet<string> = new Set();

export const RealtimeContext = createContext<Realtime>({
  socket: null,
  connected: false,
  online: nobodyOnline,
  watches: new PresenceWatches(),
});

/**
 * The signed-in user's real-time connection (RealtimeProvider, in the signed-in layout). Screens
 * listen with `socket.on('event', ...)` in an effect and stop in its cleanup.
 */
export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}

/**
 * Asks to hear the presence of `ids` while the calling screen shows (the server tells a socket
 * only of its user's partners and of the ids it watches).
 */
export function usePresenceWatch(ids: readonly string[]): void {
  const { watches } = useRealtime();
  // The ids as one string: a new array with the same ids is not a new watch.
  const key = ids.join(',');
  useEffect(() => watches.watch(key === '' ? [] : key.split(',')), [watches, key]);
}
