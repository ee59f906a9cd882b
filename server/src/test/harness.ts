import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { App, BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config, Environment } from '../config.ts';
import { outsideSitesEnv } from './outside-sites/fake-sites.ts';
import { createPglite, databaseFromPglite, databaseFromPool } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import {
  databaseUrlWithName,
  dropDatabase,
  randomDatabaseName,
  runAdminStatement,
  testDatabaseKind,
  testDatabaseUrl,
} from './test-database.ts';

export interface TestDatabase {
  db: Database;
  close: () => Promise<void>;
}

let pgliteTemplate: Promise<Blob> | null = null;

async function createPgliteDatabase(): Promise<TestDatabase> {
  pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  const client = await createPglite({ loadDataDir: await pgliteTemplate });
  return databaseFromPglite(client);
}

/** A PostgreSQL database of its own: its address, and how to drop it. */
export interface PostgresDatabaseUrl {
  url: string;
  drop: () => Promise<void>;
}

/** A new migrated PostgreSQL database of the template, for a test that connects by itself. */
export async function createPostgresDatabaseUrl(): Promise<PostgresDatabaseUrl> {
  const serverUrl = testDatabaseUrl();
  const name = randomDatabaseName('upsolve_test');
  const template = inject('postgresTemplateDatabase');
  await runAdminStatement(serverUrl, `create database "${name}" template "${template}"`);
  return { url: databaseUrlWithName(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const created = await createPostgresDatabaseUrl();
  const pool = new pg.Pool({ connectionString: created.url, max: 5 });
  // pool.end() resolves once it has asked its connections to close, not once they have: a
  // DROP ... WITH (FORCE) right after it would kill a closing connection, whose FATAL error then
  // reaches no listener. Waiting for each connection's 'end' event closes that race.
  const connectionsClosed: Promise<void>[] = [];
  pool.on('connect', (client) => {
    connectionsClosed.push(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const handle = databaseFromPool(pool);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await Promise.all(connectionsClosed);
      await created.drop();
    },
  };
}

/** A fresh, migrated database: a PGlite clone of the template, or a new PostgreSQL database. */
export function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind() === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

/**
 * Where the outside sites are in tests that do not fake them: a closed port on this machine, so
 * a test app that listens (and so refreshes contests) fails at once and nothing leaves the
 * machine. Tests of the sites point these at `startFakeSites()` (test/outside-sites/).
 */
const noSite = 'http://127.0.0.1:9';

/**
 * The configuration tests run with: quiet logs (unless LOG_LEVEL is set), limits high enough
 * that only tests about limits meet them, and no outside site. `env` overrides any variable.
 */
export function testConfig(env: Environment = {}): Config {
  const unlimited = String(1_000_000);
  return loadConfig({
    ...outsideSitesEnv(noSite),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    HOST: '127.0.0.1',
    DATA_DIR: 'data-unused-by-tests',
    RATE_LIMIT_SIGNIN_PER_MIN: unlimited,
    RATE_LIMIT_SIGNUP_PER_HOUR: unlimited,
    RATE_LIMIT_FORGOT_PER_HOUR: unlimited,
    RATE_LIMIT_MESSAGES_PER_30S: unlimited,
    RATE_LIMIT_INVITATIONS_PER_DAY: unlimited,
    RATE_LIMIT_AI_PER_MIN: unlimited,
    RATE_LIMIT_AI_PER_DAY: unlimited,
    // The AI provider too is an address nobody answers, unless a test points it at test/fake-ai.ts.
    AI_BASE_URL: noSite,
    RATE_LIMIT_SEARCH_PER_MIN: unlimited,
    RATE_LIMIT_WRITES_PER_MIN: unlimited,
    RATE_LIMIT_READS_PER_MIN: unlimited,
    ...env,
  });
}

export interface TestAppOptions {
  /** Environment variables for this app, e.g. `{ RATE_LIMIT_SIGNIN_PER_MIN: '2' }`. */
  env?: Environment;
  /** Share a database with another test app instead of creating a fresh one. */
  database?: TestDatabase;
  /** Directory of a built SPA; defaults to a path that does not exist. */
  webDistDir?: string;
  /** Receives the app's log lines (set LOG_LEVEL in `env` to get any). */
  logStream?: { write: (line: string) => void };
  /** Listen for `npm run admin` on this socket (the app's own database has none by default). */
  adminSocketPath?: string;
  /** The AI assistant's options (a short silence allowed the provider, a provider of its own). */
  ai?: BuildAppOptions['ai'];
  /** Linked handles' sites: shorter intervals and pages. */
  handles?: BuildAppOptions['handles'];
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** Closes the app and, unless it was shared, drops its database. */
  close: () => Promise<void>;
}

/** The whole app on a fresh migrated database, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const app = await buildApp(config, {
    db: database.db,
    dbKind: testDatabaseKind(),
    webDistDir: options.webDistDir ?? '/nonexistent/upsolve-web-dist',
    logStream: options.logStream,
    adminSocketPath: options.adminSocketPath,
    ai: options.ai,
    handles: options.handles,
  });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      if (options.database === undefined) await database.close();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that start a test app for the file and close it afterwards.
 * The returned object's fields are usable inside tests and beforeEach/afterEach hooks.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return lazyTestApp(() => current);
}

/** A TestApp whose fields are read once `beforeAll` has started it. */
export function lazyTestApp(started: () => TestApp | undefined): TestApp {
  const ready = (): TestApp => {
    const current = started();
    if (current === undefined) {
      throw new Error('The test app starts in beforeAll: use it inside tests or hooks.');
    }
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get config() {
      return ready().config;
    },
    close: () => ready().close(),
  };
}

/** Deletes a test run's keys (the real-time stream, presence, counters) from a shared Redis. */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix.replaceAll(/[*?[\]\\]/g, '\\$&')}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/**
 * Two nodes of one deployment for the file: two apps on one database, talking through Redis at
 * `redisUrl` under a key prefix of their own, as several server processes would. `more` gives
 * both nodes' other options (read when they start, so a fake site started before is there).
 */
export function useTwoNodes(
  redisUrl: string,
  more: () => TestAppOptions = () => ({}),
): { nodeA: TestApp; nodeB: TestApp } {
  let database: TestDatabase | undefined;
  let nodes: [TestApp, TestApp] | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    const options = more();
    const env = {
      ...options.env,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `upsolve-test-${randomUUID()}:`,
    };
    const node = () => createTestApp({ ...options, database, env });
    nodes = [await node(), await node()];
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.close();
    await database?.close();
    if (nodes !== undefined) await dropRedisKeys(redisUrl, nodes[0].config.redisPrefix);
  });
  return { nodeA: lazyTestApp(() => nodes?.[0]), nodeB: lazyTestApp(() => nodes?.[1]) };
}
