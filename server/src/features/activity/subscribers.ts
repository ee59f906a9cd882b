import { cacheTags } from '../../lib/cache-tags.ts';
import type { SubscriberContext } from '../../lib/services.ts';

/**
 * What changes a user's activity drops it on every node: a problem newly solved or no longer
 * solved (a mark that only moves between attempted and to do leaves the days alone), a solution
 * posted or deleted, a profile update (its time zone decides the days), the account's deletion
 * (its activity is then 404). A problem made private or deleted changes its solvers' `posted`
 * without naming them: that shows once the answer's quarter hour is over (cache.ts).
 */
export function activitySubscribers({ events, cache }: SubscriberContext): void {
  const drop = (userId: string) => cache.drop([cacheTags.activity(userId)]);
  events.onEveryNode('mark.changed', ({ userId, solvedChanged }) => {
    if (solvedChanged) drop(userId);
  });
  events.onEveryNode('solution.added', ({ authorId }) => drop(authorId));
  events.onEveryNode('solution.deleted', ({ authorId }) => drop(authorId));
  events.onEveryNode('profile.updated', ({ userId }) => drop(userId));
  events.onEveryNode('account.deleted', ({ userId }) => drop(userId));
}
