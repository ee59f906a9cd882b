import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  handleInputSchema,
  handleLinkResponseSchema,
  handleMessageResponseSchema,
  handleMessages,
  handleParamsSchema,
  handlesResponseSchema,
  handleVerifyResponseSchema,
  publicHandlesResponseSchema,
  userParamsSchema,
} from '@upsolve/contract';
import type { HandlesResponse, PublicHandlesResponse, UserParams } from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  linkHandle,
  listHandles,
  listPublicHandles,
  requestSync,
  unlinkHandle,
  verifyHandle,
} from './service.ts';
import type { HandleDeps } from './service.ts';
import { ownHandlesCacheDeclaration, publicHandlesCacheDeclaration } from './cache.ts';

/**
 * Linked handles (docs/product.md, "Linked handles"): the viewer links their Codeforces or AtCoder
 * handle, proves it (Codeforces: a compilation error; AtCoder: a token in the profile's
 * affiliation), and its submissions fill their marks. Every route acts on the viewer's own
 * handles; others see only verified handles. Both lists are cached until a handle of theirs
 * changes (cache.ts).
 */
export const handleRoutes: FastifyPluginAsyncZod<FeatureOptions & { handles: HandleDeps }> = async (
  app,
  { services, handles },
) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/handles',
    {
      config: {
        cachedAnswer: cachedAnswer<HandlesResponse>((request) =>
          ownHandlesCacheDeclaration(requireUser(request)),
        ),
      },
      schema: {
        tags: ['handles'],
        summary: 'Your linked handles, their challenge while unproven, and their sync state',
        response: { 200: handlesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      handles: await listHandles(app.db, requireUser(request)),
      codeforcesSignIn: app.config.handles.codeforcesSignIn !== null,
    }),
  );

  app.get(
    '/users/:userId/handles',
    {
      config: {
        cachedAnswer: cachedAnswer<PublicHandlesResponse, { Params: UserParams }>((request) =>
          publicHandlesCacheDeclaration(request.params),
        ),
      },
      schema: {
        tags: ['handles'],
        summary: "A user's verified handles and when each last synced",
        params: userParamsSchema,
        response: { 200: publicHandlesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ handles: await listPublicHandles(app.db, request.params.userId) }),
  );

  app.post(
    '/handles',
    {
      schema: {
        tags: ['handles'],
        summary: 'Link a Codeforces or AtCoder handle: answers the challenge that proves it yours',
        body: handleInputSchema,
        response: { 200: handleLinkResponseSchema, ...errorResponses(400, 401, 409, 502) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value } = await linkHandle(services, handles, viewer, request.body);
      return value;
    },
  );

  app.post(
    '/handles/:site/verify',
    {
      schema: {
        tags: ['handles'],
        summary: 'Check the challenge (compilation error or affiliation token); met, it is proven',
        params: handleParamsSchema,
        response: { 200: handleVerifyResponseSchema, ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value } = await verifyHandle(services, handles, viewer, request.params);
      return { handle: value };
    },
  );

  app.post(
    '/handles/:site/sync',
    {
      config: {
        writesNoEvent:
          'queues the sync job only; the sync records handle.synced when it changes marks',
      },
      schema: {
        tags: ['handles'],
        summary: 'Sync now: queue the verified handle’s import (202)',
        params: handleParamsSchema,
        response: { 202: handleMessageResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await requestSync(app.db, handles, requireUser(request), request.params);
      return reply.code(202).send({ message: handleMessages.syncQueued });
    },
  );

  app.delete(
    '/handles/:site',
    {
      schema: {
        tags: ['handles'],
        summary: 'Unlink your handle of a site; the marks it imported stay',
        params: handleParamsSchema,
        response: { 200: handleMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await unlinkHandle(services, requireUser(request), request.params);
      return { message: handleMessages.unlinked };
    },
  );
};
