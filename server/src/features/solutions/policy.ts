import { canEditSolution } from '@upsolve/contract';
import type { SolutionParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { findReadableSolution } from './access.ts';
import type { SolutionFacts } from './access.ts';
import { forbidden } from '../../plugins/errors.ts';

/**
 * The solution the viewer may update or delete (the contract's canEditSolution): 404 when they
 * may not read it (its problem is private to someone else, or it belongs to another problem), 403
 * when it is not theirs, the problem's owner included.
 */
export async function assertCanEditSolution(
  db: Executor,
  viewer: Viewer,
  params: SolutionParams,
): Promise<SolutionFacts> {
  const solution = await findReadableSolution(db, params, viewer);
  if (!canEditSolution(viewer, solution)) throw forbidden();
  return solution;
}
