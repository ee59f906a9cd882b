import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { buildUser, signInAs } from '../test/factories.ts';
import type { TestUser } from '../test/factories.ts';
import { testConfig } from '../test/harness.ts';
import { UsageError, parseAdminArgs, runAdminCommand } from './command.ts';
import { AdminError, describeResult } from './protocol.ts';

describe('the command line of npm run admin', () => {
  it('reads grant, revoke (with an optional reason), list and stats', () => {
    expect(parseAdminArgs(['grant', 'alice', 'moderator'])).toEqual({
      command: 'grant',
      username: 'alice',
      role: 'moderator',
      reason: '',
    });
    expect(parseAdminArgs(['revoke', 'bob', 'admin', '--reason', 'Left the team'])).toEqual({
      command: 'revoke',
      username: 'bob',
      role: 'admin',
      reason: 'Left the team',
    });
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list' });
    expect(parseAdminArgs(['stats'])).toEqual({ command: 'stats' });
  });

  it('names an unknown role and the roles there are', () => {
    expect(() => parseAdminArgs(['grant', 'alice', 'owner'])).toThrow(
      new AdminError('Unknown role "owner": the roles are admin and moderator.'),
    );
  });

  it('answers anything else with the usage', () => {
    for (const args of [
      [],
      ['promote', 'alice'],
      ['grant', 'alice'],
      ['grant', 'alice', 'admin', 'extra'],
      ['list', 'everyone'],
      ['stats', 'now'],
      ['grant', 'alice', 'admin', '--force'],
    ]) {
      expect(() => parseAdminArgs(args), args.join(' ')).toThrow(UsageError);
    }
  });
});

describe('the reset-link command line', () => {
  it('reads a username, and nothing else', () => {
    expect(parseAdminArgs(['reset-link', 'alice'])).toEqual({
      command: 'reset-link',
      username: 'alice',
    });
    for (const args of [['reset-link'], ['reset-link', 'alice', 'bob']]) {
      expect(() => parseAdminArgs(args), args.join(' ')).toThrow(UsageError);
    }
    expect(() => parseAdminArgs(['reset-link', 'alice', '--reason', 'x'])).toThrow(UsageError);
  });
});

/** A data directory holding a migrated embedded database, as a first `npm start` leaves it. */
async function createDataDir(): Promise<{ dataDir: string; user: TestUser }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-admin-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return { dataDir, user: await buildUser(handle.db) };
  } finally {
    await handle.close();
  }
}

describe('npm run admin on the embedded database', () => {
  let dataDir = '';
  let user: TestUser | undefined;
  const config = () => testConfig({ DATA_DIR: dataDir });
  const someone = () => {
    if (user === undefined) throw new Error('beforeAll did not create the user');
    return user;
  };

  beforeAll(async () => {
    ({ dataDir, user } = await createDataDir());
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('opens the database itself when no server runs', async () => {
    const { username } = someone();
    const granted = await runAdminCommand(config(), {
      command: 'grant',
      username,
      role: 'admin',
      reason: 'Founder',
    });
    expect(describeResult(granted)).toBe(`${username} is now an admin.`);
    const listed = await runAdminCommand(config(), { command: 'list' });
    expect(describeResult(listed)).toMatch(new RegExp(`^admin {6}${username} {2}since \\d{4}-`));
  });

  it('says stats need the running server, which is not running', async () => {
    await expect(runAdminCommand(config(), { command: 'stats' })).rejects.toThrow(
      new AdminError(`No server answers on ${path.join(dataDir, 'admin.sock')}.`),
    );
  });

  it('goes through the running server, whose sessions show the change at once', async () => {
    let app: App | undefined;
    try {
      app = await buildApp(config());
      const cookie = await signInAs(app, someone());
      const roles = async () =>
        (await app?.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } }))?.json()
          .user.roles;
      expect(await roles()).toEqual(['admin']);
      const request = { username: someone().username, role: 'moderator', reason: '' } as const;
      // The server holds the database: only its socket can have applied this.
      await runAdminCommand(config(), { command: 'grant', ...request });
      expect(await roles()).toEqual(['admin', 'moderator']);
      await runAdminCommand(config(), { command: 'revoke', ...request });
      expect(await roles()).toEqual(['admin']);
    } finally {
      await app?.close();
    }
  });

  it('says so when the database is held but no server answers on the socket', async () => {
    // A live process other than this one holds the lock, as a server without its socket would.
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await writeFile(path.join(dataDir, 'db.pid'), String(holder.pid));
      await expect(runAdminCommand(config(), { command: 'list' })).rejects.toThrow(
        `No server answered on ${dataDir}/admin.sock, yet the embedded database is open: ` +
          `The embedded database in ${dataDir}/db is in use by process ${holder.pid}.`,
      );
    } finally {
      holder.kill();
      await exited;
      await rm(path.join(dataDir, 'db.pid'), { force: true });
    }
  });

  /** The link the command printed, and its token. */
  const printedLink = (printed: string) => {
    const link = /http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+/.exec(printed)?.[0];
    if (link === undefined) throw new Error(`No link in: ${printed}`);
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('prints a link that resets the password once, through the running server', async () => {
    const { username } = someone();
    // With no server running, the command opens the database itself.
    const offline = describeResult(
      await runAdminCommand(config(), { command: 'reset-link', username: username.toUpperCase() }),
    );
    expect(offline).toContain(`reset ${username}'s password, valid for 30 minutes`);
    let app: App | undefined;
    try {
      app = await buildApp(config());
      const cookie = await signInAs(app, someone());
      // The server holds the database: only its socket can have made this one.
      const token = printedLink(
        describeResult(await runAdminCommand(config(), { command: 'reset-link', username })),
      );
      const reset = (body: object) =>
        app?.inject({ method: 'POST', url: '/api/account/reset', payload: body });
      const used = await reset({ token, password: 'reset by the admin' });
      expect(used?.statusCode).toBe(200);
      expect((await reset({ token, password: 'and again, refused' }))?.statusCode).toBe(400);
      const check = await app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie },
      });
      expect(check.statusCode).toBe(401);
      // Using one link used up the other, printed while the server was stopped.
      const stale = await reset({ token: printedLink(offline), password: 'reset by the admin' });
      expect(stale?.statusCode).toBe(400);
      expect(Object.keys(stale?.json().fields ?? {})).toEqual(['token']);
    } finally {
      await app?.close();
    }
  });

  it('names an unknown user', async () => {
    await expect(
      runAdminCommand(config(), { command: 'reset-link', username: 'nobody_at_all' }),
    ).rejects.toThrow(new AdminError('No user is named "nobody_at_all".'));
  });

  it('refuses a data directory without a database, creating nothing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'upsolve-admin-empty-'));
    try {
      await expect(
        runAdminCommand(testConfig({ DATA_DIR: empty }), { command: 'list' }),
      ).rejects.toThrow(
        `There is no database in ${empty}/db yet: start Upsolve once (npm start) and sign up ` +
          'first, or set DATABASE_URL as the server has it.',
      );
      expect(await readdir(empty)).toEqual([]);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
