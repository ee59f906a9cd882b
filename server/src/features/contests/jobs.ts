import type { FastifyInstance } from 'fastify';
import { defineJob, startUpSlotSeconds } from '../../lib/jobs/definition.ts';
import type { JobDefinition } from '../../lib/jobs/definition.ts';
import { queueOnceServing } from '../../lib/jobs/start-up.ts';
import { refreshContests } from './refresh.ts';
import type { SourceOutcome } from './refresh.ts';

const hourMinutes = 60;
const dayMinutes = 24 * hourMinutes;

/**
 * CONTESTS_REFRESH_MINUTES as a cron schedule (UTC). Under an hour it runs at every multiple of
 * the interval within each hour (so 45 runs at :00 and :45); whole hours up to a day at every
 * multiple within each day; longer intervals at midnight every so many days of the month. Other
 * values are rounded to the nearest whole hour or day.
 */
export function refreshSchedule(minutes: number): string {
  if (minutes < hourMinutes) return `*/${minutes} * * * *`;
  if (minutes < dayMinutes) return `0 */${Math.max(1, Math.round(minutes / hourMinutes))} * * *`;
  return `0 0 */${Math.min(31, Math.round(minutes / dayMinutes))} * *`;
}

/**
 * The contests' refresh (features/contests/refresh.ts) as a scheduled job: once across all nodes
 * every CONTESTS_REFRESH_MINUTES, and once as servers start listening (nodes that start in the
 * same minute queue one). A source's failure is recorded
 * as its stale state, not as the job's; the job fails only when it could not store anything (the
 * database), and is then retried once.
 */
export function registerContestJobs(app: FastifyInstance): JobDefinition<Record<string, never>> {
  const job = app.jobs.define(
    defineJob({
      name: 'contests.refresh',
      schedule: refreshSchedule(app.config.contests.refreshMinutes),
      retryLimit: 1,
      retryDelaySeconds: 60,
      timeoutSeconds: 120,
      run: async (_, { db, log, signal }): Promise<{ sources: SourceOutcome[] }> => {
        const deps = { db, log, commit: app.commit, config: app.config.contests };
        return { sources: await refreshContests(deps, { signal }) };
      },
    }),
  );
  queueOnceServing(app, 'The start-up refresh of contests was not queued', () =>
    app.jobs.sendOnce(job, {}, startUpSlotSeconds),
  );
  return job;
}
