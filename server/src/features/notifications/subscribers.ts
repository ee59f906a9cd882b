import type { SubscriberContext } from '../../lib/services.ts';
import { notifyAbout } from './service.ts';

/**
 * A new comment or post notifies whom it concerns (service.ts says who), once it has committed,
 * on the node that committed it: the rows first, then `notification:new` with the unread count to
 * each recipient's sockets on every node.
 */
export function notificationSubscribers({ db, events, realtime }: SubscriberContext): void {
  events.onCommit('thread-item.added', async (facts) => {
    for (const { recipientId, notification, unread } of await notifyAbout(db, facts)) {
      realtime.toUser(recipientId, 'notification:new', { notification, unread });
    }
  });
}
