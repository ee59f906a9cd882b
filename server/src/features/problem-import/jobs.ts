import type { FastifyInstance } from 'fastify';
import { defineJob, startUpSlotSeconds } from '../../lib/jobs/definition.ts';
import type { JobDefinition } from '../../lib/jobs/definition.ts';
import type { Jobs } from '../../lib/jobs/runner.ts';
import { queueOnceServing } from '../../lib/jobs/start-up.ts';
import type { Services } from '../../lib/services.ts';
import { applyCatalogToProblems, backfillProblemKeys } from '../problems/index.ts';
import { isEmpty, refreshSite } from './catalog.ts';
import { catalogSourcesOf } from './sources.ts';
import type { CatalogSources } from './sources.ts';

/**
 * The catalog's jobs (lib/jobs): each list refreshed daily, once across all nodes, and at start-up
 * when the catalog has none of it yet; after a refresh, problems take the keys and difficulties it
 * learnt (twins, new ratings). The backfill keys problems saved before keys existed, at start-up.
 */
export interface ProblemImportJobs {
  codeforces: JobDefinition;
  atcoder: JobDefinition;
  backfill: JobDefinition;
}

export function problemImportJobs(services: Services, sources: CatalogSources): ProblemImportJobs {
  const refresh = (site: 'codeforces' | 'atcoder', schedule: string) =>
    defineJob({
      name: `problem-import.refresh-${site}`,
      schedule,
      retryDelaySeconds: 300,
      timeoutSeconds: 120,
      run: async (_, { db, log, signal }) => {
        const problems = await refreshSite(site, sources, { db, log, signal });
        const changed = await applyCatalogToProblems(services);
        return { problems, changed };
      },
    });
  return {
    codeforces: refresh('codeforces', '17 3 * * *'),
    atcoder: refresh('atcoder', '47 3 * * *'),
    backfill: defineJob({
      name: 'problem-import.backfill-keys',
      run: async () => ({ keyed: await backfillProblemKeys(services) }),
    }),
  };
}

/** Each app's jobs (its runner's), so a test or an operator's tool can send one now. */
const registered = new WeakMap<Jobs, ProblemImportJobs>();

export function problemImportJobsOf(jobs: Jobs): ProblemImportJobs {
  const found = registered.get(jobs);
  if (found === undefined) throw new Error('The problem-import jobs are not defined here.');
  return found;
}

/**
 * Defines the jobs; once the app is ready, starts the backfill, and once it serves, the first
 * refresh of a list the catalog lacks (an app that is only built, or fails to listen, calls no
 * site).
 */
export function registerProblemImportJobs(app: FastifyInstance, services: Services): void {
  const jobs = problemImportJobs(services, catalogSourcesOf(app.config));
  app.jobs.define(jobs.codeforces);
  app.jobs.define(jobs.atcoder);
  app.jobs.define(jobs.backfill);
  registered.set(app.jobs, jobs);
  app.addHook('onReady', async () => {
    await app.jobs.send(jobs.backfill, {});
  });
  queueOnceServing(app, 'The first refresh of the problem catalog was not queued', () =>
    sendFirstRefreshes(app, jobs),
  );
}

/** Sends the refresh of each list the catalog has nothing of yet, once for nodes starting together. */
export async function sendFirstRefreshes(
  app: FastifyInstance,
  jobs: ProblemImportJobs,
): Promise<void> {
  for (const [site, job] of [
    ['codeforces', jobs.codeforces],
    ['atcoder', jobs.atcoder],
  ] as const) {
    if (await isEmpty(app.db, site)) await app.jobs.sendOnce(job, {}, startUpSlotSeconds);
  }
}
