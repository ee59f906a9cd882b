import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * A block, or its end, changes what both people see of each other (their chat lists, their
 * searches), and whether they hear each other's presence, on every node.
 */
export function blockSubscribers({ events, cache, realtime }: SubscriberContext): void {
  events.onEveryNode('block.changed', ({ blockerId, blockedId }) => {
    cache.drop([
      cacheTags.blocks(blockerId),
      cacheTags.blocks(blockedId),
      cacheTags.chats(blockerId),
      cacheTags.chats(blockedId),
    ]);
  });
  events.onCommit('block.changed', ({ blockerId, blockedId }) =>
    realtime.partnershipChanged(blockerId, blockedId),
  );
}
