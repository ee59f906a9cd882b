import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  messageResponseSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewMessages,
  reviewMutationResponseSchema,
  reviewsQuerySchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/pagination.ts';
import { findReadableProblem } from '../../lib/problem-access.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  addProblemReview,
  addSolutionReview,
  deleteProblemReview,
  deleteSolutionReview,
  listProblemReviews,
  listSolutionReviews,
} from './service.ts';

// Malformed ids are answered 404 by the service, like unknown ones, so they are plain strings here.
const problemParams = z.object({ problemId: z.string() });
const solutionParams = problemParams.extend({ solutionId: z.string() });
const problemReviewParams = problemParams.extend({ reviewId: z.string() });
const solutionReviewParams = solutionParams.extend({ reviewId: z.string() });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Reviews of problems and solutions (SPEC.md §7): 1–5 stars and a comment, one per user. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/problem/:problemId/addreview',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a problem (not your own; once)',
        params: problemParams,
        body: reviewInputSchema,
        response: { 201: reviewMutationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const problem = await findReadableProblem(app.db, request.params.problemId, viewer.id);
      const review = await addProblemReview(app.db, problem, viewer, request.body);
      return reply.code(201).send({ message: reviewMessages.added, review });
    },
  );

  app.post(
    '/problem/:problemId/solutions/:solutionId/addreview',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a solution (not your own; once)',
        params: solutionParams,
        body: reviewInputSchema,
        response: { 201: reviewMutationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { problemId, solutionId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      const review = await addSolutionReview(app.db, problem.id, solutionId, viewer, request.body);
      return reply.code(201).send({ message: reviewMessages.added, review });
    },
  );

  app.get(
    '/problem/:problemId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A problem's reviews, newest first",
        params: problemParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const problem = await findReadableProblem(app.db, request.params.problemId, viewer.id);
      const page = await listProblemReviews(app.db, problem, request.query);
      setPageHeaders(reply, page);
      return page.reviews;
    },
  );

  app.get(
    '/problem/:problemId/solutions/:solutionId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A solution's reviews, newest first",
        params: solutionParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { problemId, solutionId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      const page = await listSolutionReviews(app.db, problem.id, solutionId, request.query);
      setPageHeaders(reply, page);
      return page.reviews;
    },
  );

  app.delete(
    '/problem/:problemId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review of a problem',
        params: problemReviewParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { problemId, reviewId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      await deleteProblemReview(app.db, problem, reviewId, viewer);
      return { message: reviewMessages.deleted };
    },
  );

  app.delete(
    '/problem/:problemId/solutions/:solutionId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review of a solution',
        params: solutionReviewParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { problemId, solutionId, reviewId } = request.params;
      const problem = await findReadableProblem(app.db, problemId, viewer.id);
      await deleteSolutionReview(app.db, problem.id, solutionId, reviewId, viewer);
      return { message: reviewMessages.deleted };
    },
  );
};
