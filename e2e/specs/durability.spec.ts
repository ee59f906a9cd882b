import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { startServer } from '../harness/server.ts';
import type { RunningServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';

/**
 * The default deployment is one process with the embedded database (PGlite) in DATA_DIR. A crash
 * must not cost a write the user was told had succeeded, and must not leave the data directory
 * locked for the next start.
 */
describe('the embedded database across a SIGKILL', () => {
  let dataDir = '';
  let restarted: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-durability-'));
  });

  afterAll(async () => {
    await restarted?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('an account created just before the process is killed can sign in after a restart', async () => {
    const first = await startServer({ name: 'first server', dataDir });
    const user = uniqueUser('durable');
    const signup = await callApi(first.origin, 'POST', '/signup', { body: user });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const cookie = sessionCookieFrom(signup);
    // Killed right after the 201: no shutdown hook, no checkpoint, no lock release.
    await first.kill();

    restarted = await startServer({ name: 'restarted server', dataDir });
    const signin = await callApi(restarted.origin, 'POST', '/signin', {
      body: { email: user.email, password: user.password },
    });
    expect(signin.status, JSON.stringify(signin.body)).toBe(200);
    expect(signin.body).toEqual({
      user: { _id: expect.any(String), username: user.username, email: user.email, roles: [] },
    });
    // The session stored with the account survived as well: the old cookie still works.
    const checkAuth = await callApi(restarted.origin, 'GET', '/check-auth', { cookie });
    expect(checkAuth.status).toBe(200);
  });

  test('a second server on the same data directory refuses to start while one runs', async () => {
    restarted ??= await startServer({ name: 'running server', dataDir });
    await expect(startServer({ name: 'rival server', dataDir })).rejects.toThrow(
      /exited with code 1 before it was ready[\s\S]*is in use by process/,
    );
    // The running server is unaffected.
    expect((await callApi(restarted.origin, 'GET', '/ready')).status).toBe(200);
  });

  // 21 real starts of `npm start`, each opening the embedded database: the time is theirs (about
  // 2 s each on a quiet machine), so this test has a budget of its own rather than the file's.
  const twentyStartsMs = 300_000;
  test(
    'restarts at once after a SIGKILL, 20 times in a row, through npm start under a supervisor',
    {
      timeout: twentyStartsMs,
    },
    async () => {
      await restarted?.stop();
      restarted = undefined;
      const crashDir = await mkdtemp(path.join(tmpdir(), 'upsolve-crashes-'));
      const env = { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' };
      try {
        const accounts = [];
        for (let crash = 1; crash <= 20; crash += 1) {
          // Started the instant the previous one was killed: its server may still be a zombie.
          const server = await startServer({
            name: `start ${crash}`,
            dataDir: crashDir,
            supervised: true,
            env,
          });
          const user = uniqueUser(`crash${crash}`);
          const signup = await callApi(server.origin, 'POST', '/signup', { body: user });
          expect(signup.status, JSON.stringify(signup.body)).toBe(201);
          accounts.push(user);
          await server.kill();
        }
        const last = await startServer({
          name: 'after 20 crashes',
          dataDir: crashDir,
          supervised: true,
        });
        try {
          for (const user of [accounts[0], accounts.at(-1)]) {
            if (user === undefined) throw new Error('No account was created');
            const signin = await callApi(last.origin, 'POST', '/signin', {
              body: { email: user.email, password: user.password },
            });
            expect(signin.status, JSON.stringify(signin.body)).toBe(200);
          }
        } finally {
          await last.stop();
        }
      } finally {
        await rm(crashDir, { recursive: true, force: true });
      }
    },
  );
});
