import { describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../test/factories.ts';
import type { TestUser } from '../test/factories.ts';
import { useTestApp, useTwoNodes } from '../test/harness.ts';
import type { TestApp } from '../test/harness.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function checkAuth(app: TestApp, cookie: string) {
  return app.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } });
}

/** A sign-in from a browser that still holds `cookie` (a rotation). */
function signInAgain(app: TestApp, user: TestUser, cookie: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/signin',
    headers: { cookie },
    payload: { email: user.email, password: user.password },
  });
}

function logout(app: TestApp, cookie: string) {
  return app.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
}

/** Resolves when `app`'s node hears that a session ended. */
function sessionEndedOn(app: TestApp): Promise<string> {
  return new Promise((resolve) => app.app.bus.subscribe('session-ended', resolve));
}

describe('the cached session lookup on one node', () => {
  const t = useTestApp();

  it('refuses a logged-out cookie at once, though it was cached a moment before', async () => {
    const user = await buildUser(t.db);
    const cookie = await signInAs(t.app, user);
    expect((await checkAuth(t, cookie)).statusCode).toBe(200);
    expect((await logout(t, cookie)).statusCode).toBe(200);
    expect((await checkAuth(t, cookie)).statusCode).toBe(401);
  });

  it('answers each cookie with its own user, however their cached lookups interleave', async () => {
    const [ada, lin] = [await buildUser(t.db), await buildUser(t.db)];
    const cookies = [await signInAs(t.app, ada), await signInAs(t.app, lin)];
    for (const round of [0, 1, 2]) {
      for (const [index, user] of [ada, lin].entries()) {
        const answer = await checkAuth(t, cookies[index] ?? '');
        expect(answer.json().user._id, `round ${round}`).toBe(user.id);
      }
    }
  });

  it('refuses the cookie a new sign-in in the same browser replaced', async () => {
    const user = await buildUser(t.db);
    const first = await signInAs(t.app, user);
    expect((await checkAuth(t, first)).statusCode).toBe(200);
    const second = await signInAgain(t, user, first);
    expect(second.statusCode).toBe(200);
    expect((await checkAuth(t, first)).statusCode).toBe(401);
  });
});

describe.runIf(redisUrl !== undefined)('the cached session lookup on two nodes with Redis', () => {
  const { nodeA, nodeB } = useTwoNodes(redisUrl ?? '');

  it('a logout on node A ends the session that node B had cached', async () => {
    const user = await buildUser(nodeA.db);
    const cookie = await signInAs(nodeA.app, user);
    expect((await checkAuth(nodeB, cookie)).statusCode).toBe(200);

    const heardOnB = sessionEndedOn(nodeB);
    expect((await logout(nodeA, cookie)).statusCode).toBe(200);
    await heardOnB;
    expect((await checkAuth(nodeB, cookie)).statusCode).toBe(401);
    expect((await checkAuth(nodeA, cookie)).statusCode).toBe(401);
  });

  it('a sign-in on node A that replaces a session ends it on node B', async () => {
    const user = await buildUser(nodeA.db);
    const first = await signInAs(nodeA.app, user);
    expect((await checkAuth(nodeB, first)).statusCode).toBe(200);

    const heardOnB = sessionEndedOn(nodeB);
    const again = await signInAgain(nodeA, user, first);
    expect(again.statusCode).toBe(200);
    await heardOnB;
    expect((await checkAuth(nodeB, first)).statusCode).toBe(401);
  });
});
