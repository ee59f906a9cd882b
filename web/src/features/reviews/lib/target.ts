import { useParams } from 'react-router';

/** What a review is about: a problem, or one of its solutions. */
export type ReviewTarget =
  | { kind: 'problem'; problemId: string }
  | { kind: 'solution'; problemId: string; solutionId: string };

export function problemTarget(problemId: string): ReviewTarget {
  return { kind: 'problem', problemId };
}

/** The target named by the address (a solution when it has a solutionId). */
export function useReviewTarget(kind: ReviewTarget['kind']): ReviewTarget {
  const { problemId = '', solutionId = '' } = useParams();
  return kind === 'problem' ? { kind, problemId } : { kind, problemId, solutionId };
}

const problemPath = (problemId: string) => `/problem/${encodeURIComponent(problemId)}`;

/** The API path of the problem or solution (GET it, or append /reviews, /addreview). */
export function targetApiPath(target: ReviewTarget): string {
  const base = problemPath(target.problemId);
  return target.kind === 'problem'
    ? base
    : `${base}/solutions/${encodeURIComponent(target.solutionId)}`;
}

/** The screen of the problem or solution itself. */
export function targetPagePath(target: ReviewTarget): string {
  return target.kind === 'problem'
    ? `/problem/${target.problemId}`
    : `/problem/${target.problemId}/solutions/${target.solutionId}`;
}

export function targetId(target: ReviewTarget): string {
  return target.kind === 'problem' ? target.problemId : target.solutionId;
}
