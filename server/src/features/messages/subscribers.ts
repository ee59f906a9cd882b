import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * Delivery and the chat's cached reads. A message is emitted once stored: `newMessage` to the
 * receiver's sockets (not when they declined the sender, who is not told; a request goes under
 * "Requests", without a badge) and `messageSent` to the sender's other tabs, on every node. A read
 * receipt tells the sender. An answered request makes or unmakes partners, who hear each other's
 * presence.
 */
export function messageSubscribers({ events, cache, realtime }: SubscriberContext): void {
  events.onEveryNode('message.sent', ({ message }) => {
    cache.drop([
      cacheTags.conversation(message.sender, message.receiver),
      cacheTags.chats(message.sender),
      cacheTags.chats(message.receiver),
    ]);
  });
  events.onCommit('message.sent', ({ message, receiverStatus, sendingSocketId }) => {
    if (receiverStatus !== 'declined') {
      const box = receiverStatus === 'request' ? 'requests' : 'accepted';
      realtime.toUser(message.receiver, 'newMessage', { ...message, box });
    }
    realtime.toUser(message.sender, 'messageSent', message, sendingSocketId ?? undefined);
  });

  events.onEveryNode('messages.read', ({ readerId, otherId }) => {
    cache.drop([cacheTags.conversation(readerId, otherId), cacheTags.chats(readerId)]);
  });
  events.onCommit('messages.read', ({ readerId, otherId, readAt }) => {
    realtime.toUser(otherId, 'messagesRead', { by: readerId, readAt });
  });

  events.onEveryNode('request.answered', ({ userId }) => {
    cache.drop([cacheTags.chats(userId)]);
  });
  events.onCommit('request.answered', ({ userId, otherId }) =>
    realtime.partnershipChanged(userId, otherId),
  );
}
