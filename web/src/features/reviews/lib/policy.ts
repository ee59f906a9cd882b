import {
  canEditReview,
  canReviewProblem,
  canReviewSolution,
  type Review,
  type UserRef,
} from '@upsolve/contract';

type Viewer = Pick<UserRef, '_id'>;

/** Whose work a review would be about, in the shape the contract's review rules take. */
export type SubjectOwner =
  | { kind: 'problem'; ownerId: string }
  /** Null once the author's account is gone: then nobody's own work. */
  | { kind: 'solution'; authorId: string | null };

/** Add Review: anyone but the problem's owner or the solution's author (the server's rule). */
export function mayReview(owner: SubjectOwner, viewer: Viewer): boolean {
  return owner.kind === 'problem'
    ? canReviewProblem(viewer._id, { ownerId: owner.ownerId })
    : canReviewSolution(viewer._id, { authorId: owner.authorId });
}

/** The edit and delete icons on a review: its author only, by the rule the server enforces. */
export function mayEditReview(review: Pick<Review, 'user'>, viewer: Viewer): boolean {
  return canEditReview(viewer._id, { authorId: review.user?._id ?? null });
}
