import { and, eq } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type { Executor } from '../db/client.ts';
import { solutions } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

/** What the solutions and reviews features need to know about a solution to check access. */
export interface SolutionFacts {
  id: string;
  problemId: string;
  authorId: string | null;
  reviewsCount: number;
}

/**
 * The solution `solutionId` of problem `problemId`, or 404: an id of another problem's solution is
 * answered like an unknown id. Call it after findReadableProblem, which decides who may read.
 */
export async function findSolutionOfProblem(
  db: Executor,
  problemId: string,
  solutionId: string,
): Promise<SolutionFacts> {
  if (!idSchema.safeParse(solutionId).success) throw notFound();
  const [solution] = await db
    .select({
      id: solutions.id,
      problemId: solutions.problemId,
      authorId: solutions.authorId,
      reviewsCount: solutions.reviewsCount,
    })
    .from(solutions)
    .where(and(eq(solutions.id, solutionId), eq(solutions.problemId, problemId)))
    .limit(1);
  if (solution === undefined) throw notFound();
  return solution;
}
