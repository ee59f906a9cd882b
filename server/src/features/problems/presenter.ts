import type { ProblemDetail, ProblemSummary } from '@upsolve/contract';
import type { ProblemRecord } from '../../db/schema/index.ts';

/** What a problem card needs: list queries select just these columns and the owner's name. */
export type ProblemSummaryRow = Pick<
  ProblemRecord,
  | 'id'
  | 'ownerId'
  | 'title'
  | 'link'
  | 'visibility'
  | 'platformName'
  | 'difficulty'
  | 'tags'
  | 'solutionsCount'
  | 'reviewsCount'
  | 'ratingSum'
  | 'createdAt'
> & { ownerUsername: string };

/** A whole problem with its owner's name, for the detail screen and mutation responses. */
export type ProblemWithOwner = ProblemRecord & { ownerUsername: string };

/** Mean review rating rounded to one decimal; null until someone reviews. */
export function averageRating(reviewsCount: number, ratingSum: number): number | null {
  if (reviewsCount === 0) return null;
  return Math.round((ratingSum / reviewsCount) * 10) / 10;
}

export function toProblemSummary(row: ProblemSummaryRow): ProblemSummary {
  return {
    _id: row.id,
    title: row.title,
    link: row.link,
    choice: row.visibility,
    platform: { name: row.platformName, rating: row.difficulty },
    tags: row.tags,
    user: { _id: row.ownerId, username: row.ownerUsername },
    solutionsCount: row.solutionsCount,
    reviewsCount: row.reviewsCount,
    averageRating: averageRating(row.reviewsCount, row.ratingSum),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProblemDetail(row: ProblemWithOwner): ProblemDetail {
  return {
    ...toProblemSummary(row),
    problemstatement: {
      statement: row.statement,
      input: row.inputFormat,
      output: row.outputFormat,
      exampleinput: row.exampleInput,
      exampleoutput: row.exampleOutput,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}
