import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/harness.ts';
import type { TestDatabase } from '../../test/harness.ts';
import { nextRun } from '../../test/jobs.ts';
import { defineJob } from './definition.ts';
import type { JobDefinition } from './definition.ts';
import { JobRunner } from './runner.ts';
import type { JobsTiming } from './runner.ts';

const log = Fastify({ logger: false }).log;

let database: TestDatabase;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

afterAll(async () => {
  await database.close();
});

/** One node's job queue, with `jobs` defined, started; stopped after the test. */
async function startNode(
  jobs: JobDefinition<never>[],
  options: { db?: Database; timing?: Partial<JobsTiming> } = {},
): Promise<JobRunner> {
  const runner = new JobRunner({ db: options.db ?? database.db, log, timing: options.timing });
  for (const job of jobs) runner.define(job);
  runners.push(runner);
  await runner.start();
  return runner;
}

interface JobRow extends Record<string, unknown> {
  state: string;
  retry_count: number;
  /** Seconds from now until the job may start again. */
  wait_seconds: number;
}

async function jobRow(id: string): Promise<JobRow | undefined> {
  const rows = await database.db.execute<JobRow>(sql`
    select state, retry_count,
      extract(epoch from start_after - now())::float8 as wait_seconds
    from pgboss.job where id = ${id}`);
  return rows.rows[0];
}

const double = defineJob<{ n: number }>({
  name: 'test.double',
  run: async ({ n }) => ({ doubled: n * 2 }),
});

const failOnRequest = defineJob<{ fail: boolean }>({
  name: 'test.fail-on-request',
  retryLimit: 0,
  run: async ({ fail }) => {
    if (fail) throw new Error('The site answered 503.');
    return { synced: 3 };
  },
});

describe('a job', () => {
  it('is worked once sent, and its run is recorded with its result', async () => {
    const node = await startNode([double]);
    const finished = nextRun(node, 'test.double');
    const id = await node.send(double, { n: 21 });

    expect(await finished).toMatchObject({ jobId: id, ok: true, retryCount: 0 });
    expect(await node.lastRun('test.double')).toMatchObject({
      lastResult: { doubled: 42 },
      lastError: null,
      lastSucceededAt: expect.any(Date),
      runs: 1,
      failures: 0,
    });
    expect((await jobRow(id))?.state).toBe('completed');
  });

  it('is refused once its node stops, which says it stopped', async () => {
    const node = await startNode([double]);
    expect(node.stopped).toBe(false);
    await node.stop();

    expect(node.stopped).toBe(true);
    await expect(node.sendOnce(double, { n: 1 }, 60)).rejects.toThrow(
      'Job test.double sent while the app is not running.',
    );
  });

  it('records a failure with its reason, and keeps when it last succeeded', async () => {
    const node = await startNode([failOnRequest]);
    let finished = nextRun(node, 'test.fail-on-request');
    await node.send(failOnRequest, { fail: false });
    await finished;
    const succeeded = await node.lastRun('test.fail-on-request');

    finished = nextRun(node, 'test.fail-on-request');
    const id = await node.send(failOnRequest, { fail: true });
    expect(await finished).toMatchObject({ ok: false, error: 'The site answered 503.' });
    expect(await node.lastRun('test.fail-on-request')).toMatchObject({
      lastError: 'The site answered 503.',
      lastSucceededAt: succeeded?.lastSucceededAt,
      lastResult: { synced: 3 },
      runs: 2,
      failures: 1,
    });
    expect((await jobRow(id))?.state).toBe('failed');
  });

  it('keeps one record per item when it names a run key', async () => {
    const syncHandles = defineJob<{ userId: string }>({
      name: 'test.sync-handles',
      runKey: ({ userId }) => userId,
      run: async () => ({ handles: 2 }),
    });
    const node = await startNode([syncHandles]);
    const finished = nextRun(node, 'test.sync-handles');
    await node.send(syncHandles, { userId: 'alice' });

    expect(await finished).toMatchObject({ runName: 'test.sync-handles:alice' });
    expect(await node.lastRun('test.sync-handles:alice')).toMatchObject({ runs: 1 });
    expect(await node.lastRun('test.sync-handles:bob')).toBeNull();
  });

  it('sent inside a transaction is queued only when the transaction commits', async () => {
    const node = await startNode([double]);
    const rolledBack = new Error('rolled back on purpose');
    let lostId = '';
    await expect(
      database.db.transaction(async (transaction) => {
        lostId = await node.send(double, { n: 1 }, { transaction });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await jobRow(lostId)).toBeUndefined();

    const finished = nextRun(node, 'test.double');
    const keptId = await database.db.transaction(async (transaction) => {
      await transaction.execute(sql`select 1`);
      return node.send(double, { n: 2 }, { transaction });
    });
    const committedAt = Date.now();
    expect(await finished).toMatchObject({ jobId: keptId, ok: true });
    // Found by a poll, not woken: an interactive job still starts within a second.
    expect(Date.now() - committedAt).toBeLessThan(1000);
  });
});

describe('a failing job', () => {
  const alwaysFails = defineJob<{ attempt?: number }>({
    name: 'test.always-fails',
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: true,
    run: async () => {
      throw new Error('still down');
    },
  });

  it('is retried with a delay that grows, until its retries run out', async () => {
    const node = await startNode([alwaysFails]);
    const waits: number[] = [];
    let finished = nextRun(node, 'test.always-fails');
    const id = await node.send(alwaysFails, {});
    for (const retryCount of [0, 1]) {
      expect(await finished).toMatchObject({ ok: false, retryCount });
      finished = nextRun(node, 'test.always-fails');
      const row = await jobRow(id);
      expect(row).toMatchObject({ state: 'retry', retry_count: retryCount });
      waits.push(Number(row?.wait_seconds));
    }
    expect(await finished).toMatchObject({ ok: false, retryCount: 2 });
    expect((await jobRow(id))?.state).toBe('failed');

    // Backoff with jitter: the first retry waits [1, 2) s, the second [2, 4) s.
    const [first = 0, second = 0] = waits;
    expect(first).toBeGreaterThan(0.8);
    expect(first).toBeLessThan(2);
    expect(second).toBeGreaterThan(1.8);
    expect(second).toBeLessThan(4);
    expect(await node.lastRun('test.always-fails')).toMatchObject({ runs: 3, failures: 3 });
  });
});
