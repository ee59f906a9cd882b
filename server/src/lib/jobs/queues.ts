import type PgBoss from 'pg-boss';
import { isDeadlock, uniqueViolation } from '../db-errors.ts';
import { defaults } from './definition.ts';
import type { JobDefinition } from './definition.ts';

/** pg-boss expires an active job only this long after its run's own timeout (a dead node's). */
const expirySlackSeconds = 60;

/** Creates the job's queue, or brings its retry and expiry settings up to date. */
export async function prepareQueue(
  boss: PgBoss,
  job: JobDefinition<object>,
  existing: PgBoss.QueueResult | undefined,
): Promise<void> {
  const wanted = {
    name: job.name,
    retryLimit: job.retryLimit ?? defaults.retryLimit,
    retryDelay: job.retryDelaySeconds ?? defaults.retryDelaySeconds,
    retryBackoff: job.retryBackoff ?? defaults.retryBackoff,
    expireInSeconds: (job.timeoutSeconds ?? defaults.timeoutSeconds) + expirySlackSeconds,
  };
  if (existing === undefined) return boss.createQueue(job.name, wanted);
  const same =
    existing.retryLimit === wanted.retryLimit &&
    existing.retryDelay === wanted.retryDelay &&
    existing.retryBackoff === wanted.retryBackoff &&
    existing.expireInSeconds === wanted.expireInSeconds;
  if (!same) await boss.updateQueue(job.name, wanted);
}

/** Stores each scheduled job's schedule (UTC); drops the schedules of jobs no longer defined. */
export async function applySchedules(
  boss: PgBoss,
  jobs: ReadonlyMap<string, JobDefinition<object>>,
): Promise<void> {
  const stored = new Map((await boss.getSchedules()).map((row) => [row.name, row.cron]));
  for (const [name] of stored) {
    if (jobs.get(name)?.schedule === undefined) await boss.unschedule(name);
  }
  for (const job of jobs.values()) {
    if (job.schedule === undefined || stored.get(job.name) === job.schedule) continue;
    await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
  }
}

/**
 * Nodes that start together take turns at this (RunLeases.oneAtATime), but a node of an earlier
 * version, starting beside them during a deploy, does not: PostgreSQL then ends one of them with a
 * deadlock, or one finds the other's new queue. Both mean "try again", which reads what the
 * other wrote and leaves it as it is.
 */
export async function whileNodesRace(upkeep: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await upkeep();
      return;
    } catch (error) {
      if (attempt >= 5 || !isRaceWithAnotherNode(error)) throw error;
    }
  }
}

function isRaceWithAnotherNode(error: unknown): boolean {
  return isDeadlock(error) || uniqueViolation(error) !== null;
}
