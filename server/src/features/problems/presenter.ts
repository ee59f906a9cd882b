import type { ProblemDetail, ProblemSummary, TopUser } from '@upsolve/contract';
import { problems, users } from '../../db/schema/index.ts';
import type { ProblemRecord, UserRow } from '../../db/schema/index.ts';
import { averageRating } from '../../lib/average-rating.ts';

/**
 * What list queries select: no statement text, just what a problem card shows (with the owner's
 * name) and the keys the lists sort by.
 */
export const summaryColumns = {
  id: problems.id,
  ownerId: problems.ownerId,
  ownerUsername: users.username,
  title: problems.title,
  link: problems.link,
  visibility: problems.visibility,
  platformName: problems.platformName,
  difficulty: problems.difficulty,
  tags: problems.tags,
  solutionsCount: problems.solutionsCount,
  reviewsCount: problems.reviewsCount,
  ratingSum: problems.ratingSum,
  avgRating: problems.avgRating,
  createdAt: problems.createdAt,
};

/** A row of `summaryColumns`. */
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
  | 'avgRating'
  | 'createdAt'
> & { ownerUsername: string };

/** A whole problem with its owner's name, for the detail screen and mutation responses. */
export type ProblemWithOwner = ProblemRecord & { ownerUsername: string };

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

/** A leaderboard entry: the user's public fields and how many solutions they posted. */
export function toTopUser(
  row: Pick<UserRow, 'id' | 'username' | 'email'> & { solutionsCount: number },
): TopUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    solutionsCount: row.solutionsCount,
  };
}
