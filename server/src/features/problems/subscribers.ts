import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/** The lists of public problems a problem of `platform` is in: its platform's and all platforms'. */
const listsOf = (platform: string) => [
  cacheTags.problemList(platform),
  cacheTags.problemList(null),
];

/**
 * What problem and bookmark events change in cached reads. A public problem that appears, goes or
 * moves changes which problems its lists hold (and the leaderboard, which counts solutions on
 * public problems only); an edit changes its own page and cards, and what searches and filters
 * find when it touched what they match.
 */
export function problemSubscribers({ events, cache }: SubscriberContext): void {
  events.onEveryNode('problem.created', ({ ownerId, platform, visibility }) => {
    if (visibility !== 'public') return;
    cache.drop([...listsOf(platform), cacheTags.userProblems(ownerId)]);
  });

  events.onEveryNode('problem.updated', (change) => {
    const tags = [cacheTags.problem(change.problemId)];
    if (change.listed && change.moved) {
      tags.push(...change.platforms.flatMap(listsOf), cacheTags.leaderboard);
      tags.push(cacheTags.userProblems(change.ownerId));
    }
    if (change.listed && change.textChanged) tags.push(cacheTags.problemSearch);
    if (change.listed && change.filtersChanged) tags.push(cacheTags.problemFilters);
    cache.drop(tags);
  });

  events.onEveryNode('problem.deleted', ({ problemId, ownerId, platform, visibility }) => {
    const tags = [cacheTags.problem(problemId)];
    if (visibility === 'public') {
      tags.push(...listsOf(platform), cacheTags.leaderboard, cacheTags.userProblems(ownerId));
    }
    cache.drop(tags);
  });

  // The saver's own marks, and their profile, which lists what they saved.
  events.onEveryNode('bookmark.changed', ({ userId }) => {
    cache.drop([cacheTags.marks(userId), cacheTags.user(userId)]);
  });
}
