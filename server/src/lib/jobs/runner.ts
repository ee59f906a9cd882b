import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobRunRow } from '../../db/schema/index.ts';
import { defaults } from './definition.ts';
import type { FinishedRun, JobDefinition, SendOptions } from './definition.ts';
import { attempt } from './attempt.ts';
import { runLeasesFor } from './orphans.ts';
import type { RunLeases } from './orphans.ts';
import { applySchedules, prepareQueue, whileNodesRace } from './queues.ts';
import { errorText, lastRun, recordFinish, recordStart } from './runs.ts';
import { bossSchema, jobsSqlFor } from './sql-adapter.ts';
import type { JobsSql, SqlFailure } from './sql-adapter.ts';

/** How often pg-boss looks for work; tests shorten the cron timers. */
export interface JobsTiming {
  interactivePollSeconds: number;
  backgroundPollSeconds: number;
  /** How often a node checks the schedules (one node per interval sends what is due). */
  cronCheckSeconds: number;
  /** How often a node turns due schedules into jobs. */
  cronWorkerSeconds: number;
  /** How often a node on PostgreSQL hands back the runs of dead processes (lib/jobs/orphans.ts). */
  orphanSweepSeconds: number;
}

export const defaultTiming: JobsTiming = {
  // pg-boss's least. A job sent on this node wakes a worker at once; one queued in a transaction,
  // sent by another node or due for a retry is found by the next poll, so it starts within a
  // second. One job at a time per poll (batch size 1): a batch would hold quick jobs behind slow
  // ones, and `concurrency` gives a job more workers instead.
  interactivePollSeconds: 0.5,
  // Scheduled work may start seconds late; fewer polls leave the embedded database's one thread
  // to the requests.
  backgroundPollSeconds: 10,
  cronCheckSeconds: 30,
  cronWorkerSeconds: 5,
  orphanSweepSeconds: 10,
};

/**
 * The most pg-boss's graceful stop waits for runs before it fails them (they are retried). Runs
 * end at once on stop anyway (their signal aborts), so a shutdown stays quick.
 */
const stopTimeoutMs = 5000;

const jobNamePattern = /^[a-z][a-z0-9._-]*$/;

/** What the rest of the server uses (`app.jobs`). */
export interface Jobs {
  /** Registers a job (before the app is ready); returns it, for `send`. */
  define<Data extends object>(job: JobDefinition<Data>): JobDefinition<Data>;
  /** Queues one run of `job` with `data`; resolves to the job's id. */
  send<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options?: SendOptions,
  ): Promise<string>;
  /**
   * Queues one run of `job` unless one was queued by any node in the same slot of `slotSeconds`
   * (pg-boss's singletonSeconds, keyed by the job's name): the start-up work of nodes that start
   * together runs once. Resolves to the job's id, or null when that slot's run was queued already.
   */
  sendOnce<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    slotSeconds: number,
  ): Promise<string | null>;
  /** The last run of a job (its name, or `<name>:<key>` for a `runKey`), null before the first. */
  lastRun(runName: string): Promise<JobRunRow | null>;
  /** True once the server began to stop: sends fail from then on, as they should. */
  readonly stopped: boolean;
  /** Calls `listener` after each run on this node ends; returns the unsubscribe. */
  onFinished(listener: (run: FinishedRun) => void): () => void;
}

function firstWords(statement: string): string {
  return statement.replaceAll(/\s+/g, ' ').trim().slice(0, 120);
}

/** The job queue of one node: pg-boss on the application's database, with a record of runs. */
export class JobRunner implements Jobs {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #timing: JobsTiming;
  readonly #boss: PgBoss;
  readonly #sql: JobsSql;
  readonly #onSqlFailure: SqlFailure;
  readonly #leases: RunLeases;
  #sweeper: NodeJS.Timeout | undefined;
  readonly #definitions = new Map<string, JobDefinition<object>>();
  readonly #workerIds = new Map<string, string[]>();
  readonly #running = new Set<Promise<void>>();
  readonly #closing = new AbortController();
  readonly #finishedListeners = new Set<(run: FinishedRun) => void>();
  #state: 'defining' | 'started' | 'stopped' = 'defining';

