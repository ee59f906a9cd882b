import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

/**
 * Each background job's last run, so a screen can say honestly when something last synced and why
 * it failed. The queue itself is pg-boss's, in its own schema.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestampMs('last_started_at'),
  lastFinishedAt: timestampMs('last_finished_at'),
  lastSucceededAt: timestampMs('last_succeeded_at'),
  lastResult: jsonb('last_result'),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/**
 * One row per outside site: the earliest moment its next call may start. Every job on every node
 * takes its turn here, so a site hears from Upsolve at most once per its interval.
 */
export const outsideSiteTurns = pgTable('outside_site_turns', {
  site: text('site').primaryKey(),
  nextAt: timestampMs('next_at').notNull(),
});

export type JobRunRow = typeof jobRuns.$inferSelect;
