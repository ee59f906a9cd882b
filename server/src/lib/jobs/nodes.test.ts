import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createPglite, openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { nextRun } from '../../test/jobs.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { defineJob, startUpSlotSeconds } from './definition.ts';
import type { FinishedRun } from './definition.ts';
import { JobRunner } from './runner.ts';

/** Restarts, shutdowns and several nodes: what a job queue in the database is for. */

const log = Fastify({ logger: false }).log;

interface Restartable {
  open: () => Promise<{ db: Database; close: () => Promise<void> }>;
  remove: () => Promise<void>;
}

/**
 * A database that outlives a server: on PostgreSQL one test database, on the embedded engine a
 * data directory (seeded from the migrated template), opened by each start as `npm start` does.
 */
async function restartableDatabase(): Promise<Restartable> {
  if (testDatabaseKind() === 'postgres') {
    const database = await createTestDatabase();
    return {
      open: async () => ({ db: database.db, close: async () => {} }),
      remove: database.close,
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-jobs-'));
  const template = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  const seeded = await createPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: template });
  await seeded.close();
  return {
    open: () => openDatabase({ databaseUrl: undefined, dataDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

describe('a job', () => {
  const failsFirstTime = defineJob<{ site: string }>({
    name: 'test.fails-first-time',
    retryLimit: 3,
    retryDelaySeconds: 1,
    run: async ({ site }, { retryCount }) => {
      if (retryCount === 0) throw new Error(`${site} timed out`);
      return { recoveredOnAttempt: retryCount + 1 };
    },
  });

  it('that failed is still queued after a restart, and the restarted server retries it', async () => {
    const database = await restartableDatabase();
    try {
      const before = await database.open();
      const node = new JobRunner({ db: before.db, log });
      node.define(failsFirstTime);
      await node.start();
      const failed = nextRun(node, failsFirstTime.name);
      const id = await node.send(failsFirstTime, { site: 'codeforces' });
      expect(await failed).toMatchObject({ ok: false, jobId: id });
      await node.stop();
      await before.close();

      const after = await database.open();
      const restarted = new JobRunner({ db: after.db, log });
      restarted.define(failsFirstTime);
      const retried = nextRun(restarted, failsFirstTime.name);
      await restarted.start();
      expect(await retried).toMatchObject({ ok: true, jobId: id, retryCount: 1 });
      expect(await restarted.lastRun(failsFirstTime.name)).toMatchObject({
        lastResult: { recoveredOnAttempt: 2 },
        runs: 2,
        failures: 1,
      });
      await restarted.stop();
      await after.close();
    } finally {
      await database.remove();
    }
  });

  it('running when its node stops is ended at once, even if it ignores its signal, and retried later', async () => {
    const database = await createTestDatabase();
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const hangs = defineJob({
      name: 'test.hangs',
      run: () => {
        started();
        return new Promise(() => {});
      },
    });
    const node = new JobRunner({ db: database.db, log });
    node.define(hangs);
    await node.start();
    try {
      const ended = nextRun(node, hangs.name);
      const id = await node.send(hangs, {});
      await running;

      const stopping = Date.now();
      await node.stop();
      expect(Date.now() - stopping).toBeLessThan(2000);
      expect(await ended).toMatchObject({ ok: false, error: 'The server stopped during the run.' });
      const rows = await database.db.execute<{ state: string }>(
        sql`select state from pgboss.job where id = ${id}`,
      );
      expect(rows.rows[0]?.state).toBe('retry');
    } finally {
      await node.stop();
      await database.close();
    }
  });
});

describe('a scheduled job on two nodes of one database', () => {
  it('runs once per scheduled time, though both nodes check the schedule', async () => {
    const database = await createTestDatabase();
    const tick = defineJob({ name: 'test.tick', schedule: '* * * * *', run: async () => 'tick' });
    // The schedule checked every second instead of every 30, so that both nodes check it often.
    const timing = { cronCheckSeconds: 1, cronWorkerSeconds: 1, backgroundPollSeconds: 0.5 };
    const nodes = [0, 1].map(() => new JobRunner({ db: database.db, log, timing }));
    const runs: FinishedRun[] = [];
    for (const node of nodes) {
      node.define(tick);
      node.onFinished((run) => runs.push(run));
    }
    try {
      const firstRun = nextRun(nodes, tick.name);
      await Promise.all(nodes.map((node) => node.start()));
      await firstRun;
      await untilScheduleChecked(database.db, 3);
      for (const node of nodes) await node.stop();

      // Each minute's turn was sent once, each job ran once, and no turn made two jobs.
      const turns = await database.db.execute<{ sent: number }>(sql`
        select count(*)::int as sent from pgboss.job
        where name = '__pgboss__send-it' and singleton_key = ${tick.name}
        group by singleton_on`);
      expect(turns.rows.length).toBeGreaterThanOrEqual(1);
      expect(turns.rows.every((turn) => turn.sent === 1)).toBe(true);
      const jobIds = runs.map((run) => run.jobId);
      expect(new Set(jobIds).size).toBe(jobIds.length);
      const jobs = await database.db.execute<{ made: number }>(
        sql`select count(*)::int as made from pgboss.job where name = ${tick.name}`,
      );
      expect(jobs.rows[0]?.made).toBeLessThanOrEqual(turns.rows.length);
    } finally {
      for (const node of nodes) await node.stop();
      await database.close();
    }
  });
});

describe('start-up work sent by two nodes of one database', () => {
  it('is queued and run once when both nodes start within the slot', async () => {
    const database = await createTestDatabase();
    const refresh = defineJob({ name: 'test.start-up-refresh', run: async () => 'refreshed' });
    const nodes = [0, 1].map(() => new JobRunner({ db: database.db, log }));
    const runs: FinishedRun[] = [];
    for (const node of nodes) {
      node.define(refresh);
      node.onFinished((run) => runs.push(run));
    }
    try {
      await Promise.all(nodes.map((node) => node.start()));
      const ran = nextRun(nodes, refresh.name);
      const sent = await Promise.all(
        nodes.map((node) => node.sendOnce(refresh, {}, startUpSlotSeconds)),
      );
      await ran;
      for (const node of nodes) await node.stop();

      const queued = sent.filter((id) => id !== null);
      expect(queued).toHaveLength(1);
      expect(runs.map((run) => run.jobId)).toEqual(queued);
    } finally {
      for (const node of nodes) await node.stop();
      await database.close();
    }
  });
});

/** Waits until one node or the other has checked the schedules `times` more times. */
async function untilScheduleChecked(db: Database, times: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  const seen = new Set<string>();
  const checkedAt = async () => {
    const rows = await db.execute<{ at: string }>(
      sql`select cron_on::text as at from pgboss.version`,
    );
    return rows.rows[0]?.at ?? '';
  };
  const first = await checkedAt();
  while (seen.size < times) {
    if (Date.now() > deadline) throw new Error('The schedule was not checked in time.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const at = await checkedAt();
    if (at !== first) seen.add(at);
  }
}

describe('two nodes of one database starting at once', () => {
  it('both start, with every queue made once, however many queues they make', async () => {
    const database = await createTestDatabase();
    // Each queue is tables and constraints made in one statement: two made at once deadlock.
    const jobs = Array.from({ length: 12 }, (_, index) =>
      defineJob({ name: `test.queue-${index}`, run: async () => index }),
    );
    const nodes = [0, 1].map(() => new JobRunner({ db: database.db, log }));
    for (const node of nodes) for (const job of jobs) node.define(job);
    try {
      const started = await Promise.allSettled(nodes.map((node) => node.start()));
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const queues = await database.db.execute<{ name: string }>(
        sql`select name from pgboss.queue where name like 'test.queue-%' order by name`,
      );
      expect(queues.rows).toHaveLength(jobs.length);
    } finally {
      for (const node of nodes) await node.stop();
      await database.close();
    }
  });
});
