import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * An upsolved contest drops, on every node, its upsolver's list and every list that counted the
 * contest's problems (the upsolve stored them anew). Marks changing drop it through their own tag.
 */
export function upsolveSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('contest.upsolved', ({ userId, source, contestId }) => {
    cache.drop([cacheTags.upsolving(userId), cacheTags.contestProblems(source, contestId)]);
  });
}
