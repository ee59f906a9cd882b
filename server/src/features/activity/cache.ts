import type { ActivityQueryParsed, UserParams, Viewer } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';

/**
 * Every zone's offset in use is a whole number of quarter hours, so every local midnight falls on
 * a quarter hour of UTC: an answer kept no longer than its quarter hour never outlives "today"
 * (the current streak, the default year) in any zone, and no owner's zone is read to key it.
 */
const quarterHourMs = 15 * 60 * 1000;

/**
 * How a year of activity is cached: by owner, year and quarter hour; shared by everyone but the
 * owner, whose view also counts solutions on private problems. Dropped by the owner's writes
 * (subscribers.ts).
 */
export function activityCacheDeclaration(
  viewer: Viewer,
  params: UserParams,
  query: ActivityQueryParsed,
  now: number = Date.now(),
): CacheDeclaration {
  const { userId } = params;
  const slot = Math.floor(now / quarterHourMs);
  const year = query.year === undefined ? 'current' : String(query.year);
  return {
    key: `activity:${userId}:${year}:${String(slot)}`,
    scope: viewer.id === userId ? { viewerId: viewer.id } : 'shared',
    tags: [cacheTags.activity(userId)],
  };
}
