import { canEditSolution, canReviewSolution, type Solution, type Viewer } from '@upsolve/contract';

type Authored = Pick<Solution, 'user'>;

/** The contract's facts about a solution: its author, or null once the account is gone. */
function authorFacts(solution: Authored) {
  return { authorId: solution.user?._id ?? null };
}

/** Update and Delete: the author only, by the same rule the server enforces (contract). */
export function mayEditSolution(solution: Authored, viewer: Viewer): boolean {
  return canEditSolution(viewer, authorFacts(solution));
}

/** Add Review: anyone but the author (the server refuses a review of one's own work). */
export function mayReviewSolution(solution: Authored, viewer: Viewer): boolean {
  return canReviewSolution(viewer, authorFacts(solution));
}
