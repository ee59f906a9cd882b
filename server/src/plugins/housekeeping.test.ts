import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { sessions, signinFailures } from '../db/schema/index.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { createTestApp, createTestDatabase } from '../test/harness.ts';
import type { TestDatabase } from '../test/harness.ts';
import { buildUser } from '../test/factories.ts';
import { analyzeEmbedded, sweepExpiredRows, vacuumEmbedded } from './housekeeping.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const hourMs = 60 * 60 * 1000;

/** Stores a session that expires `offsetMs` from now (negative: already expired). */
async function sessionExpiringIn(userId: string, offsetMs: number): Promise<string> {
  const tokenHash = hashToken(newToken());
  await database.db
    .insert(sessions)
    .values({ tokenHash, userId, expiresAt: new Date(Date.now() + offsetMs) });
  return tokenHash;
}

async function remainingSessions(hashes: string[]): Promise<string[]> {
  const rows = await database.db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(inArray(sessions.tokenHash, hashes));
  return rows.map((row) => row.tokenHash).sort();
}

describe('sweeping expired rows', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const user = await buildUser(database.db);
    const expired = await sessionExpiringIn(user.id, -1000);
    const live = await sessionExpiringIn(user.id, hourMs);

    await sweepExpiredRows(database.db);
    expect(await remainingSessions([expired, live])).toEqual([live]);
  });

  it('forgets failure counts a day old, but not recent ones or ones still locking', async () => {
    const dayAndAMinuteAgo = sql`now() - interval '24 hours 1 minute'`;
    await database.db.insert(signinFailures).values([
      { identifier: 'old@example.com', failures: 4, lastFailedAt: dayAndAMinuteAgo },
      { identifier: 'recent@example.com', failures: 4 },
      {
        identifier: 'still-locked@example.com',
        failures: 0,
        lastFailedAt: dayAndAMinuteAgo,
        lockedUntil: sql`now() + interval '1 hour'`,
      },
    ]);

    await sweepExpiredRows(database.db);
    const rows = await database.db
      .select({ identifier: signinFailures.identifier })
      .from(signinFailures);
    expect(rows.map((row) => row.identifier).sort()).toEqual([
      'recent@example.com',
      'still-locked@example.com',
    ]);
  });

  it('runs when the server starts', async () => {
    const user = await buildUser(database.db);
    const expired = await sessionExpiringIn(user.id, -1000);

    const started = await createTestApp({ database });
    try {
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, expired));
      expect(row).toBeUndefined();
    } finally {
      await started.close();
    }
  });
});

describe('the embedded database’s statistics', () => {
  it('are taken again by analyze and vacuum, so the planner knows how many rows there are', async () => {
    const counts = () =>
      database.db.execute<{ reltuples: number }>(
        sql`select reltuples from pg_class where relname = 'sessions'`,
      );
    const user = await buildUser(database.db);
    for (let index = 0; index < 30; index += 1) await sessionExpiringIn(user.id, hourMs);
    const live = await database.db.$count(sessions);

    await analyzeEmbedded(database.db);
    expect((await counts()).rows[0]?.reltuples).toBe(live);

    await sessionExpiringIn(user.id, hourMs);
    await vacuumEmbedded(database.db);
    expect((await counts()).rows[0]?.reltuples).toBe(live + 1);
  });
});
