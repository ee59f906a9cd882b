import { messageKeys } from '@/lib/queries/messages.ts';
import type { SocketListener } from '@/lib/realtime/socket-listener.ts';
import { refetchMessages, syncMessage, syncReadReceipt } from './message-sync.ts';

/**
 * Messages as they arrive, are sent from another tab or are read by the other person, wherever
 * the user is in the app (docs/product.md, "Chat" and "Real time").
 */
export const messageSocketListener: SocketListener = (socket, { queryClient, viewerId }) => {
  socket.on('newMessage', (message) => syncMessage(queryClient, viewerId, message));
  socket.on('messageSent', (message) => syncMessage(queryClient, viewerId, message));
  socket.on('messagesRead', (notice) => syncReadReceipt(queryClient, notice));
  return {
    afterReconnect: () => refetchMessages(queryClient),
    // The header's count only: a conversation read again could drop a message being sent.
    afterFirstConnect: () => void queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
  };
};
