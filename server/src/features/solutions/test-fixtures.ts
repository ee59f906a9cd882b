import type { TestApp } from '../../test/harness.ts';
import { signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { buildProblem } from '../../test/factories.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';

export { callAs, signedInActor } from '../../test/actors.ts';
export type { Actor } from '../../test/actors.ts';

/** The cast of most tests: a problem's owner, another signed-in user, and a public problem. */
export interface Scene {
  owner: Actor;
  other: Actor;
  problem: ProblemRecord;
}

export async function publicProblemScene(t: TestApp): Promise<Scene> {
  const owner = await signedInActor(t);
  const other = await signedInActor(t);
  const problem = await buildProblem(t.db, owner.user);
  return { owner, other, problem };
}

export const validSolution = {
  approach: 'Two pointers over the sorted array.',
  description: 'Sort, then move the pointers towards each other: $O(n \\log n)$.',
  code: '#include <bits/stdc++.h>\nint main() { return 0; }',
  language: 'cpp',
};
