import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  problemParamsSchema,
  solutionDetailSchema,
  solutionInputSchema,
  solutionMessages,
  solutionMutationResponseSchema,
  solutionParamsSchema,
  solutionsQuerySchema,
  solutionsResponseSchema,
  solutionUpdateSchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSharedWhenPublic } from '../../plugins/list-cache.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createSolution,
  deleteSolution,
  getSolution,
  listPublicSolutions,
  listSolutions,
  updateSolution,
} from './service.ts';
import type { SolutionList } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Solutions of a problem (docs/product.md): readable by whoever can read the problem. */
export const solutionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/problem/:problemId/solutions',
    {
      schema: {
        tags: ['solutions'],
        summary: "A problem's solutions, newest or best rated first",
        params: problemParamsSchema,
        querystring: solutionsQuerySchema,
        response: { 200: solutionsResponseSchema, ...errors },
      },
    },
    // A public problem's solutions look the same to everyone: shared (plugins/list-cache.ts).
    async (request, reply) => {
      const viewer = requireUser(request);
      const { params, query } = request;
      const answer = (list: SolutionList) => ({
        body: { solutions: list.page.items, problem: list.problem },
        page: list.page,
      });
      return sendSharedWhenPublic(
        app,
        reply,
        `solutions:${params.problemId}:${JSON.stringify(query)}`,
        async () => {
          const list = await listPublicSolutions(app.db, params, query);
          return list === null ? null : answer(list);
        },
        async () => {
          const { body, page } = answer(await listSolutions(app.db, viewer, params, query));
          setPageHeaders(reply, page);
          return body;
        },
      );
    },
  );

  app.post(
    '/problem/:problemId/addsolution',
    {
      schema: {
        tags: ['solutions'],
        summary: 'Post a solution to a problem',
        params: problemParamsSchema,
        body: solutionInputSchema,
        response: { 201: solutionMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const solution = await createSolution(app.db, viewer, request.params, request.body);
      return reply.code(201).send({ message: solutionMessages.added, solution });
    },
  );

  app.get(
    '/problem/:problemId/solutions/:solutionId',
    {
      schema: {
        tags: ['solutions'],
        summary: 'One solution with its author, rating and whether the viewer reviewed it',
        params: solutionParamsSchema,
        response: { 200: solutionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return getSolution(app.db, viewer, request.params);
    },
  );

  app.put(
    '/problem/:problemId/solutions/:solutionId/updatesolution',
    {
      schema: {
        tags: ['solutions'],
        summary: "Replace a solution's approach, description and code (author only)",
        params: solutionParamsSchema,
        body: solutionUpdateSchema,
        response: { 200: solutionMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const solution = await updateSolution(app.db, viewer, request.params, request.body);
      return { message: solutionMessages.updated, solution };
    },
  );

  app.delete(
    '/problem/:problemId/solutions/:solutionId/deletesolution',
    {
      schema: {
        tags: ['solutions'],
        summary: 'Delete a solution and its reviews (author only)',
        params: solutionParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await deleteSolution(app.db, viewer, request.params);
      return { message: solutionMessages.deleted };
    },
  );
};
