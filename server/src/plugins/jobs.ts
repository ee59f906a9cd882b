import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../lib/jobs/runner.ts';
import type { Jobs } from '../lib/jobs/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (pg-boss on the application's database): define, send, last runs. */
    jobs: Jobs;
  }
}

/**
 * The durable job queue. Features define their jobs while they register; once the app is ready
 * pg-boss starts on the application's own database (PostgreSQL, or the embedded one through its
 * `db` option), and on close it stops before the database does.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner({ db: app.db, log: app.log });
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'upsolve-jobs', dependencies: ['upsolve-db'] },
);
