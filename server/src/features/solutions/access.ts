import { and, desc, eq } from 'drizzle-orm';
import { idSchema } from '@upsolve/contract';
import type { SolutionParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { solutions } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { findReadableProblem } from '../problems/index.ts';

/** What the solutions and reviews features need to know about a solution to check access. */
export interface SolutionFacts {
  id: string;
  problemId: string;
  authorId: string | null;
  reviewsCount: number;
}

/**
 * The solution named by the path if `viewer` may read it, or 404: its problem must be readable
 * (findReadableProblem), and an id of another problem's solution is answered like an unknown id.
 */
export async function findReadableSolution(
  db: Executor,
  params: SolutionParams,
  viewer: Viewer,
): Promise<SolutionFacts> {
  const problem = await findReadableProblem(db, params.problemId, viewer);
  if (!idSchema.safeParse(params.solutionId).success) throw notFound();
  const [solution] = await db
    .select({
      id: solutions.id,
      problemId: solutions.problemId,
      authorId: solutions.authorId,
      reviewsCount: solutions.reviewsCount,
    })
    .from(solutions)
    .where(and(eq(solutions.id, params.solutionId), eq(solutions.problemId, problem.id)))
    .limit(1);
  if (solution === undefined) throw notFound();
  return solution;
}

/** What the AI assistant's hints are given of the viewer's own solution to a problem. */
export interface OwnSolution {
  approach: string;
  description: string;
  code: string;
  language: string;
}

/**
 * The viewer's own newest solution to the problem, or null: the AI assistant adds it to a hint
 * conversation's prompt, after its own check that the viewer may read the problem.
 */
export async function findOwnSolution(
  db: Executor,
  problemId: string,
  viewerId: string,
): Promise<OwnSolution | null> {
  const [solution] = await db
    .select({
      approach: solutions.approach,
      description: solutions.description,
      code: solutions.code,
      language: solutions.language,
    })
    .from(solutions)
    .where(and(eq(solutions.problemId, problemId), eq(solutions.authorId, viewerId)))
    .orderBy(desc(solutions.createdAt), desc(solutions.id))
    .limit(1);
  return solution ?? null;
}
