import { canEditProblem, type ProblemSummary, type UserRef } from '@upsolve/contract';

type ProblemOwner = Pick<ProblemSummary, 'user'>;
type Viewer = Pick<UserRef, '_id'>;

/** Update and Delete: the owner only, by the same rule the server enforces (contract). */
export function isProblemOwner(problem: ProblemOwner, viewer: Viewer): boolean {
  return canEditProblem(viewer._id, { ownerId: problem.user._id });
}

/** Owners do not review their own problem (the server refuses it too). */
export function mayReviewProblem(problem: ProblemOwner, viewer: Viewer): boolean {
  return !isProblemOwner(problem, viewer);
}
