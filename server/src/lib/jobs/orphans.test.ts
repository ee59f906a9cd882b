import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { nextRun } from '../../test/jobs.ts';
import { importJob, leaveActive, log, stateOf, timing } from '../../test/orphan-jobs.ts';
import { JobRunner } from './runner.ts';

/** Runs of a process that died: handed back at once, never taken from a live one (orphans.ts). */

describe('a run whose process died', () => {
  it('runs again as soon as a server starts, not after its expiry and retry delay', async () => {
    const database = await createTestDatabase();
    const job = importJob('test.orphan-at-start', async (retryCount) => ({ retryCount }));
    // The dead process queued it and took it; only the queue's row is left.
    const dead = new JobRunner({ db: database.db, log });
    const deadJob = dead.define(importJob(job.name, () => new Promise(() => {})));
    await dead.start();
    const id = await dead.send(deadJob, { site: 'codeforces' });
    await dead.stop();
    await leaveActive(database, id);

    const restarted = new JobRunner({ db: database.db, log, timing });
    restarted.define(job);
    const rerun = nextRun(restarted, job.name);
    try {
      await restarted.start();
      expect(await rerun).toMatchObject({ ok: true, jobId: id, retryCount: 1 });
      expect(await stateOf(database, id)).toBe('completed');
    } finally {
      await restarted.stop();
      await database.close();
    }
  });
});
