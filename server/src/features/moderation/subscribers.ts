import type { SubscriberContext } from '../../lib/services.ts';
import { threadTags } from '../threads/index.ts';

/**
 * What a moderator's removal or restoration changes in cached reads, on every node: the thread
 * that shows the item, and the blog list for a blog (its card shows "[removed]"). The live
 * discussion hears it from discussion's subscribers. Reports are read uncached.
 */
export function moderationSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('item.moderated', ({ itemKind, thread }) => {
    cache.drop(threadTags(thread, itemKind === 'blog'));
  });
}
