import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { EmbeddedClient } from '../../db/embedded-client.ts';
import type { PgliteCalls } from '../../db/embedded-client.ts';
import plans from 'pg-boss/src/plans.js';
import type { Executor } from '../../db/client.ts';

/** pg-boss keeps its queue in this schema of the application's own database. */
export const bossSchema = 'pgboss';

export interface SqlRows {
  rows: unknown[];
}

/** What pg-boss's `db` option asks for: one function that runs a statement. */
export interface BossDb {
  executeSql: (text: string, values?: unknown[]) => Promise<SqlRows>;
}

/** A database, or an open transaction on one, that pg-boss can run its statements on. */
export interface JobsSql extends BossDb {
  /** True while a statement is in flight. */
  busy: () => boolean;
  /** Resolves once no statement is in flight (the app closes the database only after). */
  idle: () => Promise<void>;
}

export type SqlFailure = (error: unknown, statement: string) => void;

interface PgLikeClient {
  /** node-postgres answers a script of several statements with one result each. */
  query: (text: string, values?: unknown[]) => Promise<SqlRows | SqlRows[]>;
}

/** A script's answer is its last statement's, on either driver. */
function lastOf(results: SqlRows | SqlRows[]): SqlRows {
  if (!Array.isArray(results)) return results;
  return results.at(-1) ?? { rows: [] };
}

type DriverClient =
  | { kind: 'pglite'; client: PgliteCalls }
  | { kind: 'pglite-transaction'; client: Transaction }
  | { kind: 'postgres'; client: PgLikeClient };

function hasFunction(value: object, name: string): boolean {
  return typeof Reflect.get(value, name) === 'function';
}

/**
 * The driver under a Drizzle database or transaction: PGlite, a PGlite transaction, a pg pool or
 * a pool's client. Drizzle keeps it on its session, which its types do not name.
 */
function driverOf(db: Executor): DriverClient {
  const client: unknown = Reflect.get(db._.session, 'client');
  if (client instanceof PGlite || client instanceof EmbeddedClient)
    return { kind: 'pglite', client };
  if (typeof client !== 'object' || client === null || !hasFunction(client, 'query')) {
    throw new Error('The jobs adapter needs a PGlite or node-postgres database.');
  }
  if (hasFunction(client, 'exec') && hasFunction(client, 'rollback')) {
    return { kind: 'pglite-transaction', client: client as Transaction };
  }
  return { kind: 'postgres', client: client as PgLikeClient };
}

async function runOnPglite(
  client: PgliteCalls,
  text: string,
  values: unknown[] | undefined,
): Promise<SqlRows> {
  try {
    // With values (even none) it is one statement: the extended protocol.
    if (values !== undefined) return await client.query(text, values);
    // Without values it may be one of pg-boss's scripts (BEGIN; ...; COMMIT), which only the
    // simple protocol runs. It runs inside PGlite's own transaction, so that a script failing
    // half-way is rolled back before anything else can reach the one connection, which would
    // otherwise stay in an aborted transaction and fail every statement of the app after it. The
    // script's own BEGIN and COMMIT are then mere warnings.
    return lastOf(await client.transaction((transaction) => transaction.exec(text)));
  } catch (error) {
    if (client.isInTransaction()) await client.exec('rollback');
    throw error;
  }
}

function runOn(driver: DriverClient, text: string, values: unknown[] | undefined) {
  switch (driver.kind) {
    case 'pglite':
      return runOnPglite(driver.client, text, values);
    case 'pglite-transaction':
      // Inside the application's transaction: a failure aborts it, and its owner rolls it back.
      return values === undefined
        ? driver.client.exec(text).then(lastOf)
        : driver.client.query(text, values);
    case 'postgres':
      // A pool destroys a connection that failed; a transaction's client is its owner's to end.
      return driver.client.query(text, values).then(lastOf);
  }
}

/**
 * pg-boss's `work()` marks a worked job completed or failed without awaiting it, and Node 20 ends
 * the process on an unhandled rejection. Those two statements answer a failure as "no job
 * changed" instead: the job stays active until pg-boss's expiry fails it, and then it is retried.
 */
const unawaitedStatements = new Set([
  plans.completeJobs(bossSchema),
  plans.failJobsById(bossSchema),
]);

/**
 * pg-boss's `db` for the application's database or one of its transactions. Every failure is
 * reported to `onFailure` first, since pg-boss's `fetch()` swallows errors.
 */
export function jobsSqlFor(db: Executor, onFailure: SqlFailure): JobsSql {
  const driver = driverOf(db);
  const inFlight = new Set<Promise<unknown>>();
  const run = async (text: string, values: unknown[] | undefined): Promise<SqlRows> => {
    try {
      return await runOn(driver, text, values);
    } catch (error) {
      onFailure(error, text);
      if (unawaitedStatements.has(text)) return { rows: [{ count: 0 }] };
      throw error;
    }
  };
  return {
    executeSql: (text, values) => {
      const running = run(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    busy: () => inFlight.size > 0,
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
