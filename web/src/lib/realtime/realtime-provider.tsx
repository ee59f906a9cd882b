import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../session.ts';
import type { AppSocket } from './app-socket.ts';
import { PresenceWatches } from './presence-watches.ts';
import { RealtimeContext, type Realtime } from './realtime-context.ts';
import type { SocketListener } from './socket-listener.ts';

const nobodyOnline: ReadonlySet<string> = new Set();

interface RealtimeProviderProps {
  /**
   * Loads the features' socket listeners (app/realtime-listeners.ts): lib/ imports no feature, so
   * app/ hands them over. A function kept stable by the caller, loaded with Socket.IO's client.
   */
  loadListeners: () => Promise<readonly SocketListener[]>;
  children: ReactNode;
}

/**
 * The signed-in user's real-time connection, opened when a signed-in screen first shows and
 * closed when they leave them (sign-out, or a session that ended). Socket.IO's client, and what
 * its events do, are loaded on demand, so visitors never download them.
 */
export function RealtimeProvider({ loadListeners, children }: RealtimeProviderProps) {
  const viewer = useCurrentUser();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [online, setOnline] = useState<ReadonlySet<string>>(nobodyOnline);
  const [watches] = useState(() => new PresenceWatches());

  useEffect(() => {
    let closed = false;
    let stop = () => {};
    Promise.all([import('./socket.ts'), loadListeners()]).then(
      ([{ openSocket, listen }, featureListeners]) => {
        if (closed) return;
        const opened = openSocket(viewer._id);
        const stopListening = listen(opened, {
          queryClient,
          viewerId: viewer._id,
          setConnected,
          setOnline,
          watches,
          featureListeners,
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
  }, [viewer._id, queryClient, watches, loadListeners]);

  const realtime = useMemo<Realtime>(
    () => ({ socket, connected, online, watches }),
    [socket, connected, online, watches],
  );
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}
