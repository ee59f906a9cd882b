import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockMessages,
  blockMutationResponseSchema,
  blockedUsersResponseSchema,
  userParamsSchema,
} from '@upsolve/contract';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { blockUser, listBlocked, unblockUser } from './service.ts';

const writeErrors = errorResponses(400, 401, 404);

/**
 * Blocking (docs/product.md, "Blocking"). A block changes no shared list: the collaborator search
 * cuts each viewer's blocks from its shared page (`keepsLists`). It changes what both people see
 * of each other (the chat list, the search), so both people's own cached reads go: the viewer's
 * with their write, the other person's here.
 */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/blocks',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The people you blocked, most recently blocked first',
        response: { 200: blockedUsersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listBlocked(app.db, requireUser(request)),
  );

  app.post(
    '/blocks/:userId',
    {
      config: { keepsLists: true },
      schema: {
        tags: ['blocks'],
        summary: 'Block a user (idempotent): they can no longer message or invite you',
        params: userParamsSchema,
        response: { 200: blockMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const blockedId = await blockUser(app.db, viewer, request.params);
      await app.viewerCache.invalidate(blockedId);
      // Blocked people no longer hear each other's presence, on every node.
      await app.realtime.partnershipChanged(viewer.id, blockedId);
      return { message: blockMessages.blocked, blocked: true };
    },
  );

  app.delete(
    '/blocks/:userId',
    {
      config: { keepsLists: true },
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a user (idempotent)',
        params: userParamsSchema,
        response: { 200: blockMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const unblockedId = await unblockUser(app.db, viewer, request.params);
      await app.viewerCache.invalidate(unblockedId);
      await app.realtime.partnershipChanged(viewer.id, unblockedId);
      return { message: blockMessages.unblocked, blocked: false };
    },
  );
};
