import type { ProblemInput } from '@upsolve/contract';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';

/** A body for POST /addproblem that passes every rule of SPEC.md §5. */
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

export interface SignedInUser extends TestUser {
  cookie: string;
}

/** A new user, signed in: `cookie` goes in the Cookie header of requests made as them. */
export async function signedInUser(app: App, db: Database): Promise<SignedInUser> {
  const user = await buildUser(db);
  return { ...user, cookie: await signInAs(app, user) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as `user` (or signed out with null) and returns the response. */
export function callAs(
  app: App,
  user: Pick<SignedInUser, 'cookie'> | null,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    ...(user === null ? {} : { headers: { cookie: user.cookie } }),
    ...(payload === undefined ? {} : { payload }),
  });
}
