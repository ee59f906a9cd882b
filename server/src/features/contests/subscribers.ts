import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/** A refresh changes the calendar and every rendered feed, on every node. */
export function contestSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('contests.refreshed', () => cache.drop([cacheTags.contests]));
}
