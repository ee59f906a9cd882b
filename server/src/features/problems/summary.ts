import type { ProblemSummary } from '@upsolve/contract';
import { problemColumns } from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { averageRating } from '../../lib/average-rating.ts';
import { shownUsername } from '../../lib/shown-user.ts';

/**
 * A problem card as every list shows it (the dashboard, one's own problems and bookmarks, a
 * profile's problems): shared by the features that list problems.
 */

// What list queries select: a problem card's columns and the keys lists sort by, without the
// statement texts, plus the owner's name.
const {
  statement: _statement,
  inputFormat: _inputFormat,
  outputFormat: _outputFormat,
  exampleInput: _exampleInput,
  exampleOutput: _exampleOutput,
  updatedAt: _updatedAt,
  postsCount: _postsCount,
  ...cardColumns
} = problemColumns;
export const summaryColumns = { ...cardColumns, ownerUsername: shownUsername };

/** A row of `summaryColumns`. */
export type ProblemSummaryRow = Omit<
  ProblemRecord,
  | 'statement'
  | 'inputFormat'
  | 'outputFormat'
  | 'exampleInput'
  | 'exampleOutput'
  | 'updatedAt'
  | 'postsCount'
> & { ownerUsername: string };

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
    key: row.key,
    siteDifficulty:
      row.siteDifficultyScale === null || row.siteDifficultyValue === null
        ? null
        : { scale: row.siteDifficultyScale, value: row.siteDifficultyValue },
    // The viewer's own mark is added where a list is answered to one viewer (features/marks).
    myMark: null,
    createdAt: row.createdAt.toISOString(),
  };
}
