import { eq } from 'drizzle-orm';
import { canReadProblem, idSchema } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { problemColumns, problems } from '../db/schema/index.ts';
import type { ProblemRecord } from '../db/schema/index.ts';
import { forbidden, notFound } from '../plugins/errors.ts';

/**
 * Shared by every feature that hangs off a problem (problems, solutions, reviews, discussion): a
 * private problem exists only for its owner, so any other viewer gets the same 404 as for an id
 * that was never used (DESIGN.md §5).
 */

/** The problem if `viewerId` may read it; otherwise 404. A malformed id never reaches the db. */
export async function findReadableProblem(
  db: Executor,
  problemId: string,
  viewerId: string,
): Promise<ProblemRecord> {
  if (!idSchema.safeParse(problemId).success) throw notFound();
  const [problem] = await db
    .select(problemColumns)
    .from(problems)
    .where(eq(problems.id, problemId))
    .limit(1);
  if (problem === undefined || !canReadProblem(problem, viewerId)) throw notFound();
  return problem;
}

/** The problem if `viewerId` owns it: 404 when unreadable, 403 when readable but not theirs. */
export async function findOwnedProblem(
  db: Executor,
  problemId: string,
  viewerId: string,
): Promise<ProblemRecord> {
  const problem = await findReadableProblem(db, problemId, viewerId);
  if (problem.ownerId !== viewerId) throw forbidden();
  return problem;
}
