import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Key of the session-level advisory lock that serialises migrations when several nodes start at
 * once (an arbitrary constant: "upsolve" in ASCII).
 */
const migrationLockKey = 0x7570736f6c7665n;

/** Applies the committed SQL migrations to an embedded database (one process owns it). */
export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * Applies the committed SQL migrations to PostgreSQL. One dedicated connection holds an advisory
 * lock for the whole run, so a second node waits and then finds nothing left to apply.
 */
export async function migratePostgresDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    await client.end();
  }
}
