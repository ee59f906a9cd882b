import type { ProblemDetail, TopUser } from '@upsolve/contract';
import type { ProblemRecord, UserRow } from '../../db/schema/index.ts';
import { toProblemSummary } from './summary.ts';

/** A whole problem with its owner's name, for the detail screen and mutation responses. */
export type ProblemWithOwner = ProblemRecord & { ownerUsername: string };

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
    postsCount: row.postsCount,
  };
}

/**
 * A leaderboard entry: the user's public fields and how many solutions they posted; the email
 * only when its owner chose "Show my email" (the board is the same for every viewer).
 */
export function toTopUser(
  row: Pick<UserRow, 'id' | 'username' | 'email' | 'showEmail'> & { solutionsCount: number },
): TopUser {
  return {
    _id: row.id,
    username: row.username,
    ...(row.showEmail ? { email: row.email } : {}),
    solutionsCount: row.solutionsCount,
  };
}

/** The shared board as one viewer sees it: their own row carries their email, as it always may. */
export function withOwnEmail(board: TopUser[], viewer: { id: string; email: string }): TopUser[] {
  return board.map((row) => (row._id === viewer.id ? { ...row, email: viewer.email } : row));
}
