import type { FastifyInstance } from 'fastify';
import type { HandleSite } from '@upsolve/contract';
import { defineJob } from '../../lib/jobs/definition.ts';
import type { JobDefinition } from '../../lib/jobs/definition.ts';
import type { Jobs } from '../../lib/jobs/runner.ts';
import type { Services } from '../../lib/services.ts';
import type { QueueSync } from './service.ts';
import type { HandleSources } from './sites.ts';
import { claimDueHandles, syncHandle } from './sync.ts';

/**
 * The handles' jobs (lib/jobs): one handle's sync (interactive: "Sync now" and a fresh proof start
 * it within a second; its run record is the handle's, `handles.sync:<user>:<site>`), and each
 * minute, once across all nodes, the queueing of the verified handles whose sync is due (every
 * `HANDLE_SYNC_MINUTES`, or a failed one's retry time). A failed sync records its own backoff, so
 * the queue does not retry it.
 */
export interface HandleJobs {
  sync: JobDefinition<{ userId: string; site: HandleSite }>;
  schedule: JobDefinition;
}

export function handleJobs(
  services: Services,
  sources: HandleSources,
  syncMinutes: number,
  queueSync: QueueSync,
): HandleJobs {
  return {
    sync: defineJob<{ userId: string; site: HandleSite }>({
      name: 'handles.sync',
      interactive: true,
      retryLimit: 0,
      timeoutSeconds: 900,
      runKey: ({ userId, site }) => `${userId}:${site}`,
      run: async ({ userId, site }, { signal }) => {
        const outcome = await syncHandle(services, sources, { userId, site, syncMinutes }, signal);
        if (outcome.error !== undefined) throw new Error(outcome.error);
        return outcome;
      },
    }),
    schedule: defineJob({
      name: 'handles.schedule',
      schedule: '* * * * *',
      run: async (_, { db }) => {
        const due = await claimDueHandles(db, syncMinutes);
        for (const { userId, site } of due) await queueSync(userId, site);
        return { queued: due.length };
      },
    }),
  };
}

const registered = new WeakMap<Jobs, HandleJobs>();

/** Each app's handle jobs, so a test can send one now. */
export function handleJobsOf(jobs: Jobs): HandleJobs {
  const found = registered.get(jobs);
  if (found === undefined) throw new Error('The handle jobs are not defined here.');
  return found;
}

/** Defines the jobs and answers how the routes queue a sync. */
export function registerHandleJobs(
  app: FastifyInstance,
  services: Services,
  sources: HandleSources,
): QueueSync {
  // Called only once the jobs below exist (by the scheduler's runs and the routes).
  const queueSync: QueueSync = async (userId, site, transaction) => {
    await app.jobs.send(jobs.sync, { userId, site }, { transaction });
  };
  const jobs = handleJobs(services, sources, app.config.handles.syncMinutes, queueSync);
  app.jobs.define(jobs.sync);
  app.jobs.define(jobs.schedule);
  registered.set(app.jobs, jobs);
  return queueSync;
}
