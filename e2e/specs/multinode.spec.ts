import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, randomLoopbackAddress, sessionCookieFrom } from '../harness/http.ts';
import { createTemporaryDatabase } from '../harness/postgres.ts';
import type { TemporaryDatabase } from '../harness/postgres.ts';
import { startServer } from '../harness/server.ts';
import type { RunningServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';

const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const signinLimitPerMinute = 3;

// CI provides both services: there, a missing variable is a broken setup, not a reason to skip.
if (process.env.CI && (adminDatabaseUrl === undefined || redisUrl === undefined)) {
  throw new Error('CI is set, so the multi-node tests need TEST_DATABASE_URL and TEST_REDIS_URL.');
}

describe.runIf(adminDatabaseUrl !== undefined && redisUrl !== undefined)(
  'two server nodes on one PostgreSQL database and one Redis',
  () => {
    let database: TemporaryDatabase | undefined;
    const nodes: RunningServer[] = [];

    const node = (index: number): RunningServer => {
      const found = nodes[index];
      if (found === undefined) throw new Error(`Server node ${index} did not start`);
      return found;
    };

    beforeAll(async () => {
      if (adminDatabaseUrl === undefined || redisUrl === undefined) return;
      database = await createTemporaryDatabase(adminDatabaseUrl);
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        // Counters of earlier runs stay in Redis for their whole window; this run starts afresh.
        REDIS_PREFIX: `upsolve-test-${randomUUID()}:`,
        RATE_LIMIT_SIGNIN_PER_MIN: String(signinLimitPerMinute),
      };
      // Both nodes start at once, so both run the migrations concurrently on the empty database.
      const started = await Promise.allSettled([
        startServer({ name: 'node A', env }),
        startServer({ name: 'node B', env }),
      ]);
      for (const result of started) {
        if (result.status === 'fulfilled') nodes.push(result.value);
      }
      const failure = started.find((result) => result.status === 'rejected');
      if (failure !== undefined) throw failure.reason;
    });

    afterAll(async () => {
      const stopped = await Promise.allSettled(nodes.map((server) => server.stop()));
      await database?.drop();
      const failure = stopped.find((result) => result.status === 'rejected');
      if (failure !== undefined) throw failure.reason;
    });

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
  },
);
