import type { DashboardQueryParsed, ProblemSummary } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  markedPageAnswer,
  markedPageView,
  presentMarkedPage,
  withViewerMarks,
} from '../marks/index.ts';
import type { MarkedPage } from '../marks/index.ts';
import { dashboardTags, filterTags } from './cache.ts';
import { listDashboard } from './lists.ts';
import type { FilteredTotal } from './lists.ts';
import { orderRangeTags } from './order-moves.ts';

/**
 * The dashboard as one viewer gets it. Without `?mark=` the page of problems is the same for
 * everyone: it is cached as stored, shared, and so is the answer, under a key that also names the
 * viewer's marks on it (features/marks: empty for a viewer with none there, who shares the answer
 * of every such viewer). With `?mark=` the page itself is the viewer's: cached in their scope,
 * dropped when one of their marks changes.
 */
export type DashboardView = MarkedPage<ProblemSummary>;

const sharedPage = (query: DashboardQueryParsed): CacheDeclaration => ({
  key: `dashboard:${JSON.stringify(query)}`,
  scope: 'shared',
  tags: dashboardTags(query),
});

/**
 * A filtered list's total, kept apart from its pages: it changes only with which problems the
 * filter keeps, so the reload of a page an edit's title or a new count changed does not count
 * again, and the first pages of its three sorts count once between them.
 */
const keptTotal =
  (services: Services, query: DashboardQueryParsed): FilteredTotal =>
  async (count) => {
    // Every part of the query but its order and paging: a filter added later keys it too.
    const { sort, cursor, limit, ...filter } = query;
    const declaration: CacheDeclaration = {
      key: `dashboard-total:${JSON.stringify(filter)}`,
      scope: 'shared',
      tags: filterTags(query),
    };
    return (await services.cache.read(declaration, count)).value;
  };

/** The shared page (from the cache or loaded) and the viewer's marks on it; no `?mark=`. */
export function dashboardView(
  services: Services,
  viewer: SessionUser,
  query: DashboardQueryParsed,
): Promise<DashboardView> {
  return markedPageView(
    services,
    viewer.id,
    sharedPage(query),
    () => listDashboard(services.db, query, viewer.id, keptTotal(services, query)),
    (page) => [
      ...page.items.map((problem) => cacheTags.problemCard(problem._id)),
      ...orderRangeTags(query, page),
    ],
  );
}

/** The answer's declaration: `view` for a shared page, null for one filtered by the viewer's marks. */
export function dashboardAnswer(
  viewer: SessionUser,
  query: DashboardQueryParsed,
  view: DashboardView | null,
): CacheDeclaration {
  if (view !== null) {
    const stored = sharedPage(query);
    const tags = [...stored.tags, ...orderRangeTags(query, view.page)];
    return markedPageAnswer(view, { ...stored, tags });
  }
  return {
    key: `dashboard-marked:${JSON.stringify(query)}`,
    scope: { viewerId: viewer.id },
    tags: [
      ...dashboardTags(query),
      ...orderRangeTags(query, null),
      cacheTags.markStatuses(viewer.id),
    ],
  };
}

/** The page the viewer is answered with, from what the declaration loaded when it did. */
export async function dashboardPage(
  services: Services,
  viewer: SessionUser,
  query: DashboardQueryParsed,
  loaded: DashboardView | undefined,
): Promise<Page<ProblemSummary>> {
  if (query.mark !== undefined) {
    const page = await listDashboard(services.db, query, viewer.id);
    return { ...page, items: await withViewerMarks(services, viewer.id, page.items) };
  }
  return presentMarkedPage(loaded ?? (await dashboardView(services, viewer, query)));
}
