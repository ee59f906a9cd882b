import type { TestApp } from '../../test/harness.ts';
import { signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildProblem, buildSolution } from '../../test/factories.ts';
import type { ProblemRecord, SolutionRow } from '../../db/schema/index.ts';

export { callAs, signedInActor } from '../../test/actors.ts';
export type { Actor } from '../../test/actors.ts';

/**
 * The cast of most tests: the problem's owner, the author of its solution, and a reviewer who
 * wrote neither.
 */
export interface Scene {
  owner: Actor;
  author: Actor;
  reviewer: Actor;
  problem: ProblemRecord;
  solution: SolutionRow;
}

export async function reviewScene(
  t: TestApp,
  visibility: 'public' | 'private' = 'public',
): Promise<Scene> {
  const [owner, author, reviewer] = [
    await signedInActor(t),
    await signedInActor(t),
    await signedInActor(t),
  ];
  const problem = await buildProblem(t.db, owner.user, { visibility });
  const solution = await buildSolution(t.db, problem, author.user);
  return { owner, author, reviewer, problem, solution };
}

export const validReview = {
  rating: 4,
  comment: 'Tight bounds, and the examples cover the edge cases.',
};

export const unknownId = '00000000-0000-4000-8000-000000000000';
