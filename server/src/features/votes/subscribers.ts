import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import { threadTags } from '../threads/index.ts';

/**
 * What a vote changes in cached reads, on every node: where the item's score shows (its thread;
 * the blog list for a blog) and the profile of its author, whose contribution moved. The live
 * discussion hears it from discussion's subscribers.
 */
export function voteSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('vote.cast', ({ itemKind, thread, recipientId }) => {
    cache.drop([
      ...threadTags(thread, itemKind === 'blog'),
      ...(recipientId === null ? [] : [cacheTags.user(recipientId)]),
    ]);
  });
}
