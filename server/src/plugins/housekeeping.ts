import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { events, sessions, signinFailures } from '../db/schema/index.ts';
import { defineJob } from '../lib/jobs/definition.ts';
import {
  analyzeChangedTables,
  checkpointIfLogGrew,
  keepWriteAheadLogSmall,
  vacuumChangedTables,
} from '../lib/jobs/embedded-maintenance.ts';

/** Failures in a row are forgotten once a day passes without another one (and no lock is on). */
export const failureMemoryHours = 24;

/** A delivered event is kept this long: a node back from a longer outage flushes its caches. */
export const deliveredEventHours = 24;

/** Rows one statement deletes, so that the embedded database is never held for long. */
const deleteBatchSize = 1000;

export interface SweepResult {
  sessions: number;
  signinFailures: number;
}

/**
 * Deletes rows nothing will ever read again: expired sessions (a session is never found once
 * expired) and sign-in failure counts that are old and not locking anything. Without it, both
 * tables grow with every abandoned browser and every identifier a guesser tries.
 */
export async function sweepExpiredRows(db: Database): Promise<SweepResult> {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ tokenHash: sessions.tokenHash });
  const staleFailures = await db
    .delete(signinFailures)
    .where(
      and(
        lt(signinFailures.lastFailedAt, sql`now() - make_interval(hours => ${failureMemoryHours})`),
        or(isNull(signinFailures.lockedUntil), lt(signinFailures.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ identifier: signinFailures.identifier });
  return { sessions: expiredSessions.length, signinFailures: staleFailures.length };
}

/**
 * Deletes delivered events (numbered) older than a day from the outbox, oldest first through the
 * numbers' index, a batch per statement. Events not numbered yet are never deleted, nor is the
 * newest numbered one: the relay numbers the next events after it, and every node's count of
 * what it heard would go back if the numbers started again.
 */
export async function deleteOldEvents(db: Database): Promise<number> {
  let deleted = 0;
  for (;;) {
    const oldest = db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          isNotNull(events.number),
          lt(events.number, sql`(select max(${events.number}) from ${events})`),
          lt(events.createdAt, sql`now() - make_interval(hours => ${deliveredEventHours})`),
        ),
      )
      .orderBy(events.number)
      .limit(deleteBatchSize);
    const batch = await db
      .delete(events)
      .where(inArray(events.id, oldest))
      .returning({ id: events.id });
    deleted += batch.length;
    if (batch.length < deleteBatchSize) return deleted;
  }
}

export const sweepJob = defineJob({
  name: 'housekeeping.sweep',
  schedule: '0 * * * *',
  run: (_, { db }) => sweepExpiredRows(db),
});

export const oldEventsJob = defineJob({
  name: 'housekeeping.old-events',
  schedule: '30 * * * *',
  run: async (_, { db }) => ({ deleted: await deleteOldEvents(db) }),
});

/** The embedded database's statistics: checked every 5 minutes, each table by its changes. */
export const analyzeJob = defineJob({
  name: 'housekeeping.analyze',
  schedule: '*/5 * * * *',
  run: async (_, { db }) => ({ analyzed: await analyzeChangedTables(db) }),
});

/** The embedded database's dead rows and write-ahead log, checked every 10 minutes. */
export const vacuumJob = defineJob({
  name: 'housekeeping.vacuum',
  schedule: '*/10 * * * *',
  run: async (_, { db }) => ({
    vacuumed: await vacuumChangedTables(db),
    checkpointed: await checkpointIfLogGrew(db),
  }),
});

/**
 * Housekeeping as scheduled jobs (one node runs each when it is due): hourly sweeps of expired
 * rows and old events, and once when the server starts. On the embedded database, which has no
 * autovacuum, also what autovacuum would do, table by table (lib/jobs/embedded-maintenance.ts);
 * PostgreSQL's autovacuum does that there.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(sweepJob);
    app.jobs.define(oldEventsJob);
    const embedded = app.databaseKind === 'pglite';
    if (embedded) {
      app.jobs.define(analyzeJob);
      app.jobs.define(vacuumJob);
    }
    app.addHook('onReady', async () => {
      await app.jobs.send(sweepJob, {});
      if (!embedded) return;
      // A failure costs only disk space; the next start tries again.
      const changed = await keepWriteAheadLogSmall(app.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'Setting the write-ahead log size failed');
        return false;
      });
      if (changed) app.log.debug('The write-ahead log is kept small from the next start on');
    });
  },
  { name: 'upsolve-housekeeping', dependencies: ['upsolve-db', 'upsolve-jobs'] },
);
