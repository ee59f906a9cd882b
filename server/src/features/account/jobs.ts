import type { FastifyInstance } from 'fastify';
import { defineJob } from '../../lib/jobs/definition.ts';
import type { JobDefinition } from '../../lib/jobs/definition.ts';
import { freeHeldUsernames } from './leaving.ts';

/**
 * Deleted accounts' usernames are freed once their hold is over (`deletedUsernameHoldDays`): a
 * daily job, once across all nodes. A day late at most, which the hold's "30 days" allows.
 */
export function registerAccountJobs(app: FastifyInstance): JobDefinition<Record<string, never>> {
  return app.jobs.define(
    defineJob({
      name: 'account.free-usernames',
      schedule: '17 3 * * *',
      retryLimit: 3,
      timeoutSeconds: 120,
      run: async (_, { db }) => ({ freed: await freeHeldUsernames(db, new Date()) }),
    }),
  );
}
