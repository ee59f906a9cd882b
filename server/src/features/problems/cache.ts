import type { DashboardQueryParsed } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';

/**
 * The partitions a dashboard page's membership depends on (lib/cache-tags.ts): its platform's list
 * (or all platforms'), and, when it searches or filters, the edits that change what matches. The
 * problems it shows are added from its body.
 */
export function dashboardTags(query: DashboardQueryParsed): string[] {
  const platform = query.platform === undefined || query.platform === '' ? null : query.platform;
  const tags = [cacheTags.problemList(platform)];
  if ((query.q ?? '') !== '') tags.push(cacheTags.problemSearch);
  const filtered =
    (query.tag ?? '') !== '' || query.minRating !== undefined || query.maxRating !== undefined;
  if (filtered) tags.push(cacheTags.problemFilters);
  return tags;
}
