import type { ProblemInput, ReviewInput, SolutionInput, Visibility } from '@upsolve/contract';
import type { ProblemRecord, SolutionRow } from '../db/schema/index.ts';
import { signedInActor } from './actors.ts';
import type { Actor } from './actors.ts';
import { buildProblem, buildSolution } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A body for POST /api/addproblem that passes every rule (docs/product.md). */
export function validProblemBody(overrides: Partial<ProblemInput> = {}): ProblemInput {
  return {
    title: 'Watermelon',
    link: 'https://codeforces.com/problemset/problem/4/A',
    choice: 'public',
    problemstatement: {
      statement: 'Split a watermelon of weight $w$ into two parts of even weight.',
      input: 'One integer $w$ ($1 \\le w \\le 100$).',
      output: 'Print YES or NO.',
      exampleinput: '8',
      exampleoutput: 'YES',
    },
    platform: { name: 'Codeforces', rating: 2 },
    tags: ['math'],
    ...overrides,
  };
}

/** A body for adding or updating a solution. */
export const validSolution = {
  approach: 'Two pointers over the sorted array.',
  description: 'Sort, then move the pointers towards each other: $O(n \\log n)$.',
  code: '#include <bits/stdc++.h>\nint main() { return 0; }',
  language: 'cpp',
} satisfies SolutionInput;

/** A body for adding a review of a problem or a solution. */
export const validReview = {
  rating: 4,
  comment: 'Tight bounds, and the examples cover the edge cases.',
} satisfies ReviewInput;

/** The cast of most tests: a problem's owner, another signed-in user, and the problem. */
export interface ProblemScene {
  owner: Actor;
  other: Actor;
  problem: ProblemRecord;
}

export async function problemScene(
  t: TestApp,
  visibility: Visibility = 'public',
): Promise<ProblemScene> {
  const owner = await signedInActor(t);
  const other = await signedInActor(t);
  const problem = await buildProblem(t.db, owner.user, { visibility });
  return { owner, other, problem };
}

/**
 * The cast of review tests: the problem's owner, the author of its one solution, and a reviewer
 * who wrote neither.
 */
export interface ReviewScene {
  owner: Actor;
  author: Actor;
  reviewer: Actor;
  problem: ProblemRecord;
  solution: SolutionRow;
}

export async function reviewScene(
  t: TestApp,
  visibility: Visibility = 'public',
): Promise<ReviewScene> {
  const { owner, other: author, problem } = await problemScene(t, visibility);
  const reviewer = await signedInActor(t);
  const solution = await buildSolution(t.db, problem, author.user);
  return { owner, author, reviewer, problem, solution };
}
