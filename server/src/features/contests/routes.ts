import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contestFeedQuerySchema,
  contestFeedTokenResponseSchema,
  contestsQuerySchema,
  contestsResponseSchema,
} from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { hashToken } from '../../lib/tokens.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { etagMatches, markCacheUse, privateRevalidate } from '../../plugins/http-cache.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { assertFeedToken } from './policy.ts';
import { contestFeed, currentFeedToken, listContests, regenerateFeedToken } from './service.ts';

const errors = errorResponses(400, 401);
const hourMs = 3_600_000;

/** Checked before validation: a signed-out call is a 401, never a 400. */
async function signedIn(request: FastifyRequest) {
  requireUser(request);
}

/** The feed is limited per token (hashed: the key may sit in Redis), whatever address asks. */
function feedTokenKey(request: FastifyRequest): string {
  const { token } = request.query as { token?: unknown };
  return `feed:${hashToken(typeof token === 'string' ? token : '')}`;
}

/**
 * The contest calendar (docs/product.md, "Contest calendar"): the stored contests and the
 * sources' health for signed-in users, each user's secret feed token, and the iCalendar feed,
 * which calendar apps fetch with that token and no session.
 */
export const contestRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  const settings = {
    refreshMinutes: app.config.contests.refreshMinutes,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/contests',
    {
      onRequest: signedIn,
      // The same for everyone until the next refresh; the minute in the key keeps the phases
      // and the stale marks at most a minute behind the clock.
      config: {
        cachedAnswer: cachedAnswer<unknown, { Querystring: { phase: string } }>(({ query }) => ({
          key: `contests:${query.phase}:${Math.floor(Date.now() / 60_000)}`,
          scope: 'shared',
          tags: [cacheTags.contests],
        })),
      },
      schema: {
        tags: ['contests'],
        summary: 'Contests from the four sites, as last stored, and each source’s health',
        querystring: contestsQuerySchema,
        response: { 200: contestsResponseSchema, ...errors },
      },
    },
    async (request) => listContests(services.db, request.query.phase, settings),
  );

  app.get(
    '/contests/feed-token',
    {
      onRequest: signedIn,
      schema: {
        tags: ['contests'],
        summary: 'Your calendar feed token, or null before the first',
        response: { 200: contestFeedTokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => currentFeedToken(services.db, requireUser(request)),
  );

  app.post(
    '/contests/feed-token',
    {
      onRequest: signedIn,
      config: {
        writesNoEvent:
          "A user's own feed token: nothing anyone else sees, and nothing cached, holds it",
      },
      schema: {
        tags: ['contests'],
        summary: 'A new calendar feed token; the old feed address answers 404 from now on',
        response: { 200: contestFeedTokenResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => regenerateFeedToken(services.db, requireUser(request)),
  );

  app.get(
    '/contests.ics',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimit.feedPerHour, hourMs, feedTokenKey) },
      // The token before the filters: without a current token nothing is answered but 404.
      preValidation: async (request) => {
        await assertFeedToken(services.db, (request.query as { token?: unknown }).token);
      },
      schema: {
        tags: ['contests'],
        summary: 'An iCalendar feed of contests, filtered by its address; the token signs it',
        querystring: contestFeedQuerySchema,
        response: {
          200: z.string().describe('text/calendar'),
          304: z.null().describe('Not modified: If-None-Match names the current ETag'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { token: _, ...filters } = request.query;
      const { feed, hit } = await contestFeed(services, filters, settings);
      markCacheUse(reply, hit);
      reply.header('etag', feed.etag).header('cache-control', privateRevalidate);
      if (etagMatches(request.headers['if-none-match'], feed.etag))
        return reply.code(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(feed.body);
    },
  );
};
