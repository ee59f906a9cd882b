import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * A changed mark drops, on every node, what showed the user's marks: their marks on the pages they
 * read (so each list's answer is named anew by their new part of it, and their `?mark=` pages go)
 * and their profile, which shows their counts per mark. Nobody else's entries change: others see
 * the marks only as those counts.
 */
export function markSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('mark.changed', ({ userId }) => {
    cache.drop([cacheTags.markStatuses(userId), cacheTags.user(userId)]);
  });
}
