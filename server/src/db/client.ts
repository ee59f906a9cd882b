import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createEmbeddedDataDirectory } from './create-embedded.ts';
import { asPglite, EmbeddedClient } from './embedded-client.ts';
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
}

/** An opened database, and whether this start created it (told to the operator at start). */
export interface OpenedDatabase extends DatabaseHandle {
  createdNow: boolean;
}

/**
 * Settings the embedded engine starts with, after PGlite's own. PostgreSQL's shared buffers
 * (128 MB by default) live in PGlite's WebAssembly memory and are resident from the start: 16 MB
 * keeps an idle server near 240 MiB instead of 375 MiB. Pages that do not fit are read from the data
 * files through the operating system's cache, which the bench measured no slower
 * (docs/performance.md, "Memory of the embedded database").
 */
export const embeddedEngineSettings = ['shared_buffers=16MB'];

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), which PGlite must be given
 * when it starts: the collaborator search's trigram index needs pg_trgm. Every embedded database,
 * tests' included, is opened through here so that the two databases run the same migrations.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, ...embeddedStartSettings()];
  return PGlite.create({ ...options, extensions: { pg_trgm }, startParams });
}

function embeddedStartSettings(): string[] {
  return embeddedEngineSettings.flatMap((setting) => ['-c', setting]);
}

/** Wraps an open PGlite (embedded PostgreSQL): in this thread, or on its own (EmbeddedClient). */
export function databaseFromPglite(client: PGlite | EmbeddedClient): DatabaseHandle {
  const db: Database = drizzlePglite({ client: asPglite(client), schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Wraps a node-postgres pool. */
export function databaseFromPool(pool: pg.Pool): DatabaseHandle {
  const db: Database = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
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
    client = await EmbeddedClient.open({
      dataDir: directory,
      startParams: [...PGlite.defaultStartParams, ...embeddedStartSettings()],
    });
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