  constructor(options: { db: Database; log: FastifyBaseLogger; timing?: Partial<JobsTiming> }) {
    this.#db = options.db;
    this.#log = options.log;
    this.#timing = { ...defaultTiming, ...options.timing };
    this.#onSqlFailure = (error, statement) =>
      this.#log.warn(
        { err: error, statement: firstWords(statement) },
        'A job queue statement failed',
      );
    this.#sql = jobsSqlFor(this.#db, this.#onSqlFailure);
    this.#leases = runLeasesFor(this.#db, this.#sql, this.#log);
    this.#boss = new PgBoss({
      db: this.#sql,
      schema: bossSchema,
      cronMonitorIntervalSeconds: this.#timing.cronCheckSeconds,
      cronWorkerIntervalSeconds: this.#timing.cronWorkerSeconds,
    });
    // Without a listener an 'error' event would throw; pg-boss retries on its next timer anyway.
    this.#boss.on('error', (error) =>
      this.#log.warn({ err: error }, 'The job queue failed a task'),
    );
  }

  define<Data extends object>(job: JobDefinition<Data>): JobDefinition<Data> {
    if (this.#state !== 'defining') {
      throw new Error(`Define job ${job.name} before the app starts.`);
    }
    if (!jobNamePattern.test(job.name)) throw new Error(`Job name ${job.name} is not allowed.`);
    if (this.#definitions.has(job.name)) throw new Error(`Job ${job.name} is defined twice.`);
    this.#definitions.set(job.name, job);
    return job;
  }

  async send<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options: SendOptions = {},
  ): Promise<string> {
    this.#assertSendable(job);
    const sendOptions: PgBoss.SendOptions = {};
    if (options.startAfterSeconds !== undefined) sendOptions.startAfter = options.startAfterSeconds;
    if (options.transaction !== undefined) {
      sendOptions.db = jobsSqlFor(options.transaction, this.#onSqlFailure);
    }
    const id = await this.#boss.send(job.name, data, sendOptions);
    if (id === null) throw new Error(`Job ${job.name} was not queued.`);
    // Not queued yet until its transaction commits, nor due yet when it waits: polls find those.
    if (options.transaction === undefined && options.startAfterSeconds === undefined) {
      this.#notifyWorkers(job);
    }
    return id;
  }

  #assertSendable(job: JobDefinition<object>): void {
    if (this.#state !== 'started') {
      throw new Error(`Job ${job.name} sent while the app is not running.`);
    }
    if (this.#definitions.get(job.name) !== job) throw new Error(`Job ${job.name} is not defined.`);
  }

  #notifyWorkers(job: JobDefinition<object>): void {
    for (const workerId of this.#workerIds.get(job.name) ?? []) this.#boss.notifyWorker(workerId);
  }

  async sendOnce<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    slotSeconds: number,
  ): Promise<string | null> {
    this.#assertSendable(job);
    const id = await this.#boss.send(job.name, data, {
      singletonKey: job.name,
      singletonSeconds: slotSeconds,
    });
    if (id !== null) this.#notifyWorkers(job);
    return id;
  }

  lastRun(runName: string): Promise<JobRunRow | null> {
    return lastRun(this.#db, runName);
  }

  onFinished(listener: (run: FinishedRun) => void): () => void {
    this.#finishedListeners.add(listener);
    return () => this.#finishedListeners.delete(listener);
  }

  /** Whether `stop` was called: the server is shutting down, and sends would fail. */
  get stopped(): boolean {
    return this.#state === 'stopped';
  }

  /** Starts pg-boss, brings each job's queue and schedule up to date, and starts the workers. */
  async start(): Promise<void> {
    this.#state = 'started';
    // pg-boss's start makes its own queue too: both, one node at a time.
    await this.#leases.oneAtATime(async () => {
      await this.#boss.start();
      await whileNodesRace(async () => {
        const queues = new Map((await this.#boss.getQueues()).map((queue) => [queue.name, queue]));
        for (const job of this.#definitions.values()) {
          await prepareQueue(this.#boss, job, queues.get(job.name));
        }
        await applySchedules(this.#boss, this.#definitions);
      });
    });
    // Before the workers: a dead process's runs (lib/jobs/orphans.ts) go first, at once.
    await this.#sweepOrphans();
    if (this.#leases.sharedDatabase) {
      const everyMs = this.#timing.orphanSweepSeconds * 1000;
      this.#sweeper = setInterval(() => void this.#sweepOrphans(), everyMs).unref();
    }
    for (const job of this.#definitions.values()) await this.#startWorkers(job);
  }

  /**
   * Stops taking jobs, aborts the runs in progress (they fail and are retried later), and
   * resolves once nothing pg-boss began still uses the database, which closes after.
   */
  async stop(): Promise<void> {
    if (this.#state === 'stopped') return;
    const started = this.#state === 'started';
    this.#state = 'stopped';
    this.#closing.abort(new Error('The server stopped during the run.'));
    clearInterval(this.#sweeper);
    if (started) await this.#boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
    // A fetch in flight when pg-boss stopped may still hand over a job: wait until a turn of the
    // event loop passes with no run and no statement left.
    for (;;) {
      await Promise.allSettled([...this.#running]);
      await this.#sql.idle();
      await new Promise((resolve) => setImmediate(resolve));
      if (this.#running.size === 0 && !this.#sql.busy()) break;
    }
    await this.#leases.close();
  }

  /** A failure is logged: the next sweep, or at worst pg-boss's expiry, hands the runs back. */
  async #sweepOrphans(): Promise<void> {
    try {
      const handedBack = await this.#leases.sweep([...this.#definitions.keys()]);
      for (const { id, name } of handedBack) {
        this.#log.info({ job: name, jobId: id }, 'A run of a dead process runs again');
        const job = this.#definitions.get(name);
        if (job !== undefined) this.#notifyWorkers(job);
      }
    } catch (error) {
      this.#log.warn({ err: error }, 'Handing back the runs of dead processes failed');
    }
  }

  /** Marks the run as this live process's; a failure only leaves it to the expiry's retry. */
  async #holdLease(jobId: string): Promise<() => Promise<void>> {
    try {
      return await this.#leases.hold(jobId);
    } catch (error) {
      this.#log.warn({ err: error, jobId }, 'A job run goes on without its lease');
      return () => Promise.resolve();
    }
  }

  async #startWorkers(job: JobDefinition<object>) {
    const interactive = job.interactive ?? job.schedule === undefined;
    const options = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: interactive
        ? this.#timing.interactivePollSeconds
        : this.#timing.backgroundPollSeconds,
    };
    const ids: string[] = [];
    for (let count = 0; count < (job.concurrency ?? defaults.concurrency); count += 1) {
      ids.push(
        await this.#boss.work<object>(job.name, options, async (fetched) => {
          for (const one of fetched) await this.#track(this.#runOne(job, one));
        }),
      );
    }
    this.#workerIds.set(job.name, ids);
  }

  #track(run: Promise<void>): Promise<void> {
    this.#running.add(run);
    return run.finally(() => this.#running.delete(run));
  }

  /**
   * One run: recorded in job_runs before and after, then marked completed or failed here (so the
   * record is written before anyone hears of the end). The handler pg-boss calls then returns
   * nothing, and pg-boss's own completion finds the job no longer active and changes nothing.
   */
  async #runOne(job: JobDefinition<object>, fetched: PgBoss.JobWithMetadata<object>) {
    const runName = job.runKey === undefined ? job.name : `${job.name}:${job.runKey(fetched.data)}`;
    if (this.#state === 'stopped') {
      // Handed over by a fetch that was in flight at shutdown: failed unrun, so retried later.
      await this.#quietly(() => this.#boss.fail(job.name, fetched.id, { message: 'stopped' }));
      return;
    }
    const releaseLease = await this.#holdLease(fetched.id);
    await this.#quietly(() => recordStart(this.#db, runName));
    const log = this.#log.child({ job: job.name, jobId: fetched.id });
    const { id: jobId, retryCount } = fetched;
    const outcome = await attempt(
      (signal) => job.run(fetched.data, { db: this.#db, log, signal, jobId, retryCount }),
      job.timeoutSeconds ?? defaults.timeoutSeconds,
      this.#closing.signal,
    );
    await this.#quietly(() => recordFinish(this.#db, runName, outcome));
    await this.#quietly(() =>
      outcome.ok
        ? this.#boss.complete(job.name, fetched.id)
        : this.#boss.fail(job.name, fetched.id, { message: errorText(outcome.error) }),
    );
    // Only once the job is no longer active, or a sweep would hand it back.
    await this.#quietly(releaseLease);
    if (!outcome.ok) {
      // A run cut short by the server stopping is retried later: nothing an operator must act on,
      // and Ctrl+C should print one line, not one per job in flight.
      const interrupted = outcome.error === this.#closing.signal.reason;
      const where = { err: outcome.error, job: runName, jobId: fetched.id };
      if (interrupted) this.#log.debug(where, 'A job run was stopped with the server');
      else this.#log.warn(where, 'A job run failed');
    }
    if (outcome.ok) this.#log.debug({ job: runName, jobId: fetched.id }, 'A job run finished');
    const finished: FinishedRun = {
      name: job.name,
      runName,
      jobId: fetched.id,
      retryCount: fetched.retryCount,
      ok: outcome.ok,
      ...(outcome.ok ? {} : { error: errorText(outcome.error) }),
    };
    for (const listener of this.#finishedListeners) {
      try {
        listener(finished);
      } catch (error) {
        this.#log.warn({ err: error, job: runName }, 'A listener to finished runs failed');
      }
    }
  }

  /** Bookkeeping that must not end a run: a failure is logged (the job's expiry retries it). */
  async #quietly(task: () => Promise<unknown>): Promise<void> {
    try {
      await task();
    } catch (error) {
      this.#log.warn({ err: error }, 'Recording a job run failed');
    }
  }
}
