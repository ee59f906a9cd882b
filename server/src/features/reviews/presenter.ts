import type { Review } from '@upsolve/contract';
import type { ReviewRow } from '../../db/schema/index.ts';

/** A review row as the queries select it: its columns plus the author's name, if any. */
export type ReviewWithAuthor = ReviewRow & { authorUsername: string | null };

export function toReview(row: ReviewWithAuthor): Review {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    // Missing once the author's account is gone: shown as 'Unknown'.
    user:
      row.authorId === null || row.authorUsername === null
        ? null
        : { _id: row.authorId, username: row.authorUsername },
    ...(row.problemId === null ? {} : { problem: row.problemId }),
    ...(row.solutionId === null ? {} : { solution: row.solutionId }),
    createdAt: row.createdAt.toISOString(),
  };
}
