import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voteInputSchema, voteParamsSchema, voteResponseSchema } from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { castVote } from './service.ts';

/** Votes on blogs, comments and posts (docs/product.md, "Votes"): one per user, not on one's own. */
export const voteRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.put(
    '/votes/:kind/:id',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimit.votesPerMin, 60_000) },
      schema: {
        tags: ['votes'],
        summary: 'Vote +1 or −1 on a blog, comment or post, or 0 to take the vote back',
        params: voteParamsSchema,
        body: voteInputSchema,
        response: { 200: voteResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value } = await castVote(services, viewer, request.params, request.body);
      return value;
    },
  );
};
