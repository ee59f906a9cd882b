import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database `upsolve_e2e_<random>` on the server of `adminUrl`, so a run never
 * sees another run's rows; `drop()` removes it, closing any connection left open.
 */
export async function createTemporaryDatabase(adminUrl: string): Promise<TemporaryDatabase> {
  const name = `upsolve_e2e_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
