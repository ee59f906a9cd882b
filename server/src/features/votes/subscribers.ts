import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import { threadTags } from '../threads/index.ts';

/**
 * What a vote changes in cached reads, on every node: the voter's own votes at once; where the
 * item's score shows (its thread; the blog list for a blog), marked stale as counts on cards are
 * (lib/tag-cache.ts: the voter sees the new score at once, others within seconds), so a stream
 * of votes does not empty every list; and the profile of its author, whose contribution moved.
 * The live discussion hears it from discussion's subscribers.
 */
export function voteSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('vote.cast', ({ itemKind, thread, voterId, recipientId }) => {
    cache.drop([
      cacheTags.votes(voterId),
      ...(recipientId === null ? [] : [cacheTags.user(recipientId)]),
    ]);
    cache.markStale(threadTags(thread, itemKind === 'blog'), voterId);
  });
}
