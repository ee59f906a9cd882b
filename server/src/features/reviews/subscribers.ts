import { cacheTags } from '../../lib/cache-tags.ts';
import type { ReviewFacts } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import { markMovedInOrder } from '../problems/index.ts';

/**
 * What review events change in cached reads: everything under the problem (its page and rating,
 * its review and solution lists) and the author's marks (whether they reviewed it) at once; the
 * counts and rating on the cards that show it, and the pages sorted best rated first that its new
 * mean moves it onto (features/problems, order-moves.ts), may lag a few seconds for others (marked
 * stale, lib/tag-cache.ts), never for the author. A review of a solution leaves the problem's mean.
 */
export function reviewSubscribers({ events, cache }: SubscriberContext): void {
  const drop = ({ problemId, authorId, moved }: ReviewFacts) => {
    cache.drop([cacheTags.problem(problemId), cacheTags.marks(authorId)]);
    cache.markStale([cacheTags.problemCard(problemId)], authorId);
    if (moved !== null) markMovedInOrder(cache, 'rated', problemId, moved, authorId);
  };
  events.onEveryNode('review.added', drop);
  events.onEveryNode('review.updated', drop);
  events.onEveryNode('review.deleted', drop);
}
