import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createEmbeddedDataDirectory } from './create-embedded.ts';
import { asPglite, EmbeddedClient } from './embedded-client.ts';
import { embeddedStartSettings } from './embedded-engine.ts';
import { lockDataDirectory } from './data-dir-lock.ts';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

interface QueryRows<TRow> {
  rows: Assume<TRow, Record<string, unknown>>[];
}

/** What both drivers' raw results share: `db.execute(sql)` gives `{ rows }`. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

/** The Drizzle database, the same type whether PGlite or node-postgres is underneath. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle, for services that take either the database or a transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** Statements waiting for a connection (PGlite in this thread runs them as they come: 0). */
  waiting: () => number;
}

/** An opened database, and whether this start created it (told to the operator at start). */
export interface OpenedDatabase extends DatabaseHandle {
  createdNow: boolean;
}

export { createPglite, embeddedEngineSettings } from './embedded-engine.ts';

/** Wraps an open PGlite (embedded PostgreSQL): in this thread, or on its own (EmbeddedClient). */
export function databaseFromPglite(client: PGlite | EmbeddedClient): DatabaseHandle {
  const db: Database = drizzlePglite({ client: asPglite(client), schema });
  const waiting = () => (client instanceof EmbeddedClient ? client.waiting() : 0);
  return { db, kind: 'pglite', close: () => client.close(), waiting };
}

/** Wraps a node-postgres pool. */
export function databaseFromPool(pool: pg.Pool): DatabaseHandle {
  const db: Database = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end(), waiting: () => pool.waitingCount };
}

/** How long a request waits for a new PostgreSQL connection before answering 503. */
const connectTimeoutMs = 5_000;

/**
 * Opens and migrates the database: embedded PGlite in `DATA_DIR/db` when no DATABASE_URL is set
 * (the first start creates it), else a node-postgres pool.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl !== undefined) {
    const createdNow = await migratePostgresDatabase(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle connection the database dropped (a restart) errors here, not in a query: without a
    // listener Node would end the process. The pool has already let it go and connects anew.
    pool.on('error', () => undefined);
    return { ...databaseFromPool(pool), createdNow };
  }
  const directory = path.join(options.dataDir, 'db');
  // PostgreSQL writes PG_VERSION when it initialises a data directory.
  const createdNow = !existsSync(path.join(directory, 'PG_VERSION'));
  await mkdir(directory, { recursive: true });
  const unlock = await lockDataDirectory(directory);
  let client: EmbeddedClient | undefined;
  try {
    if (createdNow) await createEmbeddedDataDirectory(directory, embeddedStartSettings());
    // On a thread of its own, so that its statements leave this thread to the requests.
    client = await EmbeddedClient.open({ dataDir: directory });
    await migratePgliteDatabase(client);
  } catch (error) {
    await client?.close();
    await unlock();
    throw error;
  }
  const handle = databaseFromPglite(client);
  return {
    ...handle,
    createdNow,
    close: async () => {
      await handle.close();
      await unlock();
    },
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
