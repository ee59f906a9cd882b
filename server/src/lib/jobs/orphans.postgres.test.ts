import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { nextRun } from '../../test/jobs.ts';
import { importJob, leaveActive, log, stateOf, timing } from '../../test/orphan-jobs.ts';
import { JobRunner } from './runner.ts';

/** A run on PostgreSQL, where each node holds a lease (orphans.ts): never taken from a live node. */

describe('a run on PostgreSQL', () => {
  it('is left to its live node, and taken over once that node’s connection is gone', async () => {
    const database = await createTestDatabase();
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const working = new JobRunner({ db: database.db, log, timing });
    const name = 'test.orphan-of-a-live-node';
    const hangs = working.define(
      importJob(name, () => {
        started();
        return new Promise(() => {});
      }),
    );
    const other = new JobRunner({ db: database.db, log, timing });
    other.define(importJob(name, async (retryCount) => ({ retryCount })));
    try {
      await working.start();
      const id = await working.send(hangs, { site: 'codeforces' });
      await running;
      // Past the grace, with its lease held: the other node's sweep (the first one is part of
      // its start) must leave it alone.
      await leaveActive(database, id);
      const takenOver = nextRun(other, name);
      await other.start();
      expect(await stateOf(database, id)).toBe('active');

      // The working node's lease connection dies, as it does with its process.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and pid <> pg_backend_pid()
              and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(await takenOver).toMatchObject({ ok: true, jobId: id, retryCount: 1 });
    } finally {
      await other.stop();
      await working.stop();
      await database.close();
    }
  });
});
