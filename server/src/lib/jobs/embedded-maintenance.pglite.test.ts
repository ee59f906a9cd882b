import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { outsideSiteTurns, signinFailures } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/harness.ts';
import type { TestDatabase } from '../../test/harness.ts';
import {
  analyzeChangedTables,
  checkpointIfLogGrew,
  keepWriteAheadLogSmall,
  vacuumChangedTables,
} from './embedded-maintenance.ts';

/**
 * The embedded database's upkeep, tested only there (`*.pglite.test.ts`): PostgreSQL's autovacuum may analyze or vacuum the
 * same tables at any moment, and ALTER SYSTEM would change the test server itself.
 */
describe('the embedded database’s upkeep', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // What the migrations and the template left past a threshold is done first.
    await analyzeChangedTables(database.db);
    await vacuumChangedTables(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  async function estimatedRows(table: string): Promise<number> {
    const rows = await database.db.execute<{ reltuples: number }>(
      sql`select reltuples from pg_class where oid = ${`public.${table}`}::regclass`,
    );
    return Number(rows.rows[0]?.reltuples);
  }

  async function deadRows(table: string): Promise<number> {
    const rows = await database.db.execute<{ dead: number }>(
      sql`select n_dead_tup as dead from pg_stat_user_tables where relid = ${`public.${table}`}::regclass`,
    );
    return Number(rows.rows[0]?.dead);
  }

  function failures(count: number, prefix = 'guess') {
    return Array.from({ length: count }, (_, index) => ({
      identifier: `${prefix}-${index}@example.com`,
      failures: 1,
    }));
  }

  function turns(count: number) {
    return Array.from({ length: count }, (_, index) => ({
      site: `site-${index}`,
      nextAt: new Date(),
    }));
  }

  it('analyzes a table once more than 50 + 10% of its rows changed, and only that table', async () => {
    await database.db.insert(signinFailures).values(failures(100));
    await database.db.insert(outsideSiteTurns).values(turns(10));

    const analyzed = await analyzeChangedTables(database.db);
    expect(analyzed).toContain('public.signin_failures');
    expect(analyzed).not.toContain('public.outside_site_turns');
    // The planner now knows the table's size; the other table's estimate was not retaken.
    expect(await estimatedRows('signin_failures')).toBe(100);
    expect(await estimatedRows('outside_site_turns')).toBeLessThan(10);

    expect(await analyzeChangedTables(database.db)).not.toContain('public.signin_failures');
  });

  it('vacuums a table once its dead rows pass 50 + 20% of its rows, and only that table', async () => {
    await database.db.delete(signinFailures);
    await database.db.delete(outsideSiteTurns);

    const vacuumed = await vacuumChangedTables(database.db);
    expect(vacuumed).toContain('public.signin_failures');
    expect(vacuumed).not.toContain('public.outside_site_turns');
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    expect(await deadRows('signin_failures')).toBe(0);
    expect(await deadRows('outside_site_turns')).toBe(10);
  });

  it('vacuums the job queue’s own tables too (its rows churn most)', async () => {
    for (let update = 0; update < 60; update += 1) {
      await database.db.execute(sql`update pgboss.version set cron_on = now()`);
    }
    expect(await vacuumChangedTables(database.db)).toContain('pgboss.version');
  });

  it('checkpoints once the log grew past the limit, and not again before it grows', async () => {
    await database.db.execute(sql`
      insert into outside_site_turns (site, next_at)
      select 'bulk-' || g, now() from generate_series(1, 20000) as g`);
    const megabyte = 1024 * 1024;

    expect(await checkpointIfLogGrew(database.db, megabyte)).toBe(true);
    expect(await checkpointIfLogGrew(database.db, megabyte)).toBe(false);
    expect(await checkpointIfLogGrew(database.db)).toBe(false);
  });

  it('sets a small write-ahead log for the next start', async () => {
    expect(await keepWriteAheadLogSmall(database.db)).toBe(true);
    const pending = await database.db.execute<{ name: string; setting: string }>(sql`
      select name, setting from pg_file_settings
      where name in ('max_wal_size', 'min_wal_size') and sourcefile like '%postgresql.auto.conf'
      order by name`);
    expect(pending.rows).toEqual([
      { name: 'max_wal_size', setting: '64MB' },
      { name: 'min_wal_size', setting: '32MB' },
    ]);
  });
  it('analyzes a large table from a smaller sample, and a small one from the whole default', async () => {
    await database.db.delete(signinFailures);
    await database.db.insert(signinFailures).values(failures(1_000, 'large'));
    // 1,000 rows count as large here: the sample is 3,000 rows, so all of them are read either
    // way, and the histogram's bounds show which target it was taken with.
    expect(await analyzeChangedTables(database.db, 500)).toContain('public.signin_failures');
    const bounds = await database.db.execute<{ count: number }>(sql`
      select array_length(histogram_bounds, 1) as count from pg_stats
      where tablename = 'signin_failures' and attname = 'identifier'`);
    expect(Number(bounds.rows[0]?.count)).toBe(11);

    await database.db.delete(signinFailures);
    await database.db.insert(signinFailures).values(failures(1_000, 'large'));
    expect(await analyzeChangedTables(database.db)).toContain('public.signin_failures');
    const full = await database.db.execute<{ count: number }>(sql`
      select array_length(histogram_bounds, 1) as count from pg_stats
      where tablename = 'signin_failures' and attname = 'identifier'`);
    expect(Number(full.rows[0]?.count)).toBe(101);
  });
});
