import { canEditProblem, type ProblemSummary, type Viewer } from '@upsolve/contract';

type ProblemOwner = Pick<ProblemSummary, 'user'>;

/** Update and Delete: the owner only, by the same rule the server enforces (contract). */
export function isProblemOwner(problem: ProblemOwner, viewer: Viewer): boolean {
  return canEditProblem(viewer, { ownerId: problem.user._id });
}

/** Owners do not review their own problem (the server refuses it too). */
export function mayReviewProblem(problem: ProblemOwner, viewer: Viewer): boolean {
  return !isProblemOwner(problem, viewer);
}
