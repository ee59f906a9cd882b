import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.ts';
import { buildUser, signInAs } from './factories.ts';
import type { TestUser } from './factories.ts';

/** A signed-in test user: the user and the Cookie header value of their session. */
export interface Actor {
  user: TestUser;
  cookie: string;
}

/** A new user, signed in over HTTP. */
export async function signedInActor(t: TestApp): Promise<Actor> {
  const user = await buildUser(t.db);
  return { user, cookie: await signInAs(t.app, user) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call as `actor`, or as a signed-out visitor when `actor` is null. `url` is the whole
 * path, `/api` included, as the API table in docs/product.md spells it.
 */
export function callAs(
  t: TestApp,
  actor: Pick<Actor, 'cookie'> | null,
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
