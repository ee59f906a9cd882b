import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discussionMutationResponseSchema,
  discussionPostParamsSchema,
  discussionResponseSchema,
  messageResponseSchema,
  problemParamsSchema,
  threadInputSchema,
  threadMessages,
  threadQuerySchema,
  threadUpdateSchema,
} from '@upsolve/contract';
import type { ProblemParams, ThreadQueryParsed } from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import { RequestMemo } from '../../lib/request-memo.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { markCacheUse } from '../../plugins/http-cache.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { presentThreadView } from '../threads/index.ts';
import { addPost, deletePost, discussionAnswer, discussionView, updatePost } from './service.ts';
import type { DiscussionView } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

/** A problem's discussion (docs/product.md, "Discussion"): whoever may read the problem. */
export const discussionRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  // What the discussion read's declaration loaded, for its handler on a miss.
  const views = new RequestMemo<DiscussionView>();

  app.get(
    '/problem/:problemId/discussion',
    {
      config: {
        cachedAnswer: cachedAnswer<
          unknown,
          { Params: ProblemParams; Querystring: ThreadQueryParsed }
        >(async (request) => {
          const viewer = requireUser(request);
          const view = await discussionView(services, viewer, request.params, request.query);
          return discussionAnswer(viewer, request.query, views.keep(request, view));
        }),
      },
      schema: {
        tags: ['discussion'],
        summary: "A problem's discussion: posts newest or top first, each with its replies",
        params: problemParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: discussionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const view =
        views.take(request) ??
        (await discussionView(services, viewer, request.params, request.query));
      if (view.shared) markCacheUse(reply, view.hit);
      const page = presentThreadView(viewer, view);
      setPageHeaders(reply, page);
      return { posts: page.items };
    },
  );

  app.post(
    '/problem/:problemId/discussion',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimit.postsPerMin, 60_000) },
      schema: {
        tags: ['discussion'],
        summary: 'Post in a discussion, or reply to a post',
        params: problemParamsSchema,
        body: threadInputSchema,
        response: { 201: discussionMutationResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { value: post } = await addPost(services, viewer, request.params, request.body);
      return reply.code(201).send({ message: threadMessages.added, post });
    },
  );

  app.put(
    '/problem/:problemId/discussion/:postId',
    {
      schema: {
        tags: ['discussion'],
        summary: 'Edit your post',
        params: discussionPostParamsSchema,
        body: threadUpdateSchema,
        response: { 200: discussionMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: post } = await updatePost(services, viewer, request.params, request.body);
      return { message: threadMessages.updated, post };
    },
  );

  app.delete(
    '/problem/:problemId/discussion/:postId',
    {
      schema: {
        tags: ['discussion'],
        summary: 'Delete your post (one with replies stays as "[deleted]")',
        params: discussionPostParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePost(services, requireUser(request), request.params);
      return { message: threadMessages.deleted };
    },
  );
};
