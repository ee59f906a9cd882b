import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.ts';
import type { TestDatabase } from '../../test/harness.ts';
import { probe } from '../../test/event-probes.ts';
import { numberPendingEvents, writeToOutbox } from './outbox.ts';

/**
 * The relay's searches of the outbox on the embedded database, whose one connection keeps a
 * PL/pgSQL statement's plan for as long as the server runs (tested only there: PostgreSQL's
 * autovacuum may analyze the table at any moment).
 */
describe('the relay on an outbox that grew since it was analyzed', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  async function wholeTableScans(): Promise<number> {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    await database.db.execute(sql`select pg_stat_clear_snapshot()`);
    const rows = await database.db.execute<{ scans: string | number }>(
      sql`select seq_scan as scans from pg_stat_user_tables where relid = 'public.events'::regclass`,
    );
    return Number(rows.rows[0]?.scans);
  }

  it('finds what is pending through its index, not by reading every event', async () => {
    // A new database: a few events, analyzed, and the relay's first runs (PL/pgSQL keeps a plan
    // for every later run from the sixth on).
    await database.db.execute(sql`
      insert into events (type, payload, number)
      select 'user.signed-up', '{}'::jsonb, n from generate_series(1, 20) as n`);
    await database.db.execute(sql`analyze events`);
    await writeToOutbox(database.db, 'this node', [probe(crypto.randomUUID())]);
    expect((await numberPendingEvents(database.db)).map((event) => event.number)).toEqual([21]);
    for (let run = 0; run < 5; run += 1) expect(await numberPendingEvents(database.db)).toEqual([]);
    // Then thousands are delivered before the table is analyzed again.
    await database.db.execute(sql`
      insert into events (type, payload, number)
      select 'user.signed-up', '{}'::jsonb, n from generate_series(22, 5021) as n`);
    const userId = crypto.randomUUID();
    await writeToOutbox(database.db, 'this node', [probe(userId)]);
    const scansBefore = await wholeTableScans();

    const numbered = await numberPendingEvents(database.db);

    expect(numbered).toEqual([{ number: 5022, origin: 'this node', event: probe(userId) }]);
    expect(await wholeTableScans()).toBe(scansBefore);
  });
});
