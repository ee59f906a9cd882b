import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: each table is
 * analyzed or vacuumed by itself, and only when it passed the threshold autovacuum would use
 * (its own settings, read from the database), so the embedded planner's statistics age as they
 * would on PostgreSQL. The thresholds scale with the table: a 50-row table is analyzed after 50
 * changed rows, a 20,000-problem table after 2,050, because a statistic 10% off leads the
 * planner to the same plan. Doing the whole database at once instead held every request for
 * 0.5-0.8 s every 5 minutes (the chat's worst delivery); a table is now done only when its rows
 * really changed, a small one takes milliseconds, and a large one is sampled less.
 */

interface TableRow extends Record<string, unknown> {
  schema_name: string;
  table_name: string;
}

/**
 * The embedded engine counts changes per backend and publishes them at most once a second, when
 * idle; this makes the next statement see every change made so far.
 */
async function publishTableStatistics(db: Database): Promise<void> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
}

function qualified(table: TableRow) {
  return sql`${sql.identifier(table.schema_name)}.${sql.identifier(table.table_name)}`;
}

function names(tables: TableRow[]): string[] {
  return tables.map((table) => `${table.schema_name}.${table.table_name}`);
}

/** Rows past which a table is analyzed from a smaller sample (`largeTableStatisticsTarget`). */
export const largeTableRows = 50_000;

/**
 * The statistics target a large table is analyzed with: a sample of 300 × 10 = 3,000 rows instead
 * of 30,000. ANALYZE of the chat's 87,000 messages took 140-170 ms at the default target (every
 * request waits meanwhile on the embedded database), 13-18 ms at this one (measured beside each
 * other, docs/performance.md). 3,000 rows still see every common value of an id column that has
 * a few hundred, which is what the planner's estimates for the large tables rest on.
 */
const largeTableStatisticsTarget = 10;

interface DueTable extends TableRow {
  rows: number;
}

/**
 * ANALYZEs each table (pg-boss's included) whose rows changed since its last ANALYZE more than
 * autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × its rows (50 + 10%); one of
 * over `largeRows` rows from a smaller sample. Resolves to the tables analyzed.
 */
export async function analyzeChangedTables(
  db: Database,
  largeRows = largeTableRows,
): Promise<string[]> {
  await publishTableStatistics(db);
  const due = await db.execute<DueTable>(sql`
    select s.schemaname as schema_name, s.relname as table_name,
      greatest(c.reltuples, s.n_live_tup, 0)::float8 as rows
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
      + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)
    order by s.schemaname, s.relname
  `);
  for (const table of due.rows) {
    if (Number(table.rows) <= largeRows) {
      await db.execute(sql`analyze ${qualified(table)}`);
      continue;
    }
    // SET LOCAL ends with the transaction: nothing else is analyzed from the smaller sample.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`set local default_statistics_target = ${largeTableStatisticsTarget}`),
      );
      await tx.execute(sql`analyze ${qualified(table)}`);
    });
  }
  return names(due.rows);
}

/**
 * VACUUMs each table (pg-boss's included: its queue churns most) past one of autovacuum's
 * thresholds: dead rows over 50 + 20% of its rows (the space they hold is reused), rows inserted
 * since its last VACUUM over 1,000 + 20% (so index-only scans stay index-only), or a transaction
 * id age past autovacuum_freeze_max_age (before the engine would stop taking writes to avoid
 * wraparound). Resolves to the tables vacuumed.
 */
export async function vacuumChangedTables(db: Database): Promise<string[]> {
  await publishTableStatistics(db);
  const due = await db.execute<TableRow>(sql`
    select s.schemaname as schema_name, s.relname as table_name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
        + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
        + current_setting('autovacuum_vacuum_insert_scale_factor')::float8
          * greatest(c.reltuples, 0)
      or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::float8
    order by s.schemaname, s.relname
  `);
  for (const table of due.rows) await db.execute(sql`vacuum ${qualified(table)}`);
  return names(due.rows);
}

/** The write-ahead log the embedded database keeps (see `keepWriteAheadLogSmall`). */
const walMegabytes = { max: 64, min: 32 };
const maxWalSize = `${walMegabytes.max}MB`;
const minWalSize = `${walMegabytes.min}MB`;

/**
 * The embedded engine takes no checkpoint by itself (no background process), so its
 * write-ahead log grew by every write until the server stopped: 225 MB of a 277 MB data
 * directory in a test. Once more than `limitBytes` (max_wal_size) was written since the last checkpoint, this
 * takes one, which lets the engine recycle the log; it holds requests while it writes the
 * changed pages out, so it runs only then. Resolves to whether it checkpointed.
 */
export async function checkpointIfLogGrew(
  db: Database,
  limitBytes = walMegabytes.max * 1024 * 1024,
): Promise<boolean> {
  const written = await db.execute<{ due: boolean }>(sql`
    select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn) > ${limitBytes} as due
    from pg_control_checkpoint()
  `);
  if (written.rows[0]?.due !== true) return false;
  await db.execute(sql`checkpoint`);
  return true;
}

/**
 * Sets max_wal_size (1 GB by default) low: the log files a checkpoint recycles are kept up to
 * about that size. The engine reads it at its next start (it cannot reload its settings while
 * running). Resolves to whether it had to be changed.
 */
export async function keepWriteAheadLogSmall(db: Database): Promise<boolean> {
  const current = await db.execute<{ max: string; min: string }>(
    sql`select current_setting('max_wal_size') as max, current_setting('min_wal_size') as min`,
  );
  const setting = current.rows[0];
  if (setting?.max === maxWalSize && setting.min === minWalSize) return false;
  await db.execute(sql.raw(`alter system set max_wal_size = '${maxWalSize}'`));
  await db.execute(sql.raw(`alter system set min_wal_size = '${minWalSize}'`));
  return true;
}
