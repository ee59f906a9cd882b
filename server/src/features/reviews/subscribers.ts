import { cacheTags } from '../../lib/cache-tags.ts';
import type { ReviewFacts } from '../../lib/events/catalog.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import { markMovedInOrder } from '../problems/index.ts';

/**
 * What review events change in cached reads. A review of the problem: its page (rating, review
 * ids) and its review lists; a review of a solution: the problem's solution lists (the solution's
 * rating and count), never its page or its mean. The author's marks (whether they reviewed it) go
 * with either, at once. The counts and rating on the cards that show the problem, and the pages
 * sorted best rated first that its new mean moves it onto (features/problems, order-moves.ts), may
 * lag a few seconds for others (marked stale, lib/tag-cache.ts), never for the author.
 */
export function reviewSubscribers({ events, cache }: SubscriberContext): void {
  const drop = ({ problemId, solutionId, authorId, moved }: ReviewFacts) => {
    const reviewed =
      solutionId === null
        ? [cacheTags.problemPage(problemId), cacheTags.problemReviews(problemId)]
        : [cacheTags.problemSolutions(problemId)];
    cache.drop([...reviewed, cacheTags.marks(authorId)]);
    cache.markStale([cacheTags.problemCard(problemId)], authorId);
    if (moved !== null) markMovedInOrder(cache, 'rated', problemId, moved, authorId);
  };
  events.onEveryNode('review.added', drop);
  events.onEveryNode('review.updated', drop);
  events.onEveryNode('review.deleted', drop);
}
