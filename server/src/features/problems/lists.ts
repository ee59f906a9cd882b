import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  DashboardQueryParsed,
  PageQueryParsed,
  ProblemSort,
  ProblemSummary,
  TopUser,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { bookmarks, problems, totals, users } from '../../db/schema/index.ts';
import {
  cappedMatches,
  cappedTotal,
  cursorValue,
  defineKeyset,
  exactTotal,
  holdsEveryMatch,
  keysetFilter,
  keysetPage,
  keysetRows,
  newestFirst,
  totalOfMatches,
} from '../../lib/paging.ts';
import type { Keyset, Page, PageTotal } from '../../lib/paging.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { Services } from '../../lib/services.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { dashboardFilters } from './dashboard-filters.ts';
import { summaryColumns, toProblemSummary } from './summary.ts';
import type { ProblemSummaryRow } from './summary.ts';
import { toTopUser } from './presenter.ts';
import { activeUser } from '../../lib/shown-user.ts';
import { markFilterCondition, withViewerMarks } from '../marks/index.ts';

/**
 * The problem lists: the dashboard (shared by every viewer but for `?mark=`, dashboard-view.ts),
 * the viewer's own problems and bookmarks, and the leaderboard. Each pages by keyset through an index in its order.
 */

const newestProblemsFirst = newestFirst(
  problems.createdAt,
  problems.id,
  (row: ProblemSummaryRow) => [row.createdAt, row.id],
);

/** The dashboard's orders by a count: most solved first, best rated first (order-moves.ts). */
export const countKeysets = {
  solved: defineKeyset<ProblemSummaryRow, [number, Date, string]>({
    columns: [problems.solutionsCount, problems.createdAt, problems.id],
    schema: z.tuple([cursorValue.count, cursorValue.timestamp, cursorValue.id]),
    keyOf: (row: ProblemSummaryRow) => [row.solutionsCount, row.createdAt, row.id],
  }),
  rated: defineKeyset<ProblemSummaryRow, [string, Date, string]>({
    columns: [problems.avgRating, problems.createdAt, problems.id],
    schema: z.tuple([cursorValue.averageRating, cursorValue.timestamp, cursorValue.id]),
    keyOf: (row: ProblemSummaryRow) => [row.avgRating, row.createdAt, row.id],
  }),
};

/** One keyset per dashboard sort; each matches one of the (visibility, ...) indexes of problems. */
const dashboardKeysets: Record<ProblemSort, Keyset<ProblemSummaryRow, unknown[]>> = {
  newest: newestProblemsFirst,
  ...countKeysets,
};

/** Problem cards with their owner's name, as a query the paging helper narrows. */
function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(problems)
    .innerJoin(users, eq(users.id, problems.ownerId))
    .$dynamic();
}

/**
 * Whether the dashboard shows every public problem (no search, platform, tag, rating, site-rating
 * or mark filter).
 */
function isUnfiltered(query: DashboardQueryParsed): boolean {
  return (
    (query.q ?? '') === '' &&
    (query.platform ?? '') === '' &&
    (query.tag ?? '') === '' &&
    query.minRating === undefined &&
    query.maxRating === undefined &&
    query.minSiteRating === undefined &&
    query.maxSiteRating === undefined &&
    query.mark === undefined
  );
}

/**
 * How a filtered first page's total is counted: at once, or through a cache that keeps it while
 * the filter keeps the same problems (dashboard-view.ts).
 */
export type FilteredTotal = (count: () => Promise<PageTotal | null>) => Promise<PageTotal | null>;

const countedNow: FilteredTotal = (count) => count();

/**
 * The dashboard's total: every public problem from the maintained total (migration
 * "leaderboard_totals"), a filtered view counted up to the cap, on its first page only.
 */
