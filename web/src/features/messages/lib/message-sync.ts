import type { Message, MessagesRead } from '@upsolve/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { withMessage, withReadReceipt, type ConversationData } from './conversation-cache.ts';
import { messageKeys } from '@/lib/queries/messages.ts';

/*
 * What the real-time events do to the cached messages, wherever the user is in the app
 * (docs/product.md, "Chat" and "Real time").
 */

/** Whether a screen shows this now: its query has an observer. */
function isOnScreen(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  return (query?.getObserversCount() ?? 0) > 0;
}

/**
 * A message sent to the viewer (`newMessage`) or by the viewer in another tab (`messageSent`).
 * Only the open conversation gains it, and only if its _id is not there yet; a conversation that
 * is not on screen is refetched when it next opens. The user list's previews and order follow.
 */
export function syncMessage(queryClient: QueryClient, viewerId: string, message: Message): void {
  const incoming = message.receiver === viewerId;
  const otherId = incoming ? message.sender : message.receiver;
  const conversationKey = messageKeys.conversation(otherId);
  const open = isOnScreen(queryClient, conversationKey);
  if (open) {
    queryClient.setQueryData<ConversationData>(
      conversationKey,
      (data) => data && withMessage(data, message),
    );
  } else {
    void queryClient.invalidateQueries({ queryKey: conversationKey });
  }
  void queryClient.invalidateQueries({ queryKey: messageKeys.users });
  // A conversation in view marks what arrives as read, then refreshes the count itself.
  const seenAtOnce = open && document.visibilityState === 'visible';
  if (incoming && !seenAtOnce) void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
}

/** The other person read the viewer's messages: their read receipts show. */
export function syncReadReceipt(queryClient: QueryClient, { by, readAt }: MessagesRead): void {
  queryClient.setQueryData<ConversationData>(
    messageKeys.conversation(by),
    (data) => data && withReadReceipt(data, by, readAt),
  );
}

/** Back online after a drop: whatever was sent meanwhile is fetched again. */
export function refetchMessages(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
