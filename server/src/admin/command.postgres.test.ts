import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseFromPool } from '../db/client.ts';
import { auditHistory } from '../lib/audit.ts';
import { buildUser } from '../test/factories.ts';
import type { TestUser } from '../test/factories.ts';
import { testConfig } from '../test/harness.ts';
import {
  databaseUrlWithName,
  dropDatabase,
  randomDatabaseName,
  runAdminStatement,
  testDatabaseUrl,
} from '../test/test-database.ts';
import { runAdminCommand } from './command.ts';
import { describeResult } from './protocol.ts';

// With DATABASE_URL the command talks to PostgreSQL itself: no server, no socket, no data dir.
describe('npm run admin on PostgreSQL', () => {
  const serverUrl = testDatabaseUrl();
  const name = randomDatabaseName('upsolve_admin');
  const databaseUrl = databaseUrlWithName(serverUrl, name);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { db } = databaseFromPool(pool);
  let user: TestUser | undefined;
  const config = () => testConfig({ DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent/upsolve' });

  beforeAll(async () => {
    const template = inject('postgresTemplateDatabase');
    await runAdminStatement(serverUrl, `create database "${name}" template "${template}"`);
    user = await buildUser(db);
  });
  afterAll(async () => {
    await pool.end();
    await dropDatabase(serverUrl, name);
  });

  it('grants, lists and revokes, each change in the audit log', async () => {
    if (user === undefined) throw new Error('beforeAll did not create the user');
    const { username } = user;
    const change = { username, role: 'moderator', reason: 'Reviews reports' } as const;
    expect(describeResult(await runAdminCommand(config(), { command: 'grant', ...change }))).toBe(
      `${username} is now a moderator.`,
    );
    expect(describeResult(await runAdminCommand(config(), { command: 'grant', ...change }))).toBe(
      `${username} is already a moderator: nothing changed.`,
    );
    expect(describeResult(await runAdminCommand(config(), { command: 'list' }))).toContain(
      `moderator  ${username}  since `,
    );
    expect(describeResult(await runAdminCommand(config(), { command: 'revoke', ...change }))).toBe(
      `${username} is no longer a moderator.`,
    );
    const actions = (await auditHistory(db, { itemType: 'user', itemId: user.id })).map((entry) => [
      entry.action,
      entry.actor,
      entry.reason,
    ]);
    expect([...actions].sort()).toEqual([
      ['moderator.granted', null, 'Reviews reports'],
      ['moderator.revoked', null, 'Reviews reports'],
    ]);
  });

  it('refuses an unknown user', async () => {
    await expect(
      runAdminCommand(config(), {
        command: 'grant',
        username: 'nobody',
        role: 'admin',
        reason: '',
      }),
    ).rejects.toThrow('No user is named "nobody".');
  });
});
