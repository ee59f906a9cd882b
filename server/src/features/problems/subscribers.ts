import { cacheTags, problemMatchesPrefix } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';
import { changedMatches, filtersBySiteRating, SearchQueries } from './cache.ts';

/** The lists of public problems a problem of `platform` is in: its platform's and all platforms'. */
const listsOf = (platform: string) => [
  cacheTags.problemList(platform),
  cacheTags.problemList(null),
];

/**
 * What problem and bookmark events change in cached reads. A public problem that appears, goes or
 * moves changes which problems its lists hold (and the leaderboard, which counts solutions on
 * public problems only); an edit changes its own page and cards, and what exactly those searches
 * and filters find whose answer it changed (the database says which).
 */
export function problemSubscribers({ events, cache, db }: SubscriberContext): void {
  const searches = new SearchQueries();
  events.onEveryNode('problem.created', ({ ownerId, platform, visibility }) => {
    if (visibility !== 'public') return;
    cache.drop([...listsOf(platform), cacheTags.userProblems(ownerId)]);
  });

  events.onEveryNode('problem.updated', async (change) => {
    const tags = [cacheTags.problem(change.problemId), cacheTags.problemCard(change.problemId)];
    if (change.listed && change.moved) {
      tags.push(...change.platforms.flatMap(listsOf), cacheTags.leaderboard);
      tags.push(cacheTags.userProblems(change.ownerId));
    }
    cache.drop(tags);
    if (change.matched === null) return;
    // Taken now, before asking: loads in flight are among them, and later loads read the edit.
    const matchTags = cache.tagsStartingWith(problemMatchesPrefix);
    try {
      cache.drop(await changedMatches(db, searches, matchTags, change.matched));
    } catch (error) {
      // Not knowing which changed, every one goes.
      cache.drop(matchTags);
      throw error;
    }
  });

  // The catalog changed problems' keys or site difficulties: their pages and cards, and, when a
  // site rating changed, the pages filtered by site rating (a job's batch, not worth matching).
  events.onEveryNode('problem.site-facts-changed', ({ problemIds, siteRatingsChanged }) => {
    const tags = problemIds.flatMap((id) => [cacheTags.problem(id), cacheTags.problemCard(id)]);
    if (siteRatingsChanged) {
      tags.push(...cache.tagsStartingWith(problemMatchesPrefix).filter(filtersBySiteRating));
    }
    cache.drop(tags);
  });

  events.onEveryNode('problem.deleted', ({ problemId, ownerId, platform, visibility }) => {
    const tags = [cacheTags.problem(problemId), cacheTags.problemCard(problemId)];
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
