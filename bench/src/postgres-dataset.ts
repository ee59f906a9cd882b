import pg from 'pg';
import { openDatabase } from '../../server/src/db/client.ts';
import { generateData } from './data.ts';
import { datasetFacts } from './facts.ts';
import type { DatasetFacts } from './facts.ts';
import type { Scale } from './data.ts';
import { finishedFacts } from './dataset.ts';
import type { DatasetMarker } from './dataset.ts';

/** The PostgreSQL server the bench creates its databases on, as a URL any database of it works in. */
export function benchAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

export const defaultAdminUrl = 'postgres://postgres@127.0.0.1:5432/test';

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names are made by the bench from a fixed prefix and a scale name, never from input. */
function quoted(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name ${name}`);
  return `"${name}"`;
}

export interface PostgresDataset {
  name: string;
  facts: DatasetFacts;
}

/**
 * A database `upsolve_bench_<scaleName>` filled at `scale`: generated on first use, then reused.
 * The database's comment, written last, is the marker that tells a finished data set from a
 * half-made one (it holds the scale and the facts the bench needs).
 */
export async function postgresDataset(
  adminUrl: string,
  scaleName: string,
  scale: Scale,
): Promise<PostgresDataset> {
  const name = `upsolve_bench_${scaleName}`;
  const markerText = await withAdmin(adminUrl, async (client) => {
    const result = await client.query<{ marker: string | null }>(
      `select shobj_description(oid, 'pg_database') as marker from pg_database where datname = $1`,
      [name],
    );
    return result.rows[0]?.marker ?? null;
  });
  const reused = finishedFacts(markerText, scale);
  if (reused !== null) return { name, facts: reused };

  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
  const started = performance.now();
  console.log(`Generating the data set "${name}" in PostgreSQL (${JSON.stringify(scale)}) ...`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
  let facts: DatasetFacts;
  try {
    facts = datasetFacts(await generateData(handle.db, scale));
  } finally {
    await handle.close();
  }
  const marker = JSON.stringify({ scale, facts } satisfies DatasetMarker);
  await withAdmin(adminUrl, (client) =>
    client.query(`comment on database ${quoted(name)} is ${client.escapeLiteral(marker)}`),
  );
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { name, facts };
}

/**
 * A throwaway copy of the data set's database (a template copy, no regeneration): the bench signs
 * in and writes, and the kept data set must stay as generated.
 */
export async function postgresWorkingCopy(
  adminUrl: string,
  dataset: PostgresDataset,
): Promise<{ url: string; remove: () => Promise<void> }> {
  // Named by process, so two runs at once (a developer's and the test suite's) never share one.
  const copy = `${dataset.name}_run_${process.pid}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoted(copy)} with (force)`);
    await client.query(
      `create database ${quoted(copy)} template ${quoted(dataset.name)} strategy file_copy`,
    );
  });
  return {
    url: databaseUrl(adminUrl, copy),
    remove: () =>
      withAdmin(adminUrl, async (client) => {
        await client.query(`drop database if exists ${quoted(copy)} with (force)`);
      }),
  };
}
