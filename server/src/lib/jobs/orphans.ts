import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { bossSchema } from './sql-adapter.ts';
import type { BossDb, SqlRows } from './sql-adapter.ts';

/**
 * Runs whose process died (SIGKILL, a crash, a lost machine) stay `active` in pg-boss until its
 * expiry (the job's timeout + a minute), then wait the queue's retry delay: a catalog refresh
 * killed mid-run came back after 8 minutes at the least. Instead (docs/decisions/014-orphaned-job-runs.md):
 *
 * - PostgreSQL: a node holds a session advisory lock, keyed by the job's id, on one connection of
 *   its own for as long as it works the job. A process that dies loses its connection, and so its
 *   locks, at once. Every node sweeps at start and every 10 s (`JobsTiming.orphanSweepSeconds`):
 *   an active job whose lock it can take is nobody's, and is handed back to the queue to run now.
 * - Embedded: one process holds the data directory (db/data-dir-lock.ts), so a job active when it
 *   starts is a dead process's: the sweep at start hands them all back.
 *
 * A job that used up its retries is left to pg-boss's expiry, which fails it for good.
 */
/**
 * A job fetched this recently is not swept: its node takes the lock just after the fetch, one
 * round trip later. A node whose event loop stalls longer may see its job run twice, which jobs
 * allow (they must be idempotent: upserts on natural keys).
 */
const fetchGraceSeconds = 5;

export interface HandedBack {
  id: string;
  name: string;
}

export interface RunLeases {
  /** Marks the job as worked by this live process; resolves to its release. */
  hold(jobId: string): Promise<() => Promise<void>>;
  /** Hands the dead processes' active jobs of these queues back; resolves to those jobs. */
  sweep(names: readonly string[]): Promise<HandedBack[]>;
  /** True when sweeping again while running finds anything (several processes share the data). */
  sharedDatabase: boolean;
  /** Runs `work` while no other process sharing the database runs theirs (start-up upkeep). */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const lockKey = 'hashtextextended($1::text, 0)';
/** The start-up upkeep's lock, keyed as a job's lease is (by its id, a UUID: never this). */
const upkeepLockName = 'upsolve.jobs.upkeep';

/**
 * One statement, so the locks taken to test are released at its commit. The lock is tried on the
 * candidates only (a CTE of its own): trying it on other jobs would, for that instant, refuse the
 * lease to a node that has just fetched one.
 */
function sweepStatement(graceSeconds: number): string {
  return `
    WITH candidates AS MATERIALIZED (
      SELECT id FROM ${bossSchema}.job
      WHERE name = ANY($1::text[]) AND state = 'active' AND retry_count < retry_limit
        AND started_on < now() - make_interval(secs => ${graceSeconds})
      FOR UPDATE SKIP LOCKED
    ), orphans AS MATERIALIZED (
      SELECT id FROM candidates WHERE pg_try_advisory_xact_lock(hashtextextended(id::text, 0))
    )
    UPDATE ${bossSchema}.job j SET state = 'retry', start_after = now()
    FROM orphans o
    WHERE j.id = o.id
    RETURNING j.id, j.name`;
}

function handedBackOf(result: SqlRows): HandedBack[] {
  return result.rows.flatMap((row) => {
    if (typeof row !== 'object' || row === null) return [];
    const id: unknown = Reflect.get(row, 'id');
    const name: unknown = Reflect.get(row, 'name');
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

function poolOf(db: Database): pg.Pool | null {
  const client: unknown = Reflect.get(db._.session, 'client');
  return client instanceof pg.Pool ? client : null;
}

/** `bossDb` runs the sweep (pg-boss's own statements' path, on either database). */
export function runLeasesFor(db: Database, bossDb: BossDb, log: FastifyBaseLogger): RunLeases {
  const pool = poolOf(db);
  if (pool !== null) return new PostgresLeases(pool, bossDb, log);
  return {
    hold: () => Promise.resolve(() => Promise.resolve()),
    // Run at start only, before any worker: every active job is a dead process's.
    sweep: async (names) => handedBackOf(await bossDb.executeSql(sweepStatement(0), [names])),
    sharedDatabase: false,
    // One process owns the embedded database.
    oneAtATime: (work) => work(),
    close: () => Promise.resolve(),
  };
}

class PostgresLeases implements RunLeases {
  readonly sharedDatabase = true;
  readonly #pool: pg.Pool;
  readonly #bossDb: BossDb;
  readonly #log: FastifyBaseLogger;
  #connection: Promise<pg.Client> | null = null;

  constructor(pool: pg.Pool, bossDb: BossDb, log: FastifyBaseLogger) {
    this.#pool = pool;
    this.#bossDb = bossDb;
    this.#log = log;
  }

  /**
   * The connection the locks live on, the pool's settings but none of its connections (a pool of
   * a test is small); a new one after it broke, whose locks went with it.
   */
  #client(): Promise<pg.Client> {
    if (this.#connection !== null) return this.#connection;
    const client = new pg.Client(this.#pool.options);
    const connecting = client.connect().then(() => client);
    const forget = () => {
      if (this.#connection === connecting) this.#connection = null;
    };
    client.on('error', (error) => {
      this.#log.warn({ err: error }, 'The connection holding job leases broke');
      forget();
      void client.end().catch(() => undefined);
    });
    connecting.catch(forget);
    this.#connection = connecting;
    return connecting;
  }

  async hold(jobId: string): Promise<() => Promise<void>> {
    const client = await this.#client();
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${lockKey}) AS locked`,
      [jobId],
    );
    // Taken already: another process works it too (a stall past the grace); both runs go on.
    if (rows[0]?.locked !== true) return () => Promise.resolve();
    return async () => {
      await client.query(`SELECT pg_advisory_unlock(${lockKey})`, [jobId]);
    };
  }

  /**
   * Each queue pg-boss makes is tables and constraints in one statement, and two made at once
   * deadlock: nodes starting together took turns losing until one gave up. The lock makes them
   * take turns instead; a node that dies holding it lets go with its connection.
   */
  async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const client = await this.#client();
    await client.query(`SELECT pg_advisory_lock(${lockKey})`, [upkeepLockName]);
    try {
      return await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${lockKey})`, [upkeepLockName]);
    }
  }

  async sweep(names: readonly string[]): Promise<HandedBack[]> {
    return handedBackOf(await this.#bossDb.executeSql(sweepStatement(fetchGraceSeconds), [names]));
  }

  async close(): Promise<void> {
    const connecting = this.#connection;
    this.#connection = null;
    if (connecting === null) return;
    const client = await connecting.catch(() => null);
    await client?.end().catch(() => undefined);
  }
}
