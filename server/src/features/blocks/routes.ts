import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockMessages,
  blockMutationResponseSchema,
  blockedUsersResponseSchema,
  userParamsSchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { blockUser, listBlocked, unblockUser } from './service.ts';

const writeErrors = errorResponses(400, 401, 404);

/**
 * Blocking (docs/product.md, "Blocking"). What a block changes for both people (their chat lists,
 * their searches, whose presence they hear) is in subscribers.ts.
 */
export const blockRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
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
      schema: {
        tags: ['blocks'],
        summary: 'Block a user (idempotent): they can no longer message or invite you',
        params: userParamsSchema,
        response: { 200: blockMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await blockUser(services, viewer, request.params);
      return { message: blockMessages.blocked, blocked: true };
    },
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a user (idempotent)',
        params: userParamsSchema,
        response: { 200: blockMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await unblockUser(services, viewer, request.params);
      return { message: blockMessages.unblocked, blocked: false };
    },
  );
};
