import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { callApi, randomLoopbackAddress, sessionCookieFrom } from '../harness/http.ts';
import { servicesForNodes, useTwoServerNodes } from '../harness/nodes.ts';
import type { RunningServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';

/** A valid problem body for the API, with the given title. */
function problemBody(title: string) {
  return {
    title,
    link: 'https://codeforces.com/problemset/problem/4/A',
    problemstatement: {
      statement: 'Split the watermelon into two even parts.',
      input: 'One integer w.',
      output: 'YES or NO.',
      exampleinput: '8',
      exampleoutput: 'YES',
    },
    platform: { name: 'Codeforces', rating: 2 },
  };
}

const signinLimitPerMinute = 3;

describe.runIf(servicesForNodes)(
  'two server nodes on one PostgreSQL database and one Redis',
  () => {
    const node = useTwoServerNodes({ RATE_LIMIT_SIGNIN_PER_MIN: String(signinLimitPerMinute) });

    test('both nodes start together on an empty database and report ready', async () => {
      for (const server of [node(0), node(1)]) {
        const ready = await callApi(server.origin, 'GET', '/ready');
        expect(ready.status, `${server.name} /api/ready`).toBe(200);
      }
    });

    test('a session created on node A is recognised by node B, and logout on B ends it on A', async () => {
      const user = uniqueUser('multi');
      const signup = await callApi(node(0).origin, 'POST', '/signup', { body: user });
      expect(signup.status).toBeLessThan(300);
      const cookie = sessionCookieFrom(signup);

      const onB = await callApi(node(1).origin, 'GET', '/check-auth', { cookie });
      expect(onB.status).toBe(200);
      expect(onB.body).toMatchObject({ user: { username: user.username, email: user.email } });

      const logout = await callApi(node(1).origin, 'POST', '/logout', { cookie });
      expect(logout.status).toBe(200);
      const onA = await callApi(node(0).origin, 'GET', '/check-auth', { cookie });
      expect(onA.status).toBe(401);
    });

    test('the sign-in rate limit is shared: attempts split across nodes get 429 on the 4th', async () => {
      // One client address for all four attempts, unused by any other run sharing this Redis.
      const localAddress = randomLoopbackAddress();
      const attempt = (index: number) =>
        callApi(node(index).origin, 'POST', '/signin', {
          body: { email: uniqueUser('nobody').email, password: 'not-the-password' },
          localAddress,
        });
      const statuses: number[] = [];
      for (const index of [0, 1, 0]) statuses.push((await attempt(index)).status);
      expect(statuses).toEqual([401, 401, 401]);

      const fourth = await attempt(1);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    });

    /** A new user signed up on `server`, with the cookie of their session. */
    const signedUp = async (server: RunningServer) => {
      const response = await callApi(server.origin, 'POST', '/signup', {
        body: uniqueUser('cache'),
      });
      expect(response.status).toBe(201);
      return sessionCookieFrom(response);
    };

    const addProblem = async (
      server: RunningServer,
      cookie: string,
      title: string,
      choice = 'public',
    ) => {
      const body = { ...problemBody(title), choice };
      const response = await callApi(server.origin, 'POST', '/addproblem', { body, cookie });
      expect(response.status).toBe(201);
      return (response.body as { problem: { _id: string } }).problem._id;
    };

    const dashboardTitles = async (server: RunningServer, cookie: string) => {
      const response = await callApi(server.origin, 'GET', '/dashboard', { cookie });
      expect(response.status).toBe(200);
      return (response.body as { title: string }[]).map((problem) => problem.title);
    };

    /**
     * Asks node B again until its answer satisfies `done`. Node B hears of node A's write through
     * Redis a moment after node A answered, and nothing outside B can await that; a lost message
     * is noticed at B's next check of the bus (within a second), so this settles either way.
     */
    const untilSettled = async <Value>(
      ask: () => Promise<Value>,
      done: (value: Value) => boolean,
    ) => {
      let value = await ask();
      while (!done(value)) value = await ask();
      return value;
    };

    test('a write on node A reaches the dashboard node B had cached: added, then made private', async () => {
      const alice = await signedUp(node(0));
      const bob = await signedUp(node(1));
      const title = `Cached across nodes ${randomUUID()}`;
      // Bob's dashboard on node B is now the cached page, without the problem.
      expect(await dashboardTitles(node(1), bob)).not.toContain(title);

      const problemId = await addProblem(node(0), alice, title);
      await untilSettled(
        () => dashboardTitles(node(1), bob),
        (titles) => titles.includes(title),
      );

      const update = await callApi(node(0).origin, 'PUT', `/problem/${problemId}/updateproblem`, {
        body: { ...problemBody(title), choice: 'private' },
        cookie: alice,
      });
      expect(update.status).toBe(200);
      await untilSettled(
        () => dashboardTitles(node(1), bob),
        (titles) => !titles.includes(title),
      );
      // The same invalidation has reached every cache of node B: the problem is gone for Bob.
      const detail = await callApi(node(1).origin, 'GET', `/problem/${problemId}`, { cookie: bob });
      expect(detail.status).toBe(404);
      const own = await callApi(node(1).origin, 'GET', `/problem/${problemId}`, { cookie: alice });
      expect(own.status).toBe(200);
    });

    test('a private problem and bookmarks never reach another user through either node', async () => {
      const alice = await signedUp(node(0));
      const bob = await signedUp(node(1));
      const privateId = await addProblem(
        node(0),
        alice,
        `Alice's draft ${randomUUID()}`,
        'private',
      );
      const publicId = await addProblem(node(0), alice, `Alice's public ${randomUUID()}`);

      // Alice reads both on node B first, so whatever B keeps was loaded for her.
      expect(
        (await callApi(node(1).origin, 'GET', `/problem/${privateId}`, { cookie: alice })).status,
      ).toBe(200);
      const bookmark = await callApi(node(0).origin, 'POST', `/bookmark/${publicId}`, {
        cookie: alice,
      });
      expect(bookmark.status).toBe(200);
      // Node B kept Alice's marks from her first read; it drops them when it hears of her write.
      await untilSettled(
        () => callApi(node(1).origin, 'GET', `/problem/${publicId}`, { cookie: alice }),
        (view) => (view.body as { isBookmarked?: boolean }).isBookmarked === true,
      );

      expect(
        (await callApi(node(1).origin, 'GET', `/problem/${privateId}`, { cookie: bob })).status,
      ).toBe(404);
      const bobsView = await callApi(node(1).origin, 'GET', `/problem/${publicId}`, {
        cookie: bob,
      });
      expect(bobsView.status).toBe(200);
      expect(bobsView.body).toMatchObject({ isBookmarked: false });
      const bobsBookmarks = await callApi(node(1).origin, 'GET', '/bookmarkedproblems', {
        cookie: bob,
      });
      expect(bobsBookmarks.body).toEqual({ problems: [] });
      const bobsDashboard = await dashboardTitles(node(1), bob);
      expect(bobsDashboard.some((title) => title.startsWith("Alice's draft"))).toBe(false);
    });
  },
);
