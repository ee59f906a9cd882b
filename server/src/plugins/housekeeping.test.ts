import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { events, sessions, signinFailures } from '../db/schema/index.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { createTestApp, createTestDatabase } from '../test/harness.ts';
import type { TestDatabase } from '../test/harness.ts';
import { testDatabaseKind } from '../test/test-database.ts';
import { buildUser } from '../test/factories.ts';
import { untilLastRun } from '../test/jobs.ts';
import { deleteOldEvents, sweepExpiredRows } from './housekeeping.ts';

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
    await database.db.delete(signinFailures);
  });

  it('runs as a job when the server starts, and its run is recorded', async () => {
    const user = await buildUser(database.db);
    const expired = await sessionExpiringIn(user.id, -1000);

    const started = await createTestApp({ database });
    try {
      const run = await untilLastRun(started.app.jobs, 'housekeeping.sweep', (last) => {
        return last.lastSucceededAt !== null;
      });
      expect(run.lastError).toBeNull();
      expect(run.lastResult).toMatchObject({ sessions: expect.any(Number) });
      expect(await remainingSessions([expired])).toEqual([]);
    } finally {
      await started.close();
    }
  });

  it('is scheduled hourly with the old events, and on the embedded database with its upkeep', async () => {
    const started = await createTestApp({ database });
    await started.close();
    const schedules = await database.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule where name like 'housekeeping.%' order by name`,
    );
    const embeddedOnly = [
      { name: 'housekeeping.analyze', cron: '*/5 * * * *' },
      { name: 'housekeeping.vacuum', cron: '*/10 * * * *' },
    ];
    expect(schedules.rows).toEqual(
      [
        { name: 'housekeeping.old-events', cron: '30 * * * *' },
        { name: 'housekeeping.sweep', cron: '0 * * * *' },
        ...(testDatabaseKind() === 'pglite' ? embeddedOnly : []),
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});

describe('deleting old events', () => {
  it('deletes delivered events older than a day, never undelivered or recent ones', async () => {
    const dayAndAMinuteAgo = sql`now() - interval '24 hours 1 minute'`;
    const payload = { problemId: 'p' };
    await database.db.insert(events).values([
      { number: 1, type: 'old.delivered', payload, createdAt: dayAndAMinuteAgo },
      { number: 2, type: 'old.delivered', payload, createdAt: dayAndAMinuteAgo },
      { number: null, type: 'old.undelivered', payload, createdAt: dayAndAMinuteAgo },
      { number: 3, type: 'recent.delivered', payload },
      { number: null, type: 'recent.undelivered', payload },
    ]);

    expect(await deleteOldEvents(database.db)).toBe(2);
    const left = await database.db.select({ type: events.type }).from(events);
    expect(left.map((row) => row.type).sort()).toEqual([
      'old.undelivered',
      'recent.delivered',
      'recent.undelivered',
    ]);
    await database.db.delete(events).where(eq(events.type, 'recent.delivered'));
  });

  it('keeps the newest delivered event, however old, so the numbers go on from it', async () => {
    const weekAgo = sql`now() - interval '7 days'`;
    const payload = { problemId: 'p' };
    await database.db.insert(events).values([
      { number: 10, type: 'older', payload, createdAt: weekAgo },
      { number: 11, type: 'newest', payload, createdAt: weekAgo },
    ]);
    expect(await deleteOldEvents(database.db)).toBe(1);
    const left = await database.db.select({ type: events.type }).from(events);
    expect(left.map((row) => row.type)).toContain('newest');
    await database.db.delete(events).where(eq(events.type, 'newest'));
  });
});
