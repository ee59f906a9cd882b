import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, signinFailures } from '../db/schema/index.ts';

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

/** Sweeps when the app is ready and then every hour, until it closes. */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> = Promise.resolve();
    const sweep = () => {
      running = sweepExpiredRows(app.db).then(
        (removed) => app.log.debug({ removed }, 'Swept expired rows'),
        // A failed sweep costs nothing but space; the next one tries again.
        (error: unknown) => app.log.warn({ err: error }, 'Sweeping expired rows failed'),
      );
      return running;
    };
    const timer = setInterval(() => void sweep(), sweepIntervalMs);
    timer.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'upsolve-housekeeping', dependencies: ['upsolve-db'] },
);
