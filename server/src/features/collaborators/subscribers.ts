import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * The other person hears of an invitation at once: `invitation:new` to the recipient, and
 * `invitation:answered` to both (the answerer's other tabs still count it as waiting). An accepted
 * one opens the two people's conversation, first in both chat lists.
 */
export function collaboratorSubscribers({ events, cache, realtime }: SubscriberContext): void {
  events.onCommit('invitation.sent', ({ invitation }) => {
    realtime.toUser(invitation.to._id, 'invitation:new', invitation);
  });
  events.onCommit('invitation.answered', ({ invitation }) => {
    realtime.toUser(invitation.from._id, 'invitation:answered', invitation);
    realtime.toUser(invitation.to._id, 'invitation:answered', invitation);
  });
  events.onEveryNode('invitation.answered', ({ invitation }) => {
    if (invitation.status !== 'accepted') return;
    cache.drop([cacheTags.chats(invitation.from._id), cacheTags.chats(invitation.to._id)]);
  });
}
