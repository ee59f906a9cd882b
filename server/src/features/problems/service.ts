import { and, eq, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type {
  ProblemDetail,
  ProblemInputParsed,
  ProblemParams,
  ProblemResponse,
  ProblemUpdateParsed,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import {
  bookmarks,
  problemColumns,
  problems,
  reviews,
  solutions,
  users,
} from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { findReadableProblem } from '../../lib/problem-access.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanEditProblem } from './policy.ts';
import { toProblemDetail } from './presenter.ts';

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

/**
 * The owner's name, the viewer's two facts and the ids of the problem's solutions and reviews, in
 * one prepared query.
 */
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
      // The ids the seed's client counts, newest first, each read from its (problem, created_at,
      // id) index.
      solutionIds: sql<string[]>`array(
        select ${solutions.id}::text from ${solutions}
        where ${solutions.problemId} = ${problemId}
        order by ${solutions.createdAt} desc, ${solutions.id} desc
      )`,
      reviewIds: sql<string[]>`array(
        select ${reviews.id}::text from ${reviews}
        where ${reviews.problemId} = ${problemId}
        order by ${reviews.createdAt} desc, ${reviews.id} desc
      )`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('ownerId')))
    .prepare('problem_extras');
});

/**
 * GET /problem/{id}: the problem with its owner, the ids of its solutions and reviews, whether the
 * viewer saved it and whether they reviewed it; 404 if unreadable. Both viewer facts are EXISTS probes of unique indexes
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
    problem: {
      ...toProblemDetail({ ...problem, ownerUsername: extra.ownerUsername }),
      solutions: extra.solutionIds,
      reviews: extra.reviewIds,
    },
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
