import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { defineJob } from '../lib/jobs/definition.ts';
import type { TestDatabase } from './harness.ts';

/** What the tests of runs whose process died share (lib/jobs/orphans.test.ts, .postgres.test.ts). */

export const log = Fastify({ logger: false }).log;
/** Sweeps many times a second, so that a test waits for the sweep's effect, not its period. */
export const timing = { orphanSweepSeconds: 0.1 };

export function importJob(name: string, onRun: (retryCount: number) => Promise<unknown>) {
  return defineJob<{ site: string }>({
    name,
    retryDelaySeconds: 300,
    run: (_, { retryCount }) => onRun(retryCount),
  });
}

/** Makes job `id` look taken by a process that died a minute ago without a word. */
export async function leaveActive(database: TestDatabase, id: string) {
  await database.db.execute(
    sql`update pgboss.job set state = 'active', started_on = now() - interval '1 minute'
        where id = ${id}`,
  );
}

export async function stateOf(database: TestDatabase, id: string) {
  const rows = await database.db.execute<{ state: string }>(
    sql`select state::text from pgboss.job where id = ${id}`,
  );
  return rows.rows[0]?.state;
}
