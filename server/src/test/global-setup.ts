import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite } from '../db/client.ts';
import { migratePgliteDatabase, migratePostgresDatabase } from '../db/migrate.ts';
import { bossSchema } from '../lib/jobs/sql-adapter.ts';
import {
  databaseUrlWithName,
  dropDatabase,
  randomDatabaseName,
  runAdminStatement,
  testDatabaseKindVariable,
  testDatabaseUrl,
} from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite project: a tarball of a migrated data directory, cloned by every test file. */
    pgliteTemplateFile: string;
    /** PostgreSQL project: a migrated database every test file copies with CREATE DATABASE. */
    postgresTemplateDatabase: string;
  }
}

/**
 * The job queue's tables (pg-boss's schema), which an app's first start creates on a new
 * database: made once in the template, they spare every test file's first app about a second.
 */
const jobQueueTables = PgBoss.getConstructionPlans(bossSchema);

async function preparePgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'upsolve-test-template-'));
  const client = await createPglite();
  await migratePgliteDatabase(client);
  await client.exec(jobQueueTables);
  // The dump copies the data files: without a checkpoint first, the copy lost the statistics the
  // migration's ANALYZE had just taken of a table a migration rewrote (problems, in 0007).
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(directory, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateDatabase', '');
  return () => rm(directory, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testDatabaseUrl();
  const name = randomDatabaseName('upsolve_template');
  await runAdminStatement(serverUrl, `create database "${name}"`);
  const url = databaseUrlWithName(serverUrl, name);
  await migratePostgresDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(jobQueueTables).finally(() => client.end());
  project.provide('postgresTemplateDatabase', name);
  project.provide('pgliteTemplateFile', '');
  return () => dropDatabase(serverUrl, name);
}

/** Migrates one template database per test run; each test file gets a fresh copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches test workers only; here it is read from the project's config.
  const kind = project.config.env[testDatabaseKindVariable];
  return kind === 'postgres' ? preparePostgresTemplate(project) : preparePgliteTemplate(project);
}
