import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness.ts';
import { buildProblem, buildSolution, buildUser, signInAs } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';
import type { ProblemRecord, SolutionRow } from '../../db/schema/index.ts';

/** A signed-in test user: the user and the Cookie header value of their session. */
export interface Actor {
  user: TestUser;
  cookie: string;
}

export async function signedInActor(t: TestApp): Promise<Actor> {
  const user = await buildUser(t.db);
  return { user, cookie: await signInAs(t.app, user) };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** One API call as `actor`, or as a signed-out visitor when `actor` is null. */
export function callAs(
  t: TestApp,
  actor: Actor | null,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: actor === null ? {} : { cookie: actor.cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

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