async function dashboardTotal(
  db: Database,
  query: DashboardQueryParsed,
  filters: SQL | undefined,
  filteredTotal: FilteredTotal,
): Promise<PageTotal | null> {
  if (!isUnfiltered(query)) {
    if (query.cursor !== undefined) return null;
    const matching = db
      .select({ one: sql`1` })
      .from(problems)
      .where(filters)
      .$dynamic();
    return filteredTotal(() => cappedTotal(db, query, matching));
  }
  // The total's shards (db/schema/totals.ts), summed.
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${totals.value}), 0)::int` })
    .from(totals)
    .where(eq(totals.name, 'public_problems'));
  return exactTotal(row?.value ?? 0);
}

/**
 * A search's page. Its matches are looked up first, in the search document's GIN index, up to one
 * past the cap (lib/paging.ts cappedMatches); the same ids give the total, and the page is those
 * rows sorted. A search that matches more than the cap walks the list's order index instead,
 * which finds a page of so common a match at once.
 */
async function searchDashboard(
  db: Database,
  query: DashboardQueryParsed,
  keyset: Keyset<ProblemSummaryRow, unknown[]>,
  filters: SQL | undefined,
): Promise<Page<ProblemSummary>> {
  const matches = await cappedMatches(
    db,
    problems,
    problems.id,
    keysetFilter(keyset, query, filters),
  );
  const total = totalOfMatches(query, matches);
  const pageFilter = holdsEveryMatch(matches)
    ? sql`${problems.id} = any(${sql.param(matches)}::uuid[])`
    : filters;
  const rows = await keysetRows(selectSummaries(db), keyset, query, pageFilter);
  return keysetPage(rows, query.limit, keyset, toProblemSummary, total);
}

/**
 * GET /dashboard: one page of public problems in the chosen order, with the filtered total. Only
 * `?mark=` depends on who asks (their own marks, features/marks); without it the page is the
 * same for every viewer.
 */
export async function listDashboard(
  db: Database,
  query: DashboardQueryParsed,
  viewerId: string,
  filteredTotal: FilteredTotal = countedNow,
): Promise<Page<ProblemSummary>> {
  const keyset = dashboardKeysets[query.sort];
  const filters = and(
    dashboardFilters(query),
    query.mark === undefined ? undefined : markFilterCondition(query.mark, viewerId),
  );
  if ((query.q ?? '') !== '') return searchDashboard(db, query, keyset, filters);
  const [rows, total] = await Promise.all([
    keysetRows(selectSummaries(db), keyset, query, filters),
    dashboardTotal(db, query, filters, filteredTotal),
  ]);
  return keysetPage(rows, query.limit, keyset, toProblemSummary, total);
}

/** GET /myproblems: the viewer's own problems, private ones included, newest first, marked. */
export async function listOwnProblems(
  services: Services,
  viewer: SessionUser,
  page: PageQueryParsed,
): Promise<Page<ProblemSummary>> {
  const { db } = services;
  const mine = eq(problems.ownerId, viewer.id);
  const [rows, total] = await Promise.all([
    keysetRows(selectSummaries(db), newestProblemsFirst, page, mine),
    cappedTotal(
      db,
      page,
      db
        .select({ one: sql`1` })
        .from(problems)
        .where(mine)
        .$dynamic(),
    ),
  ]);
  const listed = keysetPage(rows, page.limit, newestProblemsFirst, toProblemSummary, total);
  return { ...listed, items: await withViewerMarks(services, viewer.id, listed.items) };
}

/** SQL for "readable by the viewer": public, or the viewer's own. */
function readableBy(viewerId: string): SQL | undefined {
  return or(eq(problems.visibility, 'public'), eq(problems.ownerId, viewerId));
}

/** Bookmarks are listed latest saved first, in the order of bookmarks_user_newest_idx. */
const bookmarksKeyset = newestFirst(
  bookmarks.createdAt,
  bookmarks.problemId,
  (row: ProblemSummaryRow & { savedAt: Date }) => [row.savedAt, row.id],
);

/** The viewer's bookmarks of problems they can still read. */
const savedBy = (viewerId: string) => and(eq(bookmarks.userId, viewerId), readableBy(viewerId));

/**
 * One page of the viewer's bookmarks plus one row. Exported so a test can check the plan reads
 * bookmarks_user_newest_idx in order.
 */
export function bookmarkedRowsQuery(db: Database, viewerId: string, page: PageQueryParsed) {
  const query = db
    .select({ ...summaryColumns, savedAt: bookmarks.createdAt })
    .from(bookmarks)
    .innerJoin(problems, eq(problems.id, bookmarks.problemId))
    .innerJoin(users, eq(users.id, problems.ownerId))
    .$dynamic();
  return keysetRows(query, bookmarksKeyset, page, savedBy(viewerId));
}

/**
 * GET /bookmarkedproblems: the viewer's bookmarks, most recently saved first, marked. A bookmarked problem
 * its owner has since made private is left out (it no longer exists for the viewer).
 */
export async function listBookmarkedProblems(
  services: Services,
  viewer: SessionUser,
  page: PageQueryParsed,
): Promise<Page<ProblemSummary>> {
  const { db } = services;
  const [rows, total] = await Promise.all([
    bookmarkedRowsQuery(db, viewer.id, page),
    cappedTotal(
      db,
      page,
      db
        .select({ one: sql`1` })
        .from(bookmarks)
        .innerJoin(problems, eq(problems.id, bookmarks.problemId))
        .where(savedBy(viewer.id))
        .$dynamic(),
    ),
  ]);
  const listed = keysetPage(rows, page.limit, bookmarksKeyset, toProblemSummary, total);
  return { ...listed, items: await withViewerMarks(services, viewer.id, listed.items) };
}

const topUsersLimit = 10;

/**
 * GET /top-users: the ten users with the most solutions on public problems, one board for every
 * viewer; users without any are left out, ties go to the earliest account. The counts are kept by
 * triggers (migration "leaderboard_totals"), so this reads ten rows of users_leaderboard_idx.
 */
export async function listTopUsers(db: Database): Promise<TopUser[]> {
  return (await topUsersStatement(db).execute()).map(toTopUser);
}

/** The leaderboard, shared by every viewer, until a solution or problem changes it. */
export function topUsers(services: Services) {
  return services.cache.read(
    { key: 'top-users', scope: 'shared', tags: [cacheTags.leaderboard] },
    () => listTopUsers(services.db),
  );
}

const topUsersStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      showEmail: users.showEmail,
      solutionsCount: users.publicSolutionsCount,
    })
    .from(users)
    .where(and(gt(users.publicSolutionsCount, 0), activeUser))
    .orderBy(desc(users.publicSolutionsCount), users.createdAt, users.id)
    .limit(topUsersLimit)
    .prepare('top_users'),
);
