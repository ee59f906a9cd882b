import {
  canEditReview,
  canReviewProblem,
  canReviewSolution,
  type Review,
  type Viewer,
} from '@upsolve/contract';

/** Whose work a review would be about, in the shape the contract's review rules take. */
export type SubjectOwner =
  | { kind: 'problem'; ownerId: string }
  /** Null once the author's account is gone: then nobody's own work. */
  | { kind: 'solution'; authorId: string | null };

/** Add Review: anyone but the problem's owner or the solution's author (the server's rule). */
export function mayReview(owner: SubjectOwner, viewer: Viewer): boolean {
  return owner.kind === 'problem'
    ? canReviewProblem(viewer, { ownerId: owner.ownerId })
    : canReviewSolution(viewer, { authorId: owner.authorId });
}

/** The edit and delete icons on a review: its author only, by the rule the server enforces. */
export function mayEditReview(review: Pick<Review, 'user'>, viewer: Viewer): boolean {
  return canEditReview(viewer, { authorId: review.user?._id ?? null });
}
