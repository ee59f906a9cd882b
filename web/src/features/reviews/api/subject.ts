import type { ProblemResponse, SolutionDetail } from '@upsolve/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { authorName } from '@/lib/format.ts';
import { problemQueryOptions } from '@/lib/queries/problem.ts';
import { solutionQueryOptions } from '@/lib/queries/solution.ts';
import type { SubjectOwner } from '../lib/policy.ts';

/** What the review screens show about the thing reviewed, and whose work it is. */
export interface ReviewSubject {
  /** 'Two Sum' for a problem; 'Solution by @tourist' for a solution. */
  name: string;
  /** Whose work it is: they may not review it. */
  owner: SubjectOwner;
  /** Mean rating 1..5 (one decimal), null without reviews. */
  averageRating: number | null;
  reviewsCount: number;
  /**
   * Whether the signed-in user has reviewed it already (a second review is refused with 409), so
   * the screens show 'You reviewed this' instead of Add Review.
   */
  viewerHasReviewed: boolean;
}

export type ReviewSubjectQuery = UseQueryResult<ReviewSubject>;

function problemSubject({ problem, viewerHasReviewed }: ProblemResponse): ReviewSubject {
  return {
    name: problem.title,
    owner: { kind: 'problem', ownerId: problem.user._id },
    averageRating: problem.averageRating,
    reviewsCount: problem.reviewsCount,
    viewerHasReviewed,
  };
}

function solutionSubject(solution: SolutionDetail): ReviewSubject {
  return {
    name: `Solution by ${authorName(solution.user)}`,
    owner: { kind: 'solution', authorId: solution.user?._id ?? null },
    averageRating: solution.averageRating,
    reviewsCount: solution.reviewsCount,
    viewerHasReviewed: solution.viewerHasReviewed,
  };
}

/** The problem under review, from the problem's one cache entry (GET /problem/{id}). */
export function useProblemSubject(problemId: string): ReviewSubjectQuery {
  return useQuery({ ...problemQueryOptions(problemId), select: problemSubject });
}

/** The solution under review, from the solution's one cache entry. */
export function useSolutionSubject(problemId: string, solutionId: string): ReviewSubjectQuery {
  return useQuery({ ...solutionQueryOptions(problemId, solutionId), select: solutionSubject });
}
