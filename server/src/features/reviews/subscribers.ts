import { cacheTags } from '../../lib/cache-tags.ts';
import type { ReviewFacts } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * What review events change in cached reads: everything under the problem (its page and rating,
 * its review and solution lists, the cards that show its counts) and the author's marks (whether
 * they reviewed it).
 */
export function reviewSubscribers({ events, cache }: SubscriberContext): void {
  const drop = ({ problemId, authorId }: ReviewFacts) =>
    cache.drop([cacheTags.problem(problemId), cacheTags.marks(authorId)]);
  events.onEveryNode('review.added', drop);
  events.onEveryNode('review.updated', drop);
  events.onEveryNode('review.deleted', drop);
}
