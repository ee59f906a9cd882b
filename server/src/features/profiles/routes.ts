import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileMessages,
  profileMutationResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  userListQuerySchema,
  userParamsSchema,
  userProblemsResponseSchema,
  userSolutionsResponseSchema,
} from '@upsolve/contract';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSharedList } from '../../plugins/list-cache.ts';
import { requireUser } from '../../plugins/session.ts';
import { listUserProblems, listUserSolutions, loadProfile, updateProfile } from './service.ts';

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404);

/** Profiles (docs/product.md): read by any signed-in user, changed by their owner. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/myprofile/:userId',
    {
      schema: {
        tags: ['profiles'],
        summary:
          "A user's profile as {user}, with the bookmarked problems the viewer may read; the email only when shown",
        params: userParamsSchema,
        response: { 200: profileResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { params } = request;
      // One's own profile lists one's private bookmarks and email too: never shared.
      if (viewer.id === params.userId) {
        return { user: await loadProfile(app.db, params, viewer.id) };
      }
      // Anyone else's view holds public data only, the same for every viewer: shared. Whether it
      // shows the email is the owner's setting, changed by a profile update, a write that drops it.
      return sendSharedList(app, reply, `profile:${params.userId}`, async () => ({
        body: { user: await loadProfile(app.db, params, null) },
      }));
    },
  );

  app.put(
    '/myprofile/:userId/updateprofile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Update your profile; a field left out keeps its value',
        params: userParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const profile = await updateProfile(app.db, viewer, request.params, request.body);
      // Shown or hidden at once on every node, without a reconnect.
      const { showOnline } = request.body;
      if (showOnline !== undefined) await app.presence.setVisible(viewer.id, showOnline);
      return { message: profileMessages.updated, profile };
    },
  );

  app.get(
    '/myprofile/:userId/problems',
    {
      schema: {
        tags: ['profiles'],
        summary: "A user's public problems, newest first, paged",
        params: userParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: userProblemsResponseSchema, ...readErrors },
      },
    },
    // Public problems only: the same page for every viewer, so it is shared.
    async (request, reply) =>
      sendSharedList(
        app,
        reply,
        `user-problems:${request.params.userId}:${JSON.stringify(request.query)}`,
        async () => {
          const page = await listUserProblems(app.db, request.params, request.query);
          return { body: { problems: page.items }, page };
        },
      ),
  );

  app.get(
    '/myprofile/:userId/solutions',
    {
      schema: {
        tags: ['profiles'],
        summary: "A user's solutions of public problems, newest first, paged",
        params: userParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: userSolutionsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      sendSharedList(
        app,
        reply,
        `user-solutions:${request.params.userId}:${JSON.stringify(request.query)}`,
        async () => {
          const page = await listUserSolutions(app.db, request.params, request.query);
          return { body: { solutions: page.items }, page };
        },
      ),
  );
};
