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
import type { ProblemParams, SolutionsQueryParsed } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { isPublicProblem } from '../problems/index.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createSolution,
  deleteSolution,
  getSolution,
  listSolutions,
  updateSolution,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Solutions of a problem (docs/product.md): readable by whoever can read the problem. */
export const solutionRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/problem/:problemId/solutions',
    {
      // A public problem's solutions look the same to everyone: shared until the problem, one of
      // its solutions or one of their reviews changes. A private problem's are its owner's alone,
      // never cached.
      config: {
        cachedAnswer: cachedAnswer<
          unknown,
          { Params: ProblemParams; Querystring: SolutionsQueryParsed }
        >(async ({ params, query }) =>
          (await isPublicProblem(services, params.problemId))
            ? {
                key: `solutions:${params.problemId}:${JSON.stringify(query)}`,
                scope: 'shared',
                tags: [
                  cacheTags.problem(params.problemId),
                  cacheTags.problemSolutions(params.problemId),
                ],
              }
            : null,
        ),
      },
      schema: {
        tags: ['solutions'],
        summary: "A problem's solutions, newest or best rated first",
        params: problemParamsSchema,
        querystring: solutionsQuerySchema,
        response: { 200: solutionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const list = await listSolutions(app.db, viewer, request.params, request.query);
      setPageHeaders(reply, list.page);
      return { solutions: list.page.items, problem: list.problem };
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
      const { value: solution } = await createSolution(
        services,
        viewer,
        request.params,
        request.body,
      );
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
      const { value: solution } = await updateSolution(
        services,
        viewer,
        request.params,
        request.body,
      );
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
      await deleteSolution(services, viewer, request.params);
      return { message: solutionMessages.deleted };
    },
  );
};
