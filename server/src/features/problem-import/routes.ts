import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemLookupQuerySchema, problemLookupResponseSchema } from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { lookupProblem } from './service.ts';
import { catalogSourcesOf } from './sources.ts';

/** Problem import from a link (docs/product.md, "Problem import"). Signed-in users only. */
export const problemImportRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { services },
) => {
  const sources = catalogSourcesOf(app.config);
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/problems/lookup',
    {
      // A lookup may call LeetCode: counted with searches (RATE_LIMIT_SEARCH_PER_MIN).
      config: { rateLimit: routeRateLimit(app.config.rateLimit.searchPerMin, 60_000) },
      schema: {
        tags: ['problems'],
        summary:
          'What Codeforces, AtCoder or LeetCode says of the problem a link names, and the problem already shared under its key',
        querystring: problemLookupQuerySchema,
        response: { 200: problemLookupResponseSchema, ...errorResponses(400, 401, 404, 429, 502) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return lookupProblem(services.db, request.log, sources, viewer, request.query.url);
    },
  );
};
