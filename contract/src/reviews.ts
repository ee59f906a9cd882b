import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, ignoredClientField, integerInput, pageQuerySchema } from './fields.ts';
import { requiredText } from './text.ts';
import { problemParamsSchema } from './problems.ts';
import type { ProblemAccessFacts } from './problems.ts';
import { solutionParamsSchema } from './solutions.ts';
import { userRefSchema } from './users.ts';
import type { AuthoredFacts } from './users.ts';
import type { Viewer } from './roles.ts';

export const reviewRatingLabels = {
  1: 'Very Poor',
  2: 'Poor',
  3: 'Average',
  4: 'Good',
  5: 'Excellent',
} as const;

/** Path parameters naming a review of a problem, or of a solution. */
export const problemReviewParamsSchema = problemParamsSchema.extend({ reviewId: idInput() });
export type ProblemReviewParams = z.infer<typeof problemReviewParamsSchema>;
export const solutionReviewParamsSchema = solutionParamsSchema.extend({ reviewId: idInput() });
export type SolutionReviewParams = z.infer<typeof solutionReviewParamsSchema>;

const reviewRatingSchema = integerInput(limits.reviewRatingMin, limits.reviewRatingMax, {
  invalid: `Rating must be a whole number from ${limits.reviewRatingMin} to ${limits.reviewRatingMax}`,
});

export const reviewInputSchema = z.object({
  rating: reviewRatingSchema.default(limits.reviewRatingMin),
  comment: requiredText({ label: 'Comment', max: limits.comment }),
  problem: ignoredClientField('Problem'),
  solution: ignoredClientField('Solution'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewInputParsed = z.output<typeof reviewInputSchema>;

/**
 * Body of PUT …/reviews/{reviewId}: the author's new comment and rating; a rating left out keeps
 * the stored one, never the create default.
 */
export const reviewUpdateSchema = reviewInputSchema.extend({
  rating: reviewRatingSchema.optional(),
});
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;
export type ReviewUpdateParsed = z.output<typeof reviewUpdateSchema>;

export const reviewSchema = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  user: userRefSchema.nullable(),
  problem: z.uuid().optional(),
  solution: z.uuid().optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;
/** Review lists are newest first, in keyset pages (`X-Total-Count`, `X-Next-Cursor`). */
export const reviewsQuerySchema = pageQuerySchema;
export type ReviewsQueryParsed = z.output<typeof reviewsQuerySchema>;
/** A page of a review list: `{reviews}`, the shape the seed's client reads. */
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewMutationResponseSchema = z.object({
  message: z.string(),
  review: reviewSchema,
});

export const alreadyReviewedMessage = 'You have already reviewed this';
export const ownWorkReviewMessage = 'You cannot review your own work';

/** The `message` of each successful review mutation. */
export const reviewMessages = {
  added: 'Review added successfully',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
} as const;

// Who may review and change reviews: the server enforces these rules and the web shows its
// buttons by them. Reviewing also needs the problem to be readable (canReadProblem).

/** Anyone who can read a problem may review it, except its owner. */
export function canReviewProblem(
  viewer: Viewer,
  problem: Pick<ProblemAccessFacts, 'ownerId'>,
): boolean {
  return problem.ownerId !== viewer.id;
}

/** Anyone who can read a solution may review it, except its author. */
export function canReviewSolution(viewer: Viewer, solution: AuthoredFacts): boolean {
  return solution.authorId !== viewer.id;
}

/** Only a review's author edits or deletes it; nobody once the account is gone. */
export function canEditReview(viewer: Viewer, review: AuthoredFacts): boolean {
  return review.authorId !== null && review.authorId === viewer.id;
}
