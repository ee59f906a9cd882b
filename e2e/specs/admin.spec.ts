import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, sessionCookieFrom } from '../harness/http.ts';
import { runAdmin } from '../harness/admin.ts';
import { startServer } from '../harness/server.ts';
import type { RunningServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';

async function rolesOf(server: RunningServer, cookie: string): Promise<unknown> {
  const check = await callApi(server.origin, 'GET', '/check-auth', { cookie });
  expect(check.status).toBe(200);
  return (check.body as { user: { roles: unknown } }).user.roles;
}

describe('npm run admin on the embedded database', () => {
  let dataDir = '';
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-admin-e2e-'));
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('grants through the running server, at once, and revokes with the server stopped', async () => {
    server = await startServer({ name: 'server', dataDir });
    const user = uniqueUser('mod');
    const signup = await callApi(server.origin, 'POST', '/signup', { body: user });
    expect(signup.status).toBe(201);
    const cookie = sessionCookieFrom(signup);
    expect(await rolesOf(server, cookie)).toEqual([]);

    const granted = await runAdmin(dataDir, ['grant', user.username, 'moderator']);
    expect(granted).toEqual({
      code: 0,
      stdout: `${user.username} is now a moderator.\n`,
      stderr: '',
    });
    // The same session, not signed in again.
    expect(await rolesOf(server, cookie)).toEqual(['moderator']);

    const listed = await runAdmin(dataDir, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^moderator {2}${user.username} {2}since `));

    const unknown = await runAdmin(dataDir, ['grant', 'nobody-here', 'admin']);
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'No user is named "nobody-here".\n' });

    await server.stop();
    server = undefined;
    const revoked = await runAdmin(dataDir, ['revoke', user.username, 'moderator']);
    expect(revoked).toEqual({
      code: 0,
      stdout: `${user.username} is no longer a moderator.\n`,
      stderr: '',
    });

    server = await startServer({ name: 'restarted server', dataDir });
    expect(await rolesOf(server, cookie)).toEqual([]);
  });
});
