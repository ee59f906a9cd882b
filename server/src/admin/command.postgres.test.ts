import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFromPool } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { auditHistory } from '../lib/audit.ts';
import { buildUser } from '../test/factories.ts';
import type { TestUser } from '../test/factories.ts';
import { createPostgresDatabaseUrl, testConfig } from '../test/harness.ts';
import type { PostgresDatabaseUrl } from '../test/harness.ts';
import { runAdminCommand } from './command.ts';
import { describeResult } from './protocol.ts';

// With DATABASE_URL the command talks to PostgreSQL itself: no server, no socket, no data dir.
describe('npm run admin on PostgreSQL', () => {
  let created: PostgresDatabaseUrl;
  let pool: pg.Pool;
  let db: Database;
  let user: TestUser | undefined;
  const config = () => testConfig({ DATABASE_URL: created.url, DATA_DIR: '/nonexistent/upsolve' });

  beforeAll(async () => {
    created = await createPostgresDatabaseUrl();
    pool = new pg.Pool({ connectionString: created.url, max: 2 });
    db = databaseFromPool(pool).db;
    user = await buildUser(db);
  });
  afterAll(async () => {
    await pool.end();
    await created.drop();
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
