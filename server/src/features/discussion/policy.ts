import type { Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { findReadableProblem } from '../problems/index.ts';

/**
 * The problem whose discussion the viewer may read and write: whoever may read the problem (a
 * private problem's discussion is its owner's; anyone else gets 404, as for the problem).
 */
export async function assertCanReadDiscussion(
  db: Executor,
  viewer: Viewer,
  problemId: string,
): Promise<ProblemRecord> {
  return findReadableProblem(db, problemId, viewer);
}

/** The same rule as a yes or no, for a socket asking to hear the thread live. */
export async function mayReadDiscussion(
  db: Executor,
  viewer: Viewer,
  problemId: string,
): Promise<boolean> {
  try {
    await assertCanReadDiscussion(db, viewer, problemId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return false;
    throw error;
  }
}
