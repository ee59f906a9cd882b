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
import { findPublicProblem, findReadableProblem } from '../../lib/problem-access.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanEditProblem } from './policy.ts';
import { toProblemDetail } from './presenter.ts';
import type { ViewerMarks } from './viewer-marks.ts';

/** The table's columns from a validated body (the contract keeps the seed's field names). */
function problemValues(input: ProblemInputParsed | ProblemUpdateParsed) {
  return {
    title: input.title,
    link: input.link,
    statement: input.problemstatement.statement,
    inputFormat: input.problemstatement.input,
    outputFormat: input.problemstatement.output,
    exampleInput: input.problemstatement.exampleinput,
    exampleOutput: input.problemstatement.exampleoutput,
    platformName: input.platform.name,
    difficulty: input.platform.rating,
    // Left out of an update: the problem keeps its visibility and its tags.
    ...(input.choice === undefined ? {} : { visibility: input.choice }),
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

/** A problem as its page shows it: the detail and the ids of its solutions and reviews. */
type ProblemPage = ProblemResponse['problem'];

/** A value of a query, or its placeholder in a prepared statement. */
type Value = string | Placeholder;

/** Whether `viewerId` has reviewed the problem: one probe of the author-problem unique index. */
export const viewerHasReviewedProblem = (problemId: Value, viewerId: Value) =>
  sql<boolean>`exists (
    select 1 from ${reviews}
    where ${reviews.problemId} = ${problemId} and ${reviews.authorId} = ${viewerId}
  )`;

/**
 * What a problem's page shows besides the row, the same for every viewer: the owner's name and the
 * ids of the problem's solutions and reviews, in one prepared query.
 */
const problemPartsStatement = preparedPerDatabase((db) => {
  const problemId = sql.placeholder('problemId');
  return db
    .select({
      ownerUsername: users.username,
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
    .prepare('problem_parts');
});

/** The viewer's two facts about a problem: probes of bookmarks' and reviews' unique indexes. */
const viewerFactsStatement = preparedPerDatabase((db) => {
  const problemId = sql.placeholder('problemId');
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      isBookmarked: sql<boolean>`exists (
        select 1 from ${bookmarks}
        where ${bookmarks.problemId} = ${problemId} and ${bookmarks.userId} = ${viewerId}
      )`,
      viewerHasReviewed: viewerHasReviewedProblem(problemId, viewerId),
    })
    .from(users)
    .where(eq(users.id, viewerId))
    .prepare('problem_viewer_facts');
});

/**
 * A problem's page as every viewer who may read it sees it: the row, its owner, the id lists; null
 * when the owner's account was deleted in between (its problems went with it).
 */
async function problemDetailOf(db: Database, problem: ProblemRecord): Promise<ProblemPage | null> {
  const [parts] = await problemPartsStatement(db).execute({
    problemId: problem.id,
    ownerId: problem.ownerId,
  });
  if (parts === undefined) return null;
  return {
    ...toProblemDetail({ ...problem, ownerUsername: parts.ownerUsername }),
    solutions: parts.solutionIds,
    reviews: parts.reviewIds,
  };
}

/**
 * A public problem's page without the viewer's facts, or null when the problem is not public
 * (private, or no such problem): the same for everyone, so the route shares it between viewers.
 */
export async function getPublicProblemDetail(
  db: Database,
  params: ProblemParams,
): Promise<ProblemPage | null> {
  const problem = await findPublicProblem(db, params.problemId);
  return problem === null ? null : problemDetailOf(db, problem);
}

/**
 * GET /problem/{id}: the problem with its owner, the ids of its solutions and reviews, whether the
 * viewer saved it and whether they reviewed it; 404 if unreadable. `shared` is the page of a
 * public problem as the route's shared cache holds it (any viewer may read it); without it the
 * problem is looked up for this viewer. The viewer's facts come from their `marks` when the route
 * has them (viewer-marks.ts), else from one prepared query.
 */
export async function getProblem(
  db: Database,
  viewer: SessionUser,
  params: ProblemParams,
  shared: ProblemPage | null = null,
  marks: ViewerMarks | null = null,
): Promise<ProblemResponse> {
  const problem =
    shared ?? (await problemDetailOf(db, await findReadableProblem(db, params.problemId, viewer)));
  if (problem === null) throw notFound();
  if (marks !== null) {
    return {
      problem,
      isBookmarked: marks.bookmarked.has(problem._id),
      viewerHasReviewed: marks.reviewed.has(problem._id),
    };
  }
  const [facts] = await viewerFactsStatement(db).execute({
    problemId: problem._id,
    viewerId: viewer.id,
  });
  return {
    problem,
    isBookmarked: facts?.isBookmarked ?? false,
    viewerHasReviewed: facts?.viewerHasReviewed ?? false,
  };
}

/** PUT: the owner replaces the problem; 404 when unreadable, 403 for anyone else. */
export async function updateProblem(
  db: Database,
  viewer: SessionUser,
  params: ProblemParams,
  input: ProblemUpdateParsed,
): Promise<ProblemDetail> {
  const problem = await assertCanEditProblem(db, viewer, params);
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
  const problem = await assertCanEditProblem(db, viewer, params);
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
  const problem = await findReadableProblem(db, params.problemId, viewer);
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
