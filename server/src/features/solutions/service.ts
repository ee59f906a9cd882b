import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type {
  Solution,
  SolutionDetail,
  SolutionInputParsed,
  SolutionsQueryParsed,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { reviews, solutions, users } from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { decodeIdCursor } from '../../lib/id-cursor.ts';
import { encodeCursor, olderThan } from '../../lib/pagination.ts';
import { findSolutionOfProblem } from '../../lib/solution-access.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { decodeRatedCursor, encodeRatedCursor } from './cursor.ts';
import { canEditSolution } from './policy.ts';
import { toSolution } from './presenter.ts';
import type { SolutionWithAuthor } from './presenter.ts';

const solutionWithAuthorColumns = {
  ...getTableColumns(solutions),
  authorUsername: users.username,
};

function selectSolutions(db: Executor) {
  return db
    .select(solutionWithAuthorColumns)
    .from(solutions)
    .leftJoin(users, eq(users.id, solutions.authorId));
}

/** The exact mean rating (0 without reviews, so unrated solutions sort last). */
const averageOfRow = sql`case when ${solutions.reviewsCount} = 0 then 0 else ${solutions.ratingSum}::numeric / ${solutions.reviewsCount} end`;

export interface SolutionPage {
  solutions: Solution[];
  total: number;
  nextCursor: string | null;
}

/** Rows after the cursor in the best-rated order: every key descends, so a row comparison does. */
function afterRatedCursor(encoded: string | undefined): SQL | undefined {
  if (encoded === undefined) return undefined;
  const { ratingSum, reviewsCount, createdAt, id } = decodeRatedCursor(encoded);
  const averageOfCursor = sql`case when ${reviewsCount}::int = 0 then 0 else ${ratingSum}::numeric / ${reviewsCount}::int end`;
  return sql`(${averageOfRow}, ${solutions.reviewsCount}, ${solutions.createdAt}, ${solutions.id})
    < (${averageOfCursor}, ${reviewsCount}::int, ${createdAt.toISOString()}::timestamptz, ${id}::uuid)`;
}

function nextCursorOf(
  rows: SolutionWithAuthor[],
  limit: number,
  sort: SolutionsQueryParsed['sort'],
): string | null {
  const last = rows.at(limit - 1);
  if (rows.length <= limit || last === undefined) return null;
  if (sort === 'newest') return encodeCursor({ createdAt: last.createdAt, id: last.id });
  return encodeRatedCursor({
    ratingSum: last.ratingSum,
    reviewsCount: last.reviewsCount,
    createdAt: last.createdAt,
    id: last.id,
  });
}

/** One page of a problem's solutions, newest first or best rated first. */
export async function listSolutions(
  db: Executor,
  problem: ProblemRecord,
  query: SolutionsQueryParsed,
): Promise<SolutionPage> {
  const ofProblem = eq(solutions.problemId, problem.id);
  const newestOrder = [desc(solutions.createdAt), desc(solutions.id)];
  const rows =
    query.sort === 'newest'
      ? await selectSolutions(db)
          .where(
            and(
              ofProblem,
              olderThan(decodeIdCursor(query.cursor), solutions.createdAt, solutions.id),
            ),
          )
          .orderBy(...newestOrder)
          .limit(query.limit + 1)
      : await selectSolutions(db)
          .where(and(ofProblem, afterRatedCursor(query.cursor)))
          .orderBy(desc(averageOfRow), desc(solutions.reviewsCount), ...newestOrder)
          .limit(query.limit + 1);
  return {
    solutions: rows.slice(0, query.limit).map(toSolution),
    total: problem.solutionsCount,
    nextCursor: nextCursorOf(rows, query.limit, query.sort),
  };
}

/** Whether `viewerId` has reviewed the solution: one probe of the author-solution unique index. */
const viewerHasReviewed = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${reviews} where ${reviews.solutionId} = ${solutions.id} and ${reviews.authorId} = ${viewerId})`;

/** The solution of this problem with its author and whether the viewer reviewed it, or 404. */
export async function getSolution(
  db: Executor,
  problemId: string,
  solutionId: string,
  viewerId: string,
): Promise<SolutionDetail> {
  if (!idSchema.safeParse(solutionId).success) throw notFound();
  const [row] = await db
    .select({ ...solutionWithAuthorColumns, viewerHasReviewed: viewerHasReviewed(viewerId) })
    .from(solutions)
    .leftJoin(users, eq(users.id, solutions.authorId))
    .where(and(eq(solutions.id, solutionId), eq(solutions.problemId, problemId)))
    .limit(1);
  if (row === undefined) throw notFound();
  return { ...toSolution(row), viewerHasReviewed: row.viewerHasReviewed };
}

/** Posts a solution to a readable problem. The path names the problem, whatever the body says. */
export async function createSolution(
  db: Executor,
  problemId: string,
  author: SessionUser,
  input: SolutionInputParsed,
): Promise<Solution> {
  let row;
  try {
    [row] = await db
      .insert(solutions)
      .values({
        problemId,
        authorId: author.id,
        approach: input.approach,
        description: input.description,
        code: input.code,
        language: input.language,
      })
      .returning();
  } catch (error) {
    // The problem was deleted after it was read.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
  if (row === undefined) throw new Error('Inserting the solution returned no row');
  return toSolution({ ...row, authorUsername: author.username });
}

/** Replaces a solution's texts: its author only (403 for others), 404 if not of this problem. */
export async function updateSolution(
  db: Executor,
  problemId: string,
  solutionId: string,
  viewer: SessionUser,
  input: SolutionInputParsed,
): Promise<Solution> {
  const facts = await findSolutionOfProblem(db, problemId, solutionId);
  if (!canEditSolution(viewer.id, facts)) throw forbidden();
  const [row] = await db
    .update(solutions)
    .set({
      approach: input.approach,
      description: input.description,
      code: input.code,
      language: input.language,
      updatedAt: new Date(),
    })
    .where(and(eq(solutions.id, facts.id), eq(solutions.authorId, viewer.id)))
    .returning();
  // Deleted between the check and the write.
  if (row === undefined) throw notFound();
  return toSolution({ ...row, authorUsername: viewer.username });
}

/** Deletes a solution and, by cascade, its reviews: its author only. */
export async function deleteSolution(
  db: Executor,
  problemId: string,
  solutionId: string,
  viewer: SessionUser,
): Promise<void> {
  const facts = await findSolutionOfProblem(db, problemId, solutionId);
  if (!canEditSolution(viewer.id, facts)) throw forbidden();
  const deleted = await db
    .delete(solutions)
    .where(and(eq(solutions.id, facts.id), eq(solutions.authorId, viewer.id)))
    .returning({ id: solutions.id });
  if (deleted.length === 0) throw notFound();
}
