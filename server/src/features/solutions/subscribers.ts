import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import type { SolutionFacts } from '../../lib/events/catalog.ts';
import { markMovedInOrder } from '../problems/index.ts';

/**
 * What solution events change in cached reads: the problem's solution lists and the author's list
 * of solutions; when one is added or deleted, also the problem's page (its solution ids and count)
 * and, on a public problem, the leaderboard, at once. The counts on the cards that show the
 * problem, and the pages sorted most solved first that its new count moves it onto
 * (features/problems, order-moves.ts), may lag a few seconds for others (marked stale,
 * lib/tag-cache.ts), never for the author. A deleted solution's reviews show on no cached read.
 */
export function solutionSubscribers({ events, cache }: SubscriberContext): void {
  const drop = (facts: SolutionFacts, countChanged: boolean) => {
    const tags = [
      cacheTags.problemSolutions(facts.problemId),
      cacheTags.userSolutions(facts.authorId),
    ];
    if (countChanged) tags.push(cacheTags.problemPage(facts.problemId));
    if (countChanged && facts.problemPublic) tags.push(cacheTags.leaderboard);
    cache.drop(tags);
    cache.markStale([cacheTags.problemCard(facts.problemId)], facts.authorId);
    if (facts.moved !== null) {
      markMovedInOrder(cache, 'solved', facts.problemId, facts.moved, facts.authorId);
    }
  };
  events.onEveryNode('solution.added', (facts) => drop(facts, true));
  events.onEveryNode('solution.updated', (facts) => drop(facts, false));
  events.onEveryNode('solution.deleted', (facts) => drop(facts, true));
}
