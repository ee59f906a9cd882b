import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityResponseSchema, userParamsSchema } from '@upsolve/contract';
import type { ActivityQueryParsed, ActivityResponse, UserParams } from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { activityCacheDeclaration } from './cache.ts';
import { readActivity } from './service.ts';

/** A year of activity (docs/product.md, "Upsolve tracking"): read by any signed-in user. */
export const activityRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/users/:userId/activity',
    {
      config: {
        cachedAnswer: cachedAnswer<
          ActivityResponse,
          { Params: UserParams; Querystring: ActivityQueryParsed }
        >((request) =>
          activityCacheDeclaration(requireUser(request), request.params, request.query),
        ),
      },
      schema: {
        tags: ['activity'],
        summary:
          "A user's days with activity in a year (problems newly solved, solutions posted) and their streaks, in the owner's time zone",
        params: userParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readActivity(app.db, requireUser(request), request.params, request.query),
  );
};
