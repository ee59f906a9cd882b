import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  messageResponseSchema,
  solutionInputSchema,
  solutionMessages,
  solutionDetailSchema,
  solutionMutationResponseSchema,
  solutionsQuerySchema,
  solutionsResponseSchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/pagination.ts';
import { findReadableProblem } from '../../lib/problem-access.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  createSolution,
  deleteSolution,
  getSolution,
  listSolutions,
  updateSolution,
} from './service.ts';

// Malformed ids are answered 404 by the service, like unknown ones, so they are plain strings here.
const problemParams = z.object({ problemId: z.string() });
const solutionParams = problemParams.extend({ solutionId: z.string() });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Solutions of a problem (SPEC.md §7): readable by whoever can read the problem. */
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
        params: problemParams,
        querystring: solutionsQuerySchema,
        response: { 200: solutionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const problem = await findReadableProblem(app.db, request.params.problemId, viewer.id);
      const page = await listSolutions(app.db, problem, request.query);
      setPageHeaders(reply, page);
      return { solutions: page.solutions, problem: { _id: problem.id, title: problem.title } };
    },
  );

  app.post(
    '/problem/:problemId/addsolution',
    {
      schema: {
        tags: ['solutions'],
        summary: 'Post a solution to a problem',
        params: problemParams,
        body: solutionInputSchema,
        response: { 201: solutionMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const problem = await findReadableProblem(app.db, request.params.problemId, viewer.id);
      const solution = await createSolution(app.db, problem.id, viewer, request.body);
      return reply.code(201).send({ message: solutionMessages.added, solution });
    },
  );

  app.get(
    '/problem/:problemId/solutions/:solutionId',
    {
      schema: {
        tags: ['solutions'],
        summary: 'One solution with its author, rating and whether the viewer reviewed it',
        params: solutionParams,
        response: { 200: solutionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { problemId, solutionId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      return getSolution(app.db, problem.id, solutionId, viewer.id);
    },
  );

  app.put(
    '/problem/:problemId/solutions/:solutionId/updatesolution',
    {
      schema: {
        tags: ['solutions'],
        summary: "Replace a solution's approach, description and code (author only)",
        params: solutionParams,
        body: solutionInputSchema,
        response: { 200: solutionMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { problemId, solutionId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      const solution = await updateSolution(app.db, problem.id, solutionId, viewer, request.body);
      return { message: solutionMessages.updated, solution };
    },
  );

  app.delete(
    '/problem/:problemId/solutions/:solutionId/deletesolution',
    {
      schema: {
        tags: ['solutions'],
        summary: 'Delete a solution and its reviews (author only)',
        params: solutionParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { problemId, solutionId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      await deleteSolution(app.db, problem.id, solutionId, viewer);
      return { message: solutionMessages.deleted };
    },
  );
};
