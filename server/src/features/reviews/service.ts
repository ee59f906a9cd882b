import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alreadyReviewedMessage, idSchema, ownWorkReviewMessage } from '@upsolve/contract';
import type { Review, ReviewInputParsed, ReviewsQueryParsed } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';
import type { NewReviewRow, ProblemRecord } from '../../db/schema/index.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import { decodeIdCursor } from '../../lib/id-cursor.ts';
import { olderThan, toPage } from '../../lib/pagination.ts';
import { findSolutionOfProblem } from '../../lib/solution-access.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { canDeleteReview, canReviewProblem, canReviewSolution } from './policy.ts';
import { toReview } from './presenter.ts';

const reviewWithAuthorColumns = { ...getTableColumns(reviews), authorUsername: users.username };

function selectReviews(db: Executor) {
  return db
    .select(reviewWithAuthorColumns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.authorId));
}

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
  problem: ProblemRecord,
  viewer: SessionUser,
  input: ReviewInputParsed,
): Promise<Review> {
  if (!canReviewProblem(viewer.id, problem)) throw forbidden(ownWorkReviewMessage);
  return insertReview(db, viewer, {
    problemId: problem.id,
    rating: input.rating,
    comment: input.comment,
  });
}

/** Reviews a solution of a readable problem; its author may not (403). */
export async function addSolutionReview(
  db: Executor,
  problemId: string,
  solutionId: string,
  viewer: SessionUser,
  input: ReviewInputParsed,
): Promise<Review> {
  const solution = await findSolutionOfProblem(db, problemId, solutionId);
  if (!canReviewSolution(viewer.id, solution)) throw forbidden(ownWorkReviewMessage);
  return insertReview(db, viewer, {
    solutionId: solution.id,
    rating: input.rating,
    comment: input.comment,
  });
}

export interface ReviewPage {
  reviews: Review[];
  total: number;
  nextCursor: string | null;
}

async function listReviews(
  db: Executor,
  target: SQL,
  total: number,
  query: ReviewsQueryParsed,
): Promise<ReviewPage> {
  const rows = await selectReviews(db)
    .where(and(target, olderThan(decodeIdCursor(query.cursor), reviews.createdAt, reviews.id)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
  return { reviews: page.items.map(toReview), total, nextCursor: page.nextCursor };
}

/** A readable problem's reviews, newest first. */
export async function listProblemReviews(
  db: Executor,
  problem: ProblemRecord,
  query: ReviewsQueryParsed,
): Promise<ReviewPage> {
  return listReviews(db, eq(reviews.problemId, problem.id), problem.reviewsCount, query);
}

/** The reviews of a solution of a readable problem, newest first. */
export async function listSolutionReviews(
  db: Executor,
  problemId: string,
  solutionId: string,
  query: ReviewsQueryParsed,
): Promise<ReviewPage> {
  const solution = await findSolutionOfProblem(db, problemId, solutionId);
  return listReviews(db, eq(reviews.solutionId, solution.id), solution.reviewsCount, query);
}

/** Deletes the review matching `target` (404 if none), when the viewer wrote it (else 403). */
async function deleteReview(
  db: Executor,
  reviewId: string,
  target: SQL,
  viewer: SessionUser,
): Promise<void> {
  if (!idSchema.safeParse(reviewId).success) throw notFound();
  const [review] = await db
    .select({ id: reviews.id, authorId: reviews.authorId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), target))
    .limit(1);
  if (review === undefined) throw notFound();
  if (!canDeleteReview(viewer.id, review)) throw forbidden();
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, review.id), eq(reviews.authorId, viewer.id)))
    .returning({ id: reviews.id });
  if (deleted.length === 0) throw notFound();
}

/** Deletes a review of this problem (a solution's review id is 404 here). */
export async function deleteProblemReview(
  db: Executor,
  problem: ProblemRecord,
  reviewId: string,
  viewer: SessionUser,
): Promise<void> {
  return deleteReview(db, reviewId, eq(reviews.problemId, problem.id), viewer);
}

/** Deletes a review of this problem's solution. */
export async function deleteSolutionReview(
  db: Executor,
  problemId: string,
  solutionId: string,
  reviewId: string,
  viewer: SessionUser,
): Promise<void> {
  const solution = await findSolutionOfProblem(db, problemId, solutionId);
  return deleteReview(db, reviewId, eq(reviews.solutionId, solution.id), viewer);
}
