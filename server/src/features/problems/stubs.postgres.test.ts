import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problems } from '../../db/schema/index.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { sharedOrNewProblem } from './stubs.ts';
import type { SiteProblemFacts } from './stubs.ts';

const testApp = useTestApp();

const facts: SiteProblemFacts = {
  key: 'atcoder:arc999_a',
  site: 'atcoder',
  title: 'Shared Task',
  link: 'https://atcoder.jp/contests/arc999/tasks/arc999_a',
  tags: [],
  difficultyValue: 1200,
};

/**
 * Resolves true once a transaction waits for an advisory lock another one holds, false if
 * `done` settles first (no wait was ever needed).
 */
async function waitedForLock(done: Promise<unknown>): Promise<boolean> {
  let settled = false;
  const finished = done.then(
    () => (settled = true),
    () => (settled = true),
  );
  const { db } = testApp;
  while (!settled) {
    const waiting = await db.execute(
      sql`select 1 from pg_locks
          where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`,
    );
    if (waiting.rows.length > 0) return true;
  }
  await finished;
  return false;
}

// Two contests can list one task (AtCoder's shared tasks, Codeforces' twins): two users
// upsolving them at once, on two connections, must share the task once, not twice.
describe('a problem shared from site metadata, on PostgreSQL', () => {
  it('is created once when two transactions ask for the same key at once', async () => {
    const { db } = testApp;
    const [alice, bob] = [await buildUser(db), await buildUser(db)];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstDone: () => void = () => undefined;
    const firstCreated = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    // The first creates the problem and holds its transaction open until told.
    const first = testApp.app.commit(async (tx, record) => {
      const made = await sharedOrNewProblem(tx, record, alice.id, facts);
      firstDone();
      await gate;
      return made;
    });
    await firstCreated;
    const second = testApp.app.commit((tx, record) =>
      sharedOrNewProblem(tx, record, bob.id, facts),
    );
    // The second must wait for the first: without the lock it would insert a twin and finish.
    const waited = await waitedForLock(second);
    release();
    const [made, found] = await Promise.all([first, second]);
    expect(waited).toBe(true);
    expect(made.value.created).toBe(true);
    expect(found.value).toEqual({ id: made.value.id, title: 'Shared Task', created: false });
    const rows = await db.select().from(problems).where(eq(problems.key, facts.key));
    expect(rows).toHaveLength(1);
    expect(made.events.map((event) => event.type)).toEqual(['problem.created']);
    expect(found.events).toEqual([]);
  });
});
