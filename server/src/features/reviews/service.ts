import { and, eq, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alreadyReviewedMessage } from '@upsolve/contract';
import type {
  ProblemParams,
  ProblemReviewParams,
  Review,
  ReviewInputParsed,
  ReviewsQueryParsed,
  ReviewUpdateParsed,
  SolutionParams,
  SolutionReviewParams,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';
import type { NewReviewRow, ProblemRecord } from '../../db/schema/index.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import { exactTotal, keysetPage, keysetRows, newestFirst } from '../../lib/paging.ts';
import type { Page, PageTotal } from '../../lib/paging.ts';
import { findPublicProblem, findReadableProblem } from '../../lib/problem-access.ts';
import { findReadableSolution } from '../../lib/solution-access.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  assertCanEditProblemReview,
  assertCanEditSolutionReview,
  assertCanReviewProblem,
  assertCanReviewSolution,
} from './policy.ts';
import { toReview } from './presenter.ts';
import type { ReviewWithAuthor } from './presenter.ts';

const reviewWithAuthorColumns = { ...getTableColumns(reviews), authorUsername: users.username };

/** One review per user per problem and per solution: the unique indexes decide, not a pre-check. */
async function insertReview(
  db: Executor,
  author: SessionUser,
  values: Pick<NewReviewRow, 'problemId' | 'solutionId' | 'rating' | 'comment'>,
): Promise<Review> {
  let row;
  try {
    [row] = await db
      .insert(reviews)
      .values({ ...values, authorId: author.id })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(alreadyReviewedMessage);
    // The problem or solution was deleted after it was read.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
  if (row === undefined) throw new Error('Inserting the review returned no row');
  return toReview({ ...row, authorUsername: author.username });
}

/** Reviews a readable problem; its owner may not (403). */
export async function addProblemReview(
  db: Executor,
  viewer: SessionUser,
  params: ProblemParams,
  input: ReviewInputParsed,
): Promise<Review> {
  const problem = await assertCanReviewProblem(db, viewer, params);
  return insertReview(db, viewer, {
    problemId: problem.id,
    rating: input.rating,
    comment: input.comment,
  });
}

/** Reviews a solution of a readable problem; its author may not (403). */
export async function addSolutionReview(
  db: Executor,
  viewer: SessionUser,
  params: SolutionParams,
  input: ReviewInputParsed,
): Promise<Review> {
  const solution = await assertCanReviewSolution(db, viewer, params);
  return insertReview(db, viewer, {
    solutionId: solution.id,
    rating: input.rating,
    comment: input.comment,
  });
}

/** Reviews are listed newest first, in the order of the (target, created_at, id) indexes. */
const newestReviewsFirst = newestFirst(reviews.createdAt, reviews.id, (row: ReviewWithAuthor) => [
  row.createdAt,
  row.id,
]);

async function listReviews(
  db: Executor,
  target: SQL,
  total: PageTotal,
  query: ReviewsQueryParsed,
): Promise<Page<Review>> {
  const reviewsWithAuthors = db
    .select(reviewWithAuthorColumns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorId))
    .$dynamic();
  const rows = await keysetRows(reviewsWithAuthors, newestReviewsFirst, query, target);
  return keysetPage(rows, query.limit, newestReviewsFirst, toReview, total);
}

/** A readable problem's reviews, newest first. */
export async function listProblemReviews(
  db: Executor,
  viewer: SessionUser,
  params: ProblemParams,
  query: ReviewsQueryParsed,
): Promise<Page<Review>> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  return reviewsOfProblem(db, problem, query);
}

/**
 * The same page of a public problem's reviews, found without asking who reads, or null when the
 * problem is not public: what every viewer sees alike, so the route shares it between them.
 */
export async function listPublicProblemReviews(
  db: Executor,
  params: ProblemParams,
  query: ReviewsQueryParsed,
): Promise<Page<Review> | null> {
  const problem = await findPublicProblem(db, params.problemId);
  return problem === null ? null : reviewsOfProblem(db, problem, query);
}

function reviewsOfProblem(
  db: Executor,
  problem: Pick<ProblemRecord, 'id' | 'reviewsCount'>,
  query: ReviewsQueryParsed,
): Promise<Page<Review>> {
  return listReviews(
    db,
    eq(reviews.problemId, problem.id),
    exactTotal(problem.reviewsCount),
    query,
  );
}

/** The reviews of a solution of a readable problem, newest first. */
export async function listSolutionReviews(
  db: Executor,
  viewer: SessionUser,
  params: SolutionParams,
  query: ReviewsQueryParsed,
): Promise<Page<Review>> {
  const solution = await findReadableSolution(db, params, viewer);
  const total = exactTotal(solution.reviewsCount);
  return listReviews(db, eq(reviews.solutionId, solution.id), total, query);
}

/** Rewrites a review the policy let the viewer change; a rating left out is kept. */
async function updateReview(
  db: Executor,
  viewer: SessionUser,
  review: { id: string },
  input: ReviewUpdateParsed,
): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({
      comment: input.comment,
      ...(input.rating === undefined ? {} : { rating: input.rating }),
    })
    .where(and(eq(reviews.id, review.id), eq(reviews.authorId, viewer.id)))
    .returning();
  // Deleted in another tab between the check and this statement.
  if (row === undefined) throw notFound();
  return toReview({ ...row, authorUsername: viewer.username });
}

/** Rewrites the viewer's review of a readable problem. */
export async function updateProblemReview(
  db: Executor,
  viewer: SessionUser,
  params: ProblemReviewParams,
  input: ReviewUpdateParsed,
): Promise<Review> {
  return updateReview(db, viewer, await assertCanEditProblemReview(db, viewer, params), input);
}

/** Rewrites the viewer's review of a solution of a readable problem. */
export async function updateSolutionReview(
  db: Executor,
  viewer: SessionUser,
  params: SolutionReviewParams,
  input: ReviewUpdateParsed,
): Promise<Review> {
  return updateReview(db, viewer, await assertCanEditSolutionReview(db, viewer, params), input);
}

/** Deletes a review the policy let the viewer change. */
async function deleteReview(db: Executor, viewer: SessionUser, review: { id: string }) {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, review.id), eq(reviews.authorId, viewer.id)))
    .returning({ id: reviews.id });
  // Deleted in another tab between the check and this statement.
  if (deleted.length === 0) throw notFound();
}

/** Deletes the viewer's review of a readable problem. */
export async function deleteProblemReview(
  db: Executor,
  viewer: SessionUser,
  params: ProblemReviewParams,
): Promise<void> {
  await deleteReview(db, viewer, await assertCanEditProblemReview(db, viewer, params));
}

/** Deletes the viewer's review of a solution of a readable problem. */
export async function deleteSolutionReview(
  db: Executor,
  viewer: SessionUser,
  params: SolutionReviewParams,
): Promise<void> {
  await deleteReview(db, viewer, await assertCanEditSolutionReview(db, viewer, params));
}
