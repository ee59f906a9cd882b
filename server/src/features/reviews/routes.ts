import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  problemParamsSchema,
  problemReviewParamsSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewMessages,
  reviewMutationResponseSchema,
  reviewsQuerySchema,
  reviewUpdateSchema,
  solutionParamsSchema,
  solutionReviewParamsSchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { sendSharedWhenPublic } from '../../plugins/list-cache.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  addProblemReview,
  addSolutionReview,
  deleteProblemReview,
  deleteSolutionReview,
  listProblemReviews,
  listPublicProblemReviews,
  listSolutionReviews,
  updateProblemReview,
  updateSolutionReview,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);
// A second review of the same problem or solution is a conflict.
const addErrors = errorResponses(400, 401, 403, 404, 409);

/** Reviews of problems and solutions (docs/product.md): 1–5 stars and a comment, one per user. */
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
        params: problemParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewMutationResponseSchema, ...addErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const review = await addProblemReview(app.db, viewer, request.params, request.body);
      return reply.code(201).send({ message: reviewMessages.added, review });
    },
  );

  app.post(
    '/problem/:problemId/solutions/:solutionId/addreview',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a solution (not your own; once)',
        params: solutionParamsSchema,
        body: reviewInputSchema,
        response: { 201: reviewMutationResponseSchema, ...addErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const review = await addSolutionReview(app.db, viewer, request.params, request.body);
      return reply.code(201).send({ message: reviewMessages.added, review });
    },
  );

  app.get(
    '/problem/:problemId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A problem's reviews, newest first",
        params: problemParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    // A public problem's reviews look the same to everyone: shared (plugins/list-cache.ts).
    async (request, reply) => {
      const viewer = requireUser(request);
      const { params, query } = request;
      return sendSharedWhenPublic(
        app,
        reply,
        `problem-reviews:${params.problemId}:${JSON.stringify(query)}`,
        async () => {
          const page = await listPublicProblemReviews(app.db, params, query);
          return page === null ? null : { body: { reviews: page.items }, page };
        },
        async () => {
          const page = await listProblemReviews(app.db, viewer, params, query);
          setPageHeaders(reply, page);
          return { reviews: page.items };
        },
      );
    },
  );

  app.get(
    '/problem/:problemId/solutions/:solutionId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A solution's reviews, newest first",
        params: solutionParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const page = await listSolutionReviews(app.db, viewer, request.params, request.query);
      setPageHeaders(reply, page);
      return { reviews: page.items };
    },
  );

  app.put(
    '/problem/:problemId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Edit your review of a problem',
        params: problemReviewParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: reviewMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const review = await updateProblemReview(app.db, viewer, request.params, request.body);
      return { message: reviewMessages.updated, review };
    },
  );

  app.put(
    '/problem/:problemId/solutions/:solutionId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Edit your review of a solution',
        params: solutionReviewParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: reviewMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const review = await updateSolutionReview(app.db, viewer, request.params, request.body);
      return { message: reviewMessages.updated, review };
    },
  );

  app.delete(
    '/problem/:problemId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review of a problem',
        params: problemReviewParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await deleteProblemReview(app.db, viewer, request.params);
      return { message: reviewMessages.deleted };
    },
  );

  app.delete(
    '/problem/:problemId/solutions/:solutionId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review of a solution',
        params: solutionReviewParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await deleteSolutionReview(app.db, viewer, request.params);
      return { message: reviewMessages.deleted };
    },
  );
};
