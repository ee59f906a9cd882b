import { canEditProblem } from '@upsolve/contract';
import type { ProblemParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { findReadableProblem } from './access.ts';
import { forbidden } from '../../plugins/errors.ts';

/**
 * The problem the viewer may update or delete (the contract's canEditProblem): 404 when they may
 * not even read it, as for an unknown id, and 403 when they can read it but it is not theirs.
 */
export async function assertCanEditProblem(
  db: Executor,
  viewer: Viewer,
  params: ProblemParams,
): Promise<ProblemRecord> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  if (!canEditProblem(viewer, problem)) throw forbidden();
  return problem;
}
