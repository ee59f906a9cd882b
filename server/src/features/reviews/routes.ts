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
import type { ProblemParams, ReviewsQueryParsed } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { isPublicProblem } from '../problems/index.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  addProblemReview,
  addSolutionReview,
  deleteProblemReview,
  deleteSolutionReview,
  listProblemReviews,
  listSolutionReviews,
  updateProblemReview,
  updateSolutionReview,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);
// A second review of the same problem or solution is a conflict.
const addErrors = errorResponses(400, 401, 403, 404, 409);

/** Reviews of problems and solutions (docs/product.md): 1–5 stars and a comment, one per user. */
export const reviewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
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
      const { value: review } = await addProblemReview(
        services,
        viewer,
        request.params,
        request.body,
      );
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
      const { value: review } = await addSolutionReview(
        services,
        viewer,
        request.params,
        request.body,
      );
      return reply.code(201).send({ message: reviewMessages.added, review });
    },
  );

  app.get(
    '/problem/:problemId/reviews',
    {
      // A public problem's reviews look the same to everyone: shared until the problem or one of
      // its reviews changes. A private problem's are its owner's alone, never cached.
      config: {
        cachedAnswer: cachedAnswer<
          unknown,
          { Params: ProblemParams; Querystring: ReviewsQueryParsed }
        >(async ({ params, query }) =>
          (await isPublicProblem(services, params.problemId))
            ? {
                key: `problem-reviews:${params.problemId}:${JSON.stringify(query)}`,
                scope: 'shared',
                tags: [
                  cacheTags.problem(params.problemId),
                  cacheTags.problemReviews(params.problemId),
                ],
              }
            : null,
        ),
      },
      schema: {
        tags: ['reviews'],
        summary: "A problem's reviews, newest first",
        params: problemParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const page = await listProblemReviews(app.db, viewer, request.params, request.query);
      setPageHeaders(reply, page);
      return { reviews: page.items };
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
      const { value: review } = await updateProblemReview(
        services,
        viewer,
        request.params,
        request.body,
      );
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
      const { value: review } = await updateSolutionReview(
        services,
        viewer,
        request.params,
        request.body,
      );
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
      await deleteProblemReview(services, viewer, request.params);
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
      await deleteSolutionReview(services, viewer, request.params);
      return { message: reviewMessages.deleted };
    },
  );
};
