import { cacheTags } from '../../lib/cache-tags.ts';
import type { ReviewFacts } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * What review events change in cached reads: everything under the problem (its page and rating,
 * its review and solution lists) and the author's marks (whether they reviewed it) at once; the
 * counts and rating on the cards that show it, and the pages sorted best rated first (its new
 * mean can move it onto one), may lag a few seconds for others (marked stale, lib/tag-cache.ts),
 * never for the author.
 */
export function reviewSubscribers({ events, cache }: SubscriberContext): void {
  const drop = ({ problemId, authorId }: ReviewFacts) => {
    cache.drop([cacheTags.problem(problemId), cacheTags.marks(authorId)]);
    cache.markStale([cacheTags.problemCard(problemId), cacheTags.problemOrder('rated')], authorId);
  };
  events.onEveryNode('review.added', drop);
  events.onEveryNode('review.updated', drop);
  events.onEveryNode('review.deleted', drop);
}
