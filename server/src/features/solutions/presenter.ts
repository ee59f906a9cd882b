import { solutionLanguages } from '@upsolve/contract';
import type { Solution, SolutionLanguage } from '@upsolve/contract';
import type { SolutionRow } from '../../db/schema/index.ts';
import { averageRating } from '../../lib/average-rating.ts';

/** A solution row as the queries select it: its columns plus the author's name, if any. */
export type SolutionWithAuthor = SolutionRow & { authorUsername: string | null };

function isSolutionLanguage(value: string): value is SolutionLanguage {
  return Object.hasOwn(solutionLanguages, value);
}

export function toSolution(row: SolutionWithAuthor): Solution {
  // Only the contract's languages are ever written; anything else is corrupt data, not a choice.
  if (!isSolutionLanguage(row.language)) {
    throw new Error(`Solution ${row.id} has an unknown language: ${row.language}`);
  }
  return {
    _id: row.id,
    approach: row.approach,
    description: row.description,
    code: row.code,
    language: row.language,
    problem: row.problemId,
    user:
      row.authorId === null || row.authorUsername === null
        ? null
        : { _id: row.authorId, username: row.authorUsername },
    reviewsCount: row.reviewsCount,
    averageRating: averageRating(row.reviewsCount, row.ratingSum),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
