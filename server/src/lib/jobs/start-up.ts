import type { FastifyInstance } from 'fastify';

/**
 * Queues a feature's start-up work once the server serves, not as soon as it is ready: an app
 * that is only built (tests that inject requests, a start that fails to listen) calls no outside
 * site. A failure is logged with `failure`, unless the server stopped meanwhile (Ctrl+C while it
 * started): then nothing was owed and there is nothing to report.
 */
export function queueOnceServing(
  app: FastifyInstance,
  failure: string,
  queue: () => Promise<unknown>,
): void {
  app.addHook('onListen', async () => {
    await queue().catch((error: unknown) => {
      if (app.jobs.stopped) return;
      app.log.warn({ err: error }, failure);
    });
  });
}
