import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  DashboardQueryParsed,
  PageQueryParsed,
  ProblemDetail,
  ProblemInputParsed,
  ProblemParams,
  ProblemResponse,
  ProblemSort,
  ProblemSummary,
  ProblemUpdateParsed,
  TopUser,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import {
  bookmarks,
  problemColumns,
  problems,
  reviews,
  totals,
  users,
} from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import {
  cappedTotal,
  cursorValue,
  defineKeyset,
  exactTotal,
  keysetPage,
  keysetRows,
  newestFirst,
} from '../../lib/paging.ts';
import type { Keyset, Page, PageTotal } from '../../lib/paging.ts';
import { findReadableProblem } from '../../lib/problem-access.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { dashboardFilters } from './dashboard-filters.ts';
import { assertCanEditProblem } from './policy.ts';
import { summaryColumns, toProblemDetail, toProblemSummary, toTopUser } from './presenter.ts';
import type { ProblemSummaryRow } from './presenter.ts';

/** The table's columns from a validated body (the contract keeps the seed's field names). */
function problemValues(input: ProblemInputParsed | ProblemUpdateParsed) {
  return {
    title: input.title,
    link: input.link,
    visibility: input.choice,
    statement: input.problemstatement.statement,
    inputFormat: input.problemstatement.input,
    outputFormat: input.problemstatement.output,
    exampleInput: input.problemstatement.exampleinput,
    exampleOutput: input.problemstatement.exampleoutput,
    platformName: input.platform.name,
    difficulty: input.platform.rating,
    // Left out of an update: the problem keeps its tags.
    ...(input.tags === undefined ? {} : { tags: input.tags }),
  };
}

/** A problem the viewer owns, so the owner's name in the response is theirs. */
function ownDetail(row: ProblemRecord, owner: SessionUser): ProblemDetail {
  return toProblemDetail({ ...row, ownerUsername: owner.username });
}

export async function createProblem(
  db: Database,
  owner: SessionUser,
  input: ProblemInputParsed,
): Promise<ProblemDetail> {
  const [row] = await db
    .insert(problems)
    .values({ ownerId: owner.id, ...problemValues(input) })
    .returning(problemColumns);
  if (row === undefined) throw new Error('createProblem: the insert returned no row');
  return ownDetail(row, owner);
}

/** A value of a query, or its placeholder in a prepared statement. */
type Value = string | Placeholder;

/** Whether `viewerId` has reviewed the problem: one probe of the author-problem unique index. */
export const viewerHasReviewedProblem = (problemId: Value, viewerId: Value) =>
  sql<boolean>`exists (
    select 1 from ${reviews}
    where ${reviews.problemId} = ${problemId} and ${reviews.authorId} = ${viewerId}
  )`;

/** The owner's name and the viewer's two facts about a problem, in one prepared query. */
const problemExtrasStatement = preparedPerDatabase((db) => {
  const problemId = sql.placeholder('problemId');
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      ownerUsername: users.username,
      // A probe of the bookmarks primary key.
      isBookmarked: sql<boolean>`exists (
        select 1 from ${bookmarks}
        where ${bookmarks.problemId} = ${problemId} and ${bookmarks.userId} = ${viewerId}
      )`,
      viewerHasReviewed: viewerHasReviewedProblem(problemId, viewerId),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('ownerId')))
    .prepare('problem_extras');
});

/**
 * GET /problem/{id}: the problem with its owner, whether the viewer saved it and whether they
 * reviewed it; 404 if unreadable. Both viewer facts are EXISTS probes of unique indexes
 * (bookmarks' primary key, reviews' author-problem pair), in the same query as the owner's name.
 */
export async function getProblem(
  db: Database,
  viewer: SessionUser,
  params: ProblemParams,
): Promise<ProblemResponse> {
  const problem = await findReadableProblem(db, params.problemId, viewer.id);
  const [extra] = await problemExtrasStatement(db).execute({
    problemId: problem.id,
    ownerId: problem.ownerId,
    viewerId: viewer.id,
  });
  // The owner's account was deleted in between: its problems went with it.
  if (extra === undefined) throw notFound();
  return {
    problem: toProblemDetail({ ...problem, ownerUsername: extra.ownerUsername }),
    isBookmarked: extra.isBookmarked,
    viewerHasReviewed: extra.viewerHasReviewed,
  };
}

/** PUT: the owner replaces the problem; 404 when unreadable, 403 for anyone else. */
export async function updateProblem(
  db: Database,
  viewer: SessionUser,
  params: ProblemParams,
  input: ProblemUpdateParsed,
): Promise<ProblemDetail> {
  const problem = await assertCanEditProblem(db, viewer.id, params);
  const [row] = await db
    .update(problems)
    .set({ ...problemValues(input), updatedAt: sql`now()` })
    .where(and(eq(problems.id, problem.id), eq(problems.ownerId, viewer.id)))
    .returning(problemColumns);
  // Deleted by its owner in another tab between the check and the update.
  if (row === undefined) throw notFound();
  return ownDetail(row, viewer);
}

/**
 * DELETE: the owner removes the problem. Its solutions, reviews, bookmarks and discussion go with
 * it through ON DELETE CASCADE, all within this one statement.
 */
