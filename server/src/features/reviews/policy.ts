/** Who may review and delete reviews: the rules live in the contract so the web shows the same. */
export { canDeleteReview, canReviewProblem, canReviewSolution } from '@upsolve/contract';
export type { AuthoredFacts } from '@upsolve/contract';
