import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  canEditReview,
  canReviewProblem,
  canReviewSolution,
  idSchema,
  ownWorkReviewMessage,
} from '@upsolve/contract';
import type {
  ProblemParams,
  ProblemReviewParams,
  SolutionParams,
  SolutionReviewParams,
  Viewer,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { findReadableProblem } from '../problems/index.ts';
import { findReadableSolution } from '../solutions/index.ts';
import type { SolutionFacts } from '../solutions/index.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

/** The problem the viewer may review: 404 when they may not read it, 403 when it is theirs. */
export async function assertCanReviewProblem(
  db: Executor,
  viewer: Viewer,
  params: ProblemParams,
): Promise<ProblemRecord> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  if (!canReviewProblem(viewer, problem)) throw forbidden(ownWorkReviewMessage);
  return problem;
}

/** The solution the viewer may review: 404 when they may not read it, 403 when it is theirs. */
export async function assertCanReviewSolution(
  db: Executor,
  viewer: Viewer,
  params: SolutionParams,
): Promise<SolutionFacts> {
  const solution = await findReadableSolution(db, params, viewer);
  if (!canReviewSolution(viewer, solution)) throw forbidden(ownWorkReviewMessage);
  return solution;
}

/**
 * The review `reviewId` of `target` if the viewer wrote it: 404 when it is not one of the target's
 * reviews, 403 when someone else wrote it.
 */
async function editableReview(
  db: Executor,
  viewer: Viewer,
  reviewId: string,
  target: SQL,
): Promise<{ id: string }> {
  if (!idSchema.safeParse(reviewId).success) throw notFound();
  const [review] = await db
    .select({ id: reviews.id, authorId: reviews.authorId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), target))
    .limit(1);
  if (review === undefined) throw notFound();
  if (!canEditReview(viewer, review)) throw forbidden();
  return review;
}

/**
 * The review of a problem the viewer may edit or delete (the contract's canEditReview): 404 when
 * the problem is unreadable or the review is not one of its own (a solution's review included),
 * 403 when someone else wrote it, the problem's owner included.
 */
export async function assertCanEditProblemReview(
  db: Executor,
  viewer: Viewer,
  params: ProblemReviewParams,
): Promise<{ id: string }> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  return editableReview(db, viewer, params.reviewId, eq(reviews.problemId, problem.id));
}

/** The review of a solution the viewer may edit or delete: 404 or 403 as for a problem's. */
export async function assertCanEditSolutionReview(
  db: Executor,
  viewer: Viewer,
  params: SolutionReviewParams,
): Promise<{ id: string }> {
  const solution = await findReadableSolution(db, params, viewer);
  return editableReview(db, viewer, params.reviewId, eq(reviews.solutionId, solution.id));
}
