import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DashboardQueryParsed, ProblemSummary, TopUser } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { bookmarks, problems, solutions, users } from '../../db/schema/index.ts';
import { decodeIdCursor } from '../../lib/id-cursor.ts';
import { encodeCursor, olderThan } from '../../lib/pagination.ts';
import {
  afterDashboardCursor,
  dashboardCursorOf,
  dashboardOrder,
  decodeDashboardCursor,
  encodeDashboardCursor,
} from './cursor.ts';
import { toProblemSummary } from './presenter.ts';
import { searchCondition } from './search-query.ts';

/** What list queries select: no statement text, just what a problem card shows. */
const summaryColumns = {
  id: problems.id,
  ownerId: problems.ownerId,
  ownerUsername: users.username,
  title: problems.title,
  link: problems.link,
  visibility: problems.visibility,
  platformName: problems.platformName,
  difficulty: problems.difficulty,
  tags: problems.tags,
  solutionsCount: problems.solutionsCount,
  reviewsCount: problems.reviewsCount,
  ratingSum: problems.ratingSum,
  avgRating: problems.avgRating,
  createdAt: problems.createdAt,
};

export interface ProblemPage {
  problems: ProblemSummary[];
  total: number;
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

/** SQL for "readable by the viewer": public, or the viewer's own. */
export function readableBy(viewerId: string): SQL | undefined {
  return or(eq(problems.visibility, 'public'), eq(problems.ownerId, viewerId));
}

/**
 * Dashboard filters: public problems only, then search, platform and difficulty range. Search goes
 * through the GIN index on the search column, the platform through problems_platform_newest_idx.
 */
export function dashboardFilters(query: DashboardQueryParsed): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(problems.visibility, 'public')];
  if (query.q !== undefined && query.q !== '') conditions.push(searchCondition(query.q));
  if (query.platform !== undefined && query.platform !== '') {
    conditions.push(sql`lower(${problems.platformName}) = lower(${query.platform})`);
  }
  if (query.minRating !== undefined) {
    conditions.push(sql`${problems.difficulty} >= ${query.minRating}`);
  }
  if (query.maxRating !== undefined) {
    conditions.push(sql`${problems.difficulty} <= ${query.maxRating}`);
  }
  return and(...conditions);
}

/** GET /dashboard: one page of public problems in the chosen order, with the filtered total. */
export async function listDashboard(
  db: Database,
  query: DashboardQueryParsed,
): Promise<ProblemPage> {
  const cursor =
    query.cursor === undefined ? undefined : decodeDashboardCursor(query.cursor, query.sort);
  const filters = dashboardFilters(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(problems)
      .innerJoin(users, eq(users.id, problems.ownerId))
      .where(cursor === undefined ? filters : and(filters, afterDashboardCursor(cursor)))
      .orderBy(...dashboardOrder(query.sort))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(problems).where(filters),
  ]);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > query.limit && last !== undefined
      ? encodeDashboardCursor(dashboardCursorOf(query.sort, last))
      : null;
  return { problems: shown.map(toProblemSummary), total: totalRow?.total ?? 0, nextCursor };
}

/** GET /myproblems: the viewer's own problems, private ones included, newest first. */
export async function listOwnProblems(
  db: Database,
  ownerId: string,
  page: PageRequest,
): Promise<ProblemPage> {
  const cursor = decodeIdCursor(page.cursor);
  const mine = eq(problems.ownerId, ownerId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(problems)
      .innerJoin(users, eq(users.id, problems.ownerId))
      .where(and(mine, olderThan(cursor, problems.createdAt, problems.id)))
      .orderBy(desc(problems.createdAt), desc(problems.id))
      .limit(page.limit + 1),
    db.select({ total: count() }).from(problems).where(mine),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > page.limit && last !== undefined
      ? encodeCursor({ createdAt: last.createdAt, id: last.id })
      : null;
  return { problems: shown.map(toProblemSummary), total: totalRow?.total ?? 0, nextCursor };
}

/**
 * GET /bookmarkedproblems: the viewer's bookmarks, most recently saved first. A bookmarked problem
 * its owner has since made private is left out (it no longer exists for the viewer).
 */
export async function listBookmarkedProblems(
  db: Database,
  viewerId: string,
  page: PageRequest,
): Promise<ProblemPage> {
  const saved = and(eq(bookmarks.userId, viewerId), readableBy(viewerId));
  const [rows, [totalRow]] = await Promise.all([
    bookmarkedRowsQuery(db, viewerId, page),
    db
      .select({ total: count() })
      .from(bookmarks)
      .innerJoin(problems, eq(problems.id, bookmarks.problemId))
      .where(saved),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > page.limit && last !== undefined
      ? encodeCursor({ createdAt: last.savedAt, id: last.id })
      : null;
  return { problems: shown.map(toProblemSummary), total: totalRow?.total ?? 0, nextCursor };
}

/**
 * One page of the viewer's bookmarks plus one row (to know whether another page follows), in
 * the order of bookmarks_user_newest_idx. Exported so a test can check the plan uses that index.
 */
export function bookmarkedRowsQuery(db: Database, viewerId: string, page: PageRequest) {
  const cursor = decodeIdCursor(page.cursor);
  return db
    .select({ ...summaryColumns, savedAt: bookmarks.createdAt })
    .from(bookmarks)
    .innerJoin(problems, eq(problems.id, bookmarks.problemId))
    .innerJoin(users, eq(users.id, problems.ownerId))
    .where(
      and(
        eq(bookmarks.userId, viewerId),
        readableBy(viewerId),
        olderThan(cursor, bookmarks.createdAt, bookmarks.problemId),
      ),
    )
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.problemId))
    .limit(page.limit + 1);
}

const topUsersLimit = 10;

/**
 * GET /top-users: the ten users with the most solutions on problems the viewer can read; users
 * without any are left out, ties go to the earliest account.
 */
export async function listTopUsers(db: Database, viewerId: string): Promise<TopUser[]> {
  const solutionsCount = count(solutions.id);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      solutionsCount,
    })
    .from(solutions)
    .innerJoin(problems, eq(problems.id, solutions.problemId))
    .innerJoin(users, eq(users.id, solutions.authorId))
    .where(readableBy(viewerId))
    .groupBy(users.id)
    .orderBy(desc(solutionsCount), users.createdAt, users.id)
    .limit(topUsersLimit);
  return rows.map((row) => ({
    _id: row.id,
    username: row.username,
    email: row.email,
    solutionsCount: row.solutionsCount,
  }));
}
