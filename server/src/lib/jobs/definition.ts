import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';

/** What a job's `run` gets beside its data. */
export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  /**
   * Aborted when the job's time is up or the app closes: pass it to every fetch and wait, and
   * stop when it fires (the run then counts as failed and is retried).
   */
  signal: AbortSignal;
  jobId: string;
  /** 0 on the first attempt, 1 on the first retry, ... */
  retryCount: number;
}

/**
 * A background job. Its data is what `send` stored (JSON): a feature defines it once, registers
 * it with `app.jobs.define`, and sends it with `app.jobs.send(job, data)`.
 */
export interface JobDefinition<Data extends object = Record<string, never>> {
  /** The queue's name, unique: `<feature>.<what>` (letters, digits, `.`, `-`, `_`). */
  name: string;
  /** Does the work; what it returns is kept (as JSON) as the last run's result. */
  run(data: Data, context: JobContext): Promise<unknown>;
  /**
   * Cron schedule (five fields, UTC; at most once a minute). One node sends it each time, so a
   * scheduled job runs once across all nodes. Its data is then `{}`.
   */
  schedule?: string;
  /** Retries after a failed attempt (default 3). */
  retryLimit?: number;
  /**
   * Seconds before the first retry (default 30); with `retryBackoff` (default true) each next
   * retry waits about twice as long, with jitter: [d, 2d), then [2d, 4d), [4d, 8d), ...
   */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run taking longer fails (its signal aborts) and is retried (default 300). */
  timeoutSeconds?: number;
  /** How many runs of this job one node works at once (default 1). */
  concurrency?: number;
  /**
   * True when someone waits for it ("Sync now"): it starts within a second. Default: true unless
   * the job has a schedule (a scheduled job may start some seconds late).
   */
  interactive?: boolean;
  /**
   * Names the run record of one item (`<name>:<key>`, e.g. one user's handle sync), so a screen
   * reads that item's last run; without it the job keeps one record.
   */
  runKey?(data: Data): string;
}

/** Types a job's definition by its data, so `send` checks what is sent. */
export function defineJob<Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}

export interface SendOptions {
  /**
   * The application's open transaction: the job is queued only if it commits. It goes through
   * that transaction's own connection (on the embedded database, a statement on `app.db` inside a
   * transaction waits for the transaction: a deadlock).
   */
  transaction?: Executor;
  /** Waits this long before the job may start. */
  startAfterSeconds?: number;
}

/**
 * The slot of `Jobs.sendOnce` for work each node asks for as it starts (a refresh at start-up):
 * nodes that start within the same minute queue it once.
 */
export const startUpSlotSeconds = 60;

/** A run that has just ended on this node. */
export interface FinishedRun {
  name: string;
  /** Where its record is kept: the job's name, or `<name>:<key>`. */
  runName: string;
  jobId: string;
  retryCount: number;
  ok: boolean;
  /** Why it failed (the error's message), when it did. */
  error?: string;
}

export const defaults = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  timeoutSeconds: 300,
  concurrency: 1,
};
