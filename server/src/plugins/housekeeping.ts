import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, signinFailures } from '../db/schema/index.ts';
import { isUnsafeMethod } from './csrf.ts';

/** How often each node sweeps; the deletes are idempotent, so several nodes may overlap. */
const sweepIntervalMs = 60 * 60 * 1000;

/** Failures in a row are forgotten once a day passes without another one (and no lock is on). */
export const failureMemoryHours = 24;

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

/** Writes after which the embedded database's statistics are taken again. */
export const writesBeforeAnalyze = 500;
const analyzeCheckIntervalMs = 5 * 60 * 1000;

/**
 * PostgreSQL's autovacuum keeps statistics fresh and reclaims dead rows; the embedded database has
 * none, so its planner would keep guessing from the first statistics (a full sort instead of an
 * index walk). Housekeeping does it instead: ANALYZE after heavy writes, VACUUM every hour.
 */
export async function analyzeEmbedded(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

export async function vacuumEmbedded(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

/**
 * Sweeps when the app is ready and then every hour, until it closes; on the embedded database it
 * also vacuums hourly and analyzes once enough writes have succeeded.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    const embedded = app.databaseKind === 'pglite';
    let writes = 0;
    let running: Promise<void> = Promise.resolve();
    // One task at a time: the embedded database runs one statement at a time anyway.
    const run = (name: string, task: () => Promise<unknown>) => {
      running = running.then(task).then(
        (result) => app.log.debug({ result }, `${name} done`),
        // A failed task costs nothing but space or a slower plan; the next run tries again.
        (error: unknown) => app.log.warn({ err: error }, `${name} failed`),
      );
      return running;
    };
    const hourly = () => {
      void run('Sweeping expired rows', () => sweepExpiredRows(app.db));
      if (embedded) void run('Vacuuming', () => vacuumEmbedded(app.db));
      writes = 0;
      return running;
    };
    const analyzeIfBusy = () => {
      if (!embedded || writes < writesBeforeAnalyze) return;
      writes = 0;
      void run('Analyzing', () => analyzeEmbedded(app.db));
    };
    app.addHook('onResponse', async (request, reply) => {
      if (isUnsafeMethod(request.method) && reply.statusCode < 400) writes += 1;
    });
    const timers = [
      setInterval(hourly, sweepIntervalMs),
      setInterval(analyzeIfBusy, analyzeCheckIntervalMs),
    ];
    for (const timer of timers) timer.unref();
    app.addHook('onReady', () => run('Sweeping expired rows', () => sweepExpiredRows(app.db)));
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await running;
    });
  },
  { name: 'upsolve-housekeeping', dependencies: ['upsolve-db'] },
);
