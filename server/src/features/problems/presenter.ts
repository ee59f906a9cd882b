import type { ProblemDetail, ProblemSummary, TopUser } from '@upsolve/contract';
import { problemColumns, users } from '../../db/schema/index.ts';
import type { ProblemRecord, UserRow } from '../../db/schema/index.ts';
import { averageRating } from '../../lib/average-rating.ts';

// What list queries select: a problem card's columns and the keys lists sort by, without the
// statement texts, plus the owner's name.
const {
  statement: _statement,
  inputFormat: _inputFormat,
  outputFormat: _outputFormat,
  exampleInput: _exampleInput,
  exampleOutput: _exampleOutput,
  updatedAt: _updatedAt,
  ...cardColumns
} = problemColumns;
export const summaryColumns = { ...cardColumns, ownerUsername: users.username };

/** A row of `summaryColumns`. */
export type ProblemSummaryRow = Omit<
  ProblemRecord,
  'statement' | 'inputFormat' | 'outputFormat' | 'exampleInput' | 'exampleOutput' | 'updatedAt'
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
