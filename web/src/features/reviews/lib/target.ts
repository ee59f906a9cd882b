import { useParams } from 'react-router';
import { apiPaths, paths } from '@/lib/paths.ts';
import { reviewKeys } from '@/lib/queries/review.ts';

/** What a review is about: a problem, or one of its solutions. */
export type ProblemTarget = { kind: 'problem'; problemId: string };
export type SolutionTarget = { kind: 'solution'; problemId: string; solutionId: string };
export type ReviewTarget = ProblemTarget | SolutionTarget;

/** The problem named by the address. */
export function useProblemTarget(): ProblemTarget {
  const { problemId = '' } = useParams();
  return { kind: 'problem', problemId };
}

/** The solution named by the address. */
export function useSolutionTarget(): SolutionTarget {
  const { problemId = '', solutionId = '' } = useParams();
  return { kind: 'solution', problemId, solutionId };
}

/** The API path of the problem or solution (append /reviews, /addreview). */
export function targetApiPath(target: ReviewTarget): string {
  return target.kind === 'problem'
    ? apiPaths.reviewed(target.problemId)
    : apiPaths.reviewed(target.problemId, target.solutionId);
}

/** The screen of the problem or solution itself. */
export function targetPagePath(target: ReviewTarget): string {
  return target.kind === 'problem'
    ? paths.problem(target.problemId)
    : paths.solution(target.problemId, target.solutionId);
}

/** The add-review screen of the problem or solution. */
export function addReviewPath(target: ReviewTarget): string {
  return target.kind === 'problem'
    ? paths.addProblemReview(target.problemId)
    : paths.addSolutionReview(target.problemId, target.solutionId);
}

/** The cache key of the target's review list. */
export function reviewListKey(target: ReviewTarget) {
  return target.kind === 'problem'
    ? reviewKeys.problemList(target.problemId)
    : reviewKeys.solutionList(target.problemId, target.solutionId);
}

/** The query of a review list that opens the viewer's own review in its edit form. */
export const editOwnReviewParam = { name: 'edit', value: 'mine' } as const;

/** The target's review list, with the viewer's own review open for editing. */
export function editOwnReviewPath(target: ReviewTarget): string {
  const list =
    target.kind === 'problem'
      ? paths.problemReviews(target.problemId)
      : paths.solutionReviews(target.problemId, target.solutionId);
  return `${list}?${editOwnReviewParam.name}=${editOwnReviewParam.value}`;
}
