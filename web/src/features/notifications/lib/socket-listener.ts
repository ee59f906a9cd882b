import type { UnreadNotifications } from '@upsolve/contract';
import { notificationKeys } from '@/lib/queries/notifications.ts';
import type { SocketListener } from '@/lib/realtime/socket-listener.ts';

/**
 * A new notification sets the bell's count to the server's (sent with it) and refreshes the list;
 * once connected, and after a reconnect, both are read again, since notifications made meanwhile
 * never arrive as events.
 */
export const notificationSocketListener: SocketListener = (socket, { queryClient }) => {
  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  socket.on('notification:new', ({ unread }) => {
    queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread, { count: unread });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  });
  return { afterReconnect: refetchAll, afterFirstConnect: refetchAll };
};
