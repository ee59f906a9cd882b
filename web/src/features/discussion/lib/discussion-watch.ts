import { useEffect, useState } from 'react';
import { useRealtime } from '@/lib/realtime/realtime-context.ts';

/**
 * Hears the problem's room while the screen shows: `discussion:watch` once connected and again
 * after every reconnect (a new connection is in no room), `discussion:unwatch` on leaving.
 * Answers whether the server confirmed the watch: only then is the thread live ("Live"), since
 * a post made before the room was joined never arrives as an event.
 */
export function useDiscussionWatch(problemId: string): boolean {
  const { socket, connected } = useRealtime();
  const [watching, setWatching] = useState<{ problemId: string; socketId: string } | null>(null);
  useEffect(() => {
    if (socket === null || !connected) return;
    let current = true;
    socket.emit('discussion:watch', { problemId }, (result) => {
      if (current && result.watching) setWatching({ problemId, socketId: socket.id ?? '' });
    });
    return () => {
      current = false;
      // A dropped connection left the room already; an emit now would only wait in its buffer.
      if (socket.connected) socket.emit('discussion:unwatch', { problemId });
    };
  }, [socket, connected, problemId]);
  return (
    socket !== null &&
    connected &&
    watching?.problemId === problemId &&
    watching.socketId === (socket.id ?? '')
  );
}
