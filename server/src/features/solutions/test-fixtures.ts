import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness.ts';
import { buildProblem, buildUser, signInAs } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';

/** A signed-in test user: the user and the Cookie header value of their session. */
export interface Actor {
  user: TestUser;
  cookie: string;
}

export async function signedInActor(t: TestApp): Promise<Actor> {
  const user = await buildUser(t.db);
  return { user, cookie: await signInAs(t.app, user) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
