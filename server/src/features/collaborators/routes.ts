import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Invitation,
  invitationInputSchema,
  invitationMessages,
  invitationMutationResponseSchema,
  invitationParamsSchema,
  invitationsResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@upsolve/contract';
import { blockedEitherWay } from '../blocks/index.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { markCacheUse } from '../../plugins/list-cache.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { loadSearchPage, searchPageFor, weighSearchPage } from './search.ts';
import { answerInvitation, createInvitation, listInvitations } from './service.ts';

const answerErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * The collaborator search and collaboration invitations (docs/product.md). Invitations change no
 * shared list, so their writes keep the list cache (plugins/list-cache.ts). The other person hears
 * of each at once: `invitation:new` to the recipient, `invitation:answered` to both (the answerer's
 * other tabs still count it as waiting).
 */
export const collaboratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tellBothOfTheAnswer = (invitation: Invitation) => {
    app.realtime.toUser(invitation.from._id, 'invitation:answered', invitation);
    app.realtime.toUser(invitation.to._id, 'invitation:answered', invitation);
  };

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
    // What a search finds is shared (plugins/list-cache.ts); the searcher and those blocked either
    // way (the viewer's own, cached with their reads) are cut from a page with room for them.
    async (request, reply) => {
      const viewer = requireUser(request);
      const { query } = request;
      const blocked = await app.viewerCache.read(
        viewer.id,
        'blocked-either-way',
        () => blockedEitherWay(app.db, viewer.id),
        (ids) => 16 + 40 * ids.length,
      );
      const room = 1 + blocked.length;
      const { value, hit } = await app.listCache.lookup(
        `searchuser:${room}:${JSON.stringify(query)}`,
        () => loadSearchPage(app.db, query, room),
        weighSearchPage,
      );
      markCacheUse(reply, hit);
      const page = await searchPageFor(app.db, viewer, query, value, blocked);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/collaborations',
    {
      config: { keepsLists: true },
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
      const invitation = await createInvitation(app.db, viewer, request.body, perDay);
      app.realtime.toUser(invitation.to._id, 'invitation:new', invitation);
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
      config: { keepsLists: true },
      schema: {
        tags: ['collaborators'],
        summary: 'Accept an invitation you received',
        params: invitationParamsSchema,
        response: { 200: invitationMutationResponseSchema, ...answerErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const invitation = await answerInvitation(app.db, viewer, request.params, 'accepted');
      // The inviter's chat list now has the recipient first.
      await app.viewerCache.invalidate(invitation.from._id);
      tellBothOfTheAnswer(invitation);
      return { message: invitationMessages.accepted, invitation };
    },
  );

  app.post(
    '/collaborations/:invitationId/decline',
    {
      config: { keepsLists: true },
      schema: {
        tags: ['collaborators'],
        summary: 'Decline an invitation you received',
        params: invitationParamsSchema,
        response: { 200: invitationMutationResponseSchema, ...answerErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const invitation = await answerInvitation(app.db, viewer, request.params, 'declined');
      tellBothOfTheAnswer(invitation);
      return { message: invitationMessages.declined, invitation };
    },
  );
};
