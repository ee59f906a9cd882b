import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import type { TestDatabase } from '../../test/harness.ts';
import { defineJob } from './definition.ts';
import { JobRunner } from './runner.ts';
import { queueOnceServing } from './start-up.ts';

const refresh = defineJob({ name: 'test.start-up-refresh', run: async () => ({}) });

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const runner of runners.splice(0)) await runner.stop();
});

afterAll(async () => {
  await database.close();
});

/** An app whose warnings are kept, with a started job queue that knows the refresh job. */
async function appWithJobs(): Promise<{ app: FastifyInstance; jobs: JobRunner; lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  apps.push(app);
  const jobs = new JobRunner({ db: database.db, log: app.log });
  jobs.define(refresh);
  runners.push(jobs);
  await jobs.start();
  app.decorate('jobs', jobs);
  return { app, jobs, lines };
}

/**
 * Starts `app` listening and resolves once its start-up hooks have run: Fastify runs them one
 * after another once it listens, so a hook added last runs after the work queued before it.
 */
async function serve(app: FastifyInstance): Promise<void> {
  const hooksRan = new Promise<void>((resolve) => {
    app.addHook('onListen', async () => resolve());
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await hooksRan;
}

describe('start-up work queued once the server serves', () => {
  it('is queued when the server listens, not when it is only built', async () => {
    const built = await appWithJobs();
    const queued: string[] = [];
    const queue = (jobs: JobRunner) => async () => {
      queued.push(await jobs.send(refresh, {}));
    };
    queueOnceServing(built.app, 'The refresh was not queued', queue(built.jobs));
    await built.app.ready();
    expect(queued).toEqual([]);

    const serving = await appWithJobs();
    queueOnceServing(serving.app, 'The refresh was not queued', queue(serving.jobs));
    await serve(serving.app);
    expect(queued).toHaveLength(1);
    expect(serving.lines).toEqual([]);
  });

  it('says what was not queued, and why, while the server runs', async () => {
    const { app, lines } = await appWithJobs();
    queueOnceServing(app, 'The refresh was not queued', () =>
      Promise.reject(new Error('the database went away')),
    );
    await serve(app);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('The refresh was not queued');
    expect(lines[0]).toContain('the database went away');
  });

  it('says nothing when the server stopped before the work was queued', async () => {
    const { app, jobs, lines } = await appWithJobs();
    let refused: unknown = null;
    queueOnceServing(app, 'The refresh was not queued', () =>
      jobs.send(refresh, {}).catch((error: unknown) => {
        refused = error;
        throw error;
      }),
    );
    await jobs.stop();
    await serve(app);
    expect(String(refused)).toContain('sent while the app is not running');
    expect(lines).toEqual([]);
  });
});