export async function deleteProblem(
  db: Database,
  viewer: SessionUser,
  params: ProblemParams,
): Promise<ProblemDetail> {
  const problem = await assertCanEditProblem(db, viewer.id, params);
  const [row] = await db
    .delete(problems)
    .where(and(eq(problems.id, problem.id), eq(problems.ownerId, viewer.id)))
    .returning(problemColumns);
  if (row === undefined) throw notFound();
  return ownDetail(row, viewer);
}

/** Saves or unsaves a readable problem for the viewer; doing it twice changes nothing. */
export async function setBookmark(
  db: Database,
  viewer: SessionUser,
  params: ProblemParams,
  bookmarked: boolean,
): Promise<void> {
  const problem = await findReadableProblem(db, params.problemId, viewer.id);
  if (bookmarked) {
    try {
      await db
        .insert(bookmarks)
        .values({ userId: viewer.id, problemId: problem.id })
        .onConflictDoNothing();
    } catch (error) {
      // The owner deleted the problem between the check and the insert.
      if (isForeignKeyViolation(error)) throw notFound();
      throw error;
    }
    return;
  }
  await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, viewer.id), eq(bookmarks.problemId, problem.id)));
}

const newestProblemsFirst = newestFirst(
  problems.createdAt,
  problems.id,
  (row: ProblemSummaryRow) => [row.createdAt, row.id],
);

/** One keyset per dashboard sort; each matches one of the (visibility, ...) indexes of problems. */
const dashboardKeysets: Record<ProblemSort, Keyset<ProblemSummaryRow, unknown[]>> = {
  newest: newestProblemsFirst,
  solved: defineKeyset({
    columns: [problems.solutionsCount, problems.createdAt, problems.id],
    schema: z.tuple([cursorValue.count, cursorValue.timestamp, cursorValue.id]),
    keyOf: (row: ProblemSummaryRow) => [row.solutionsCount, row.createdAt, row.id],
  }),
  rated: defineKeyset({
    columns: [problems.avgRating, problems.createdAt, problems.id],
    schema: z.tuple([cursorValue.averageRating, cursorValue.timestamp, cursorValue.id]),
    keyOf: (row: ProblemSummaryRow) => [row.avgRating, row.createdAt, row.id],
  }),
};

/** Problem cards with their owner's name, as a query the paging helper narrows. */
function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(problems)
    .innerJoin(users, eq(users.id, problems.ownerId))
    .$dynamic();
}

/** Whether the dashboard shows every public problem (no search, platform or rating filter). */
function isUnfiltered(query: DashboardQueryParsed): boolean {
  return (
    (query.q ?? '') === '' &&
    (query.platform ?? '') === '' &&
    query.minRating === undefined &&
    query.maxRating === undefined
  );
}

/**
 * The dashboard's total: every public problem from the maintained total (migration
 * "leaderboard_totals"), a filtered view counted up to the cap.
 */
async function dashboardTotal(
  db: Database,
  query: DashboardQueryParsed,
  filters: SQL | undefined,
): Promise<PageTotal | null> {
  if (!isUnfiltered(query)) {
    return cappedTotal(
      db,
      query,
      db
        .select({ one: sql`1` })
        .from(problems)
        .where(filters)
        .$dynamic(),
    );
  }
  const [row] = await db
    .select({ value: totals.value })
    .from(totals)
    .where(eq(totals.name, 'public_problems'));
  return exactTotal(row?.value ?? 0);
}

/** GET /dashboard: one page of public problems in the chosen order, with the filtered total. */
export async function listDashboard(
  db: Database,
  query: DashboardQueryParsed,
): Promise<Page<ProblemSummary>> {
  const keyset = dashboardKeysets[query.sort];
  const filters = dashboardFilters(query);
  const [rows, total] = await Promise.all([
    keysetRows(selectSummaries(db), keyset, query, filters),
    dashboardTotal(db, query, filters),
  ]);
  return keysetPage(rows, query.limit, keyset, toProblemSummary, total);
}

/** GET /myproblems: the viewer's own problems, private ones included, newest first. */
export async function listOwnProblems(
  db: Database,
  viewer: SessionUser,
  page: PageQueryParsed,
): Promise<Page<ProblemSummary>> {
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
  return keysetPage(rows, page.limit, newestProblemsFirst, toProblemSummary, total);
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
 * GET /bookmarkedproblems: the viewer's bookmarks, most recently saved first. A bookmarked problem
 * its owner has since made private is left out (it no longer exists for the viewer).
 */
export async function listBookmarkedProblems(
  db: Database,
  viewer: SessionUser,
  page: PageQueryParsed,
): Promise<Page<ProblemSummary>> {
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
  return keysetPage(rows, page.limit, bookmarksKeyset, toProblemSummary, total);
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

const topUsersStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      solutionsCount: users.publicSolutionsCount,
    })
    .from(users)
    .where(gt(users.publicSolutionsCount, 0))
    .orderBy(desc(users.publicSolutionsCount), users.createdAt, users.id)
    .limit(topUsersLimit)
    .prepare('top_users'),
);
