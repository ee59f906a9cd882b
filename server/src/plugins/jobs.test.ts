import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase } from '../test/harness.ts';
import type { TestDatabase } from '../test/harness.ts';
import { nextRun } from '../test/jobs.ts';
import { sweepJob } from './housekeeping.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the job queue of an app', () => {
  it('works jobs once the app is ready, and stops quickly when the app closes', async () => {
    const started = await createTestApp({ database });
    const { jobs } = started.app;
    let id = '';
    // Not the sweep the app sent as it started: this one.
    const finished = nextRun(jobs, sweepJob.name, (run) => run.jobId === id);
    id = await jobs.send(sweepJob, {});
    expect(await finished).toMatchObject({ jobId: id, ok: true });

    const closing = Date.now();
    await started.close();
    expect(Date.now() - closing).toBeLessThan(1000);
    await expect(jobs.send(sweepJob, {})).rejects.toThrow(/not running/);
    // Nothing of the queue's is left running against the database the app shared.
    const active = await database.db.execute<{ active: number }>(
      sql`select count(*)::int as active from pgboss.job where state = 'active'`,
    );
    expect(active.rows[0]?.active).toBe(0);
  });

  it('refuses a job defined after the app is ready', async () => {
    const started = await createTestApp({ database });
    try {
      expect(() => started.app.jobs.define({ name: 'late.job', run: async () => null })).toThrow(
        /before the app starts/,
      );
    } finally {
      await started.close();
    }
  });
});
