import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listInputSchema,
  listMessages,
  listMutationResponseSchema,
  listParamsSchema,
  listProblemsInputSchema,
  listResponseSchema,
  listsQuerySchema,
  listsResponseSchema,
  listUpdateSchema,
  messageResponseSchema,
  userParamsSchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createList,
  deleteList,
  listOwnLists,
  listPublicListsOf,
  readList,
  saveListProblems,
  updateList,
} from './service.ts';

const changeErrors = errorResponses(400, 401, 403, 404);

/** Why a list's change announces nothing (features/write-routes.test.ts asks every write route). */
const readUncached =
  'lists are read from the database on every request, never cached: nothing holds a copy to refresh';

/**
 * Lists to work through (docs/product.md, "Lists"): a user's ordered problems. The owner reads
 * and changes their lists; anyone signed in reads a public or unlisted one; a private one is 404
 * to everyone else.
 */
export const listRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/lists',
    {
      schema: {
        tags: ['lists'],
        summary:
          'Your lists, most recently changed first, with your progress (and, given problemId, whether each holds it)',
        querystring: listsQuerySchema,
        response: { 200: listsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      lists: await listOwnLists(app.db, requireUser(request), request.query),
    }),
  );

  app.post(
    '/lists',
    {
      config: { writesNoEvent: readUncached },
      schema: {
        tags: ['lists'],
        summary: 'Make a list (name, description, visibility), empty',
        body: listInputSchema,
        response: { 201: listMutationResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { value: list } = await createList(services, requireUser(request), request.body);
      return reply.code(201).send({ message: listMessages.created, list });
    },
  );

  app.get(
    '/lists/:listId',
    {
      schema: {
        tags: ['lists'],
        summary: 'A list with the problems you may read, in order, and your progress',
        params: listParamsSchema,
        response: { 200: listResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ list: await readList(app.db, requireUser(request), request.params) }),
  );

  app.put(
    '/lists/:listId',
    {
      config: { writesNoEvent: readUncached },
      schema: {
        tags: ['lists'],
        summary: 'Change your list’s name, description or visibility',
        params: listParamsSchema,
        body: listUpdateSchema,
        response: { 200: listMutationResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: list } = await updateList(services, viewer, request.params, request.body);
      return { message: listMessages.updated, list };
    },
  );

  app.delete(
    '/lists/:listId',
    {
      config: { writesNoEvent: readUncached },
      schema: {
        tags: ['lists'],
        summary: 'Delete your list (its problems stay on the site)',
        params: listParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteList(services, requireUser(request), request.params);
      return { message: listMessages.deleted };
    },
  );

  app.put(
    '/lists/:listId/problems',
    {
      config: { writesNoEvent: readUncached },
      schema: {
        tags: ['lists'],
        summary: 'Set your list’s problems: all of them, in their new order',
        params: listParamsSchema,
        body: listProblemsInputSchema,
        response: { 200: listMutationResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: list } = await saveListProblems(
        services,
        viewer,
        request.params,
        request.body,
      );
      return { message: listMessages.problemsSaved, list };
    },
  );

  app.get(
    '/users/:userId/lists',
    {
      schema: {
        tags: ['lists'],
        summary: 'A user’s public lists, with your progress on each',
        params: userParamsSchema,
        response: { 200: listsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      lists: await listPublicListsOf(app.db, requireUser(request), request.params),
    }),
  );
};
