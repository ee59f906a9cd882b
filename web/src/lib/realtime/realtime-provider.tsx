import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../session.ts';
import type { AppSocket } from './app-socket.ts';
import { PresenceWatches } from './presence-watches.ts';
import { RealtimeContext, type Realtime } from './realtime-context.ts';

const nobodyOnline: ReadonlySet<string> = new Set();

/**
 * The signed-in user's real-time connection, opened when a signed-in screen first shows and
 * closed when they leave them (sign-out, or a session that ended). Socket.IO's client, and what
 * its events do, are loaded on demand, so visitors never download them.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const viewer = useCurrentUser();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [connected, setConnected] = useState(false);
  const [online, setOnline] = useState<ReadonlySet<string>>(nobodyOnline);
  const [watches] = useState(() => new PresenceWatches());

  useEffect(() => {
    let closed = false;
    let stop = () => {};
    import('./socket.ts').then(
      ({ openSocket, listen }) => {
        if (closed) return;
        const opened = openSocket(viewer._id);
        const stopListening = listen(opened, {
          queryClient,
          viewerId: viewer._id,
          setConnected,
          setOnline,
          watches,
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
  }, [viewer._id, queryClient, watches]);

  const realtime = useMemo<Realtime>(
    () => ({ socket, connected, online, watches }),
    [socket, connected, online, watches],
  );
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}
