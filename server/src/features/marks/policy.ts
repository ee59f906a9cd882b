import { eq } from 'drizzle-orm';
import { canReadProblem, idSchema } from '@upsolve/contract';
import type { ProblemParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';

/** What marking a problem reads of it: whether the viewer may, and what names its key. */
export interface MarkableProblem {
  id: string;
  key: string | null;
  link: string;
}

/**
 * The problem `viewer` may mark: any they may read (DESIGN §5, "mark": owner of the mark, problem
 * readable). A private problem of another, an unknown and a malformed id are one 404, so nobody
 * learns which private problems exist. Read here rather than through problems' index.ts, because
 * problems lists call marks (myMark), and features use each other without a cycle.
 */
export async function findMarkableProblem(
  db: Executor,
  viewer: Viewer,
  params: ProblemParams,
): Promise<MarkableProblem> {
  if (!idSchema.safeParse(params.problemId).success) throw notFound();
  const [problem] = await db
    .select({
      id: problems.id,
      key: problems.key,
      link: problems.link,
      ownerId: problems.ownerId,
      visibility: problems.visibility,
    })
    .from(problems)
    .where(eq(problems.id, params.problemId))
    .limit(1);
  if (problem === undefined || !canReadProblem(viewer, problem)) throw notFound();
  return { id: problem.id, key: problem.key, link: problem.link };
}
