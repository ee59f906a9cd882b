import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/client.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });

/** Liveness and readiness probes for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(app.db)) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  );
};
