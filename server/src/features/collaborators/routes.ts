import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationInputSchema,
  invitationMessages,
  invitationMutationResponseSchema,
  invitationParamsSchema,
  invitationsResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { markCacheUse } from '../../plugins/http-cache.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { searchUsers } from './search.ts';
import { answerInvitation, createInvitation, listInvitations } from './service.ts';

const answerErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * The collaborator search and collaboration invitations (docs/product.md). Who hears of an
 * invitation, and what it changes in cached reads, is in subscribers.ts.
 */
export const collaboratorRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { services },
) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/searchuser',
    {
      // A budget of its own (RATE_LIMIT_SEARCH_PER_MIN per user), well below the reads': the
      // search lists people, which a scraper would page through.
      config: { rateLimit: routeRateLimit(app.config.rateLimit.searchPerMin, 60_000) },
      schema: {
        tags: ['collaborators'],
        summary:
          'Find users by part of a username or skill, a whole email address, or a skill in any spelling; collaborators first, paged',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    // What a search finds is shared; the searcher and those blocked either way are cut from a
    // page with room for them (search.ts).
    async (request, reply) => {
      const viewer = requireUser(request);
      const { page, hit } = await searchUsers(services, viewer, request.query);
      markCacheUse(reply, hit);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/collaborations',
    {
      schema: {
        tags: ['collaborators'],
        summary: 'Invite another user to collaborate',
        body: invitationInputSchema,
        response: {
          201: invitationMutationResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const perDay = app.config.rateLimit.invitationsPerDay;
      const { value: invitation } = await createInvitation(services, viewer, request.body, perDay);
      return reply.code(201).send({ message: invitationMessages.sent, invitation });
    },
  );

  app.get(
    '/collaborations',
    {
      schema: {
        tags: ['collaborators'],
        summary: 'Your incoming and outgoing invitations, newest first',
        response: { 200: invitationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listInvitations(app.db, requireUser(request)),
  );

  app.post(
    '/collaborations/:invitationId/accept',
    {
      schema: {
        tags: ['collaborators'],
        summary: 'Accept an invitation you received',
        params: invitationParamsSchema,
        response: { 200: invitationMutationResponseSchema, ...answerErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: invitation } = await answerInvitation(
        services,
        viewer,
        request.params,
        'accepted',
      );
      return { message: invitationMessages.accepted, invitation };
    },
  );

  app.post(
    '/collaborations/:invitationId/decline',
    {
      schema: {
        tags: ['collaborators'],
        summary: 'Decline an invitation you received',
        params: invitationParamsSchema,
        response: { 200: invitationMutationResponseSchema, ...answerErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: invitation } = await answerInvitation(
        services,
        viewer,
        request.params,
        'declined',
      );
      return { message: invitationMessages.declined, invitation };
    },
  );
};
