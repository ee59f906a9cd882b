import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Which database the server tests run on; set per Vitest project in server/vitest.config.ts. */
export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKindVariable = 'UPSOLVE_TEST_DATABASE';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env[testDatabaseKindVariable] === 'postgres' ? 'postgres' : 'pglite';
}

/** The PostgreSQL server of TEST_DATABASE_URL, used to create one database per test file. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') {
    throw new Error('The server-postgres test project needs TEST_DATABASE_URL to be set.');
  }
  return url;
}

export function databaseUrlWithName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the server's admin database (CREATE/DROP DATABASE cannot be pooled). */
export async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`);
}
