import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/** Every change to a user's links drops their cached list, on every node. */
export function linkSubscribers({ events, cache }: SubscriberContext): void {
  const drop = ({ ownerId }: { ownerId: string }) => cache.drop([cacheTags.links(ownerId)]);
  events.onEveryNode('link.added', drop);
  events.onEveryNode('link.renamed', drop);
  events.onEveryNode('link.deleted', drop);
  events.onEveryNode('links.reordered', drop);
}
