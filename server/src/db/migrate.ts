import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { asPglite } from './embedded-client.ts';
import type { EmbeddedClient } from './embedded-client.ts';

/**
 * Key of the session-level advisory lock that serialises migrations when several nodes start at
 * once (an arbitrary constant: "upsolve" in ASCII).
 */
const migrationLockKey = 0x7570736f6c7665n;

/** A migration that failed to apply: start-up stops with this one line (the SQL error's text). */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Runs the migrator, naming a failure as a migration failure rather than a bare SQL error. */
async function applying(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const reason = error instanceof Error ? causeMessage(error) : String(error);
    throw new MigrationError(`Applying the database migrations failed: ${reason}`, {
      cause: error,
    });
  }
}

/** Drizzle wraps the driver's error ("Failed query: ...") and keeps the useful text in `cause`. */
function causeMessage(error: Error): string {
  return error.cause instanceof Error ? error.cause.message : error.message;
}

interface QueryClient {
  query: <Row>(statement: string) => Promise<{ rows: Row[] }>;
}

/** How many migrations the database has recorded (0 before the first). */
async function appliedMigrations(client: QueryClient): Promise<number> {
  const table = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (table.rows[0]?.exists !== true) return 0;
  const counted = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return counted.rows[0]?.count ?? 0;
}

/**
 * Runs `migrate`, then ANALYZE when it applied anything: new tables and indexes start without
 * statistics, and the planner would guess (PGlite never gathers them by itself).
 */
async function migrateAndAnalyze(client: QueryClient, migrate: () => Promise<void>) {
  const before = await appliedMigrations(client);
  await applying(migrate);
  if ((await appliedMigrations(client)) !== before) await client.query('analyze');
}

/** Applies the committed SQL migrations to an embedded database (one process owns it). */
export async function migratePgliteDatabase(client: PGlite | EmbeddedClient): Promise<void> {
  await migrateAndAnalyze(client, () =>
    migratePglite(drizzlePglite({ client: asPglite(client) }), { migrationsFolder }),
  );
}

/**
 * Applies the committed SQL migrations to PostgreSQL. One dedicated connection holds an advisory
 * lock for the whole run, so a second node waits and then finds nothing left to apply. Resolves
 * true when the database had no Upsolve tables before (this run created them).
 */
export async function migratePostgresDatabase(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      const before = await client.query<{ empty: boolean }>(
        "select to_regclass('public.users') is null as empty",
      );
      await migrateAndAnalyze(client, () =>
        migrateNodePg(drizzleNodePg({ client }), { migrationsFolder }),
      );
      return before.rows[0]?.empty ?? false;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    await client.end();
  }
}
