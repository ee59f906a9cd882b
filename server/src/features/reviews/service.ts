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
import { domainEvent } from '../../lib/events/catalog.ts';
import type { ReviewFacts } from '../../lib/events/catalog.ts';
import { exactTotal, keysetPage, keysetRows, newestFirst } from '../../lib/paging.ts';
import type { Page, PageTotal } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import { findReadableProblem, problemPosition } from '../problems/index.ts';
import { findReadableSolution } from '../solutions/index.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  assertCanEditProblemReview,
  assertCanEditSolutionReview,
  assertCanReviewProblem,
  assertCanReviewSolution,
} from './policy.ts';
import { toReview } from './presenter.ts';
import type { ReviewWithAuthor } from './presenter.ts';
import { shownUsername } from '../../lib/shown-user.ts';

const reviewWithAuthorColumns = { ...getTableColumns(reviews), authorUsername: shownUsername };

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

/**
 * What review events say: the review, the problem it hangs under, the solution if any, and for a
 * review of the problem itself, where its new mean puts the problem in the best-rated lists.
 */
async function reviewFacts(
  db: Executor,
  review: Review,
  author: SessionUser,
  problemId: string,
  solutionId: string | null,
): Promise<ReviewFacts> {
  const moved = solutionId === null ? await problemPosition(db, problemId) : null;
  return { reviewId: review._id, problemId, solutionId, authorId: author.id, moved };
}

/** Reviews a readable problem; its owner may not (403). */
export async function addProblemReview(
  services: Services,
  viewer: SessionUser,
  params: ProblemParams,
  input: ReviewInputParsed,
): Promise<Committed<Review>> {
  const problem = await assertCanReviewProblem(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const review = await insertReview(tx, viewer, {
      problemId: problem.id,
      rating: input.rating,
      comment: input.comment,
    });
    record(domainEvent('review.added', await reviewFacts(tx, review, viewer, problem.id, null)));
    return review;
  });
}

/** Reviews a solution of a readable problem; its author may not (403). */
export async function addSolutionReview(
  services: Services,
  viewer: SessionUser,
  params: SolutionParams,
  input: ReviewInputParsed,
): Promise<Committed<Review>> {
  const solution = await assertCanReviewSolution(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const review = await insertReview(tx, viewer, {
      solutionId: solution.id,
      rating: input.rating,
      comment: input.comment,
    });
    const facts = await reviewFacts(tx, review, viewer, solution.problemId, solution.id);
    record(domainEvent('review.added', facts));
    return review;
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
  services: Services,
  viewer: SessionUser,
  params: ProblemReviewParams,
  input: ReviewUpdateParsed,
): Promise<Committed<Review>> {
  const review = await assertCanEditProblemReview(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const updated = await updateReview(tx, viewer, review, input);
    const facts = await reviewFacts(tx, updated, viewer, params.problemId, null);
    record(domainEvent('review.updated', facts));
    return updated;
  });
}

/** Rewrites the viewer's review of a solution of a readable problem. */
export async function updateSolutionReview(
  services: Services,
  viewer: SessionUser,
  params: SolutionReviewParams,
  input: ReviewUpdateParsed,
): Promise<Committed<Review>> {
  const review = await assertCanEditSolutionReview(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const updated = await updateReview(tx, viewer, review, input);
    const facts = await reviewFacts(tx, updated, viewer, params.problemId, params.solutionId);
    record(domainEvent('review.updated', facts));
    return updated;
  });
}

/** Deletes a review the policy let the viewer change. */
async function deleteReview(db: Executor, viewer: SessionUser, review: { id: string }) {
  const [row] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, review.id), eq(reviews.authorId, viewer.id)))
    .returning();
  // Deleted in another tab between the check and this statement.
  if (row === undefined) throw notFound();
  return toReview({ ...row, authorUsername: viewer.username });
}

/** Deletes the viewer's review of a readable problem. */
export async function deleteProblemReview(
  services: Services,
  viewer: SessionUser,
  params: ProblemReviewParams,
): Promise<Committed<void>> {
  const review = await assertCanEditProblemReview(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const deleted = await deleteReview(tx, viewer, review);
    const facts = await reviewFacts(tx, deleted, viewer, params.problemId, null);
    record(domainEvent('review.deleted', facts));
  });
}

/** Deletes the viewer's review of a solution of a readable problem. */
export async function deleteSolutionReview(
  services: Services,
  viewer: SessionUser,
  params: SolutionReviewParams,
): Promise<Committed<void>> {
  const review = await assertCanEditSolutionReview(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const deleted = await deleteReview(tx, viewer, review);
    const facts = await reviewFacts(tx, deleted, viewer, params.problemId, params.solutionId);
    record(domainEvent('review.deleted', facts));
  });
}
