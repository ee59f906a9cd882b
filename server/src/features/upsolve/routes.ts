import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  upsolveParamsSchema,
  upsolveResponseSchema,
  upsolvingResponseSchema,
} from '@upsolve/contract';
import type { UpsolvingResponse } from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { catalogSourcesOf } from '../problem-import/index.ts';
import { upsolvingCacheDeclaration, upsolvingTags } from './cache.ts';
import { listUpsolving, upsolveContest } from './service.ts';

/** Contest upsolving (docs/product.md, "Contest upsolving"). Signed-in users only. */
export const upsolveRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  const sources = catalogSourcesOf(app.config);
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/contests/:source/:contestId/upsolve',
    {
      // It may ask Codeforces or AtCoder for the contest's problems: counted with searches.
      config: { rateLimit: routeRateLimit(app.config.rateLimit.searchPerMin, 60_000) },
      schema: {
        tags: ['contests'],
        summary: "Put an ended contest's problems on your to-do, sharing the ones Upsolve lacks",
        params: upsolveParamsSchema,
        response: { 200: upsolveResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value } = await upsolveContest(
        services,
        sources,
        request.log,
        viewer,
        request.params,
      );
      return value;
    },
  );

  app.get(
    '/contests/upsolving',
    {
      config: {
        cachedAnswer: cachedAnswer<UpsolvingResponse>(
          (request) => upsolvingCacheDeclaration(requireUser(request)),
          upsolvingTags,
        ),
      },
      schema: {
        tags: ['contests'],
        summary: 'Your progress on each contest you set out to upsolve: solved of its problems',
        response: { 200: upsolvingResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listUpsolving(services, requireUser(request)),
  );
};
