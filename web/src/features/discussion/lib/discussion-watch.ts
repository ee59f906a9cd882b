import { useEffect } from 'react';
import { useRealtime } from '@/lib/realtime/realtime-context.ts';

/**
 * Hears the problem's room while the screen shows: `discussion:watch` once connected and again
 * after every reconnect (a new connection is in no room), `discussion:unwatch` on leaving.
 */
export function useDiscussionWatch(problemId: string): boolean {
  const { socket, connected } = useRealtime();
  useEffect(() => {
    if (socket === null || !connected) return;
    socket.emit('discussion:watch', { problemId });
    return () => {
      // A dropped connection left the room already; an emit now would only wait in its buffer.
      if (socket.connected) socket.emit('discussion:unwatch', { problemId });
    };
  }, [socket, connected, problemId]);
  return socket !== null && connected;
}
