import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogCommentMutationResponseSchema,
  blogCommentParamsSchema,
  blogCommentsResponseSchema,
  blogInputSchema,
  blogListSchema,
  blogMessages,
  blogMutationResponseSchema,
  blogParamsSchema,
  blogResponseSchema,
  blogsQuerySchema,
  blogUpdateSchema,
  messageResponseSchema,
  threadInputSchema,
  threadMessages,
  threadQuerySchema,
  threadUpdateSchema,
} from '@upsolve/contract';
import type { BlogParams, BlogsQueryParsed, ThreadQueryParsed } from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import { RequestMemo } from '../../lib/request-memo.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { markCacheUse } from '../../plugins/http-cache.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { presentThreadView } from '../threads/index.ts';
import type { ThreadView } from '../threads/index.ts';
import {
  addBlog,
  addBlogComment,
  blogAnswer,
  blogCommentsAnswer,
  blogCommentsView,
  blogListAnswer,
  blogListView,
  blogView,
  deleteBlog,
  deleteBlogComment,
  presentBlog,
  presentBlogList,
  updateBlog,
  updateBlogComment,
} from './service.ts';
import type { BlogListView, BlogView } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);
const postErrors = errorResponses(400, 401, 403, 404, 429);

/** Blogs and their comments (docs/product.md, "Blogs", "Blog"): any signed-in user reads and writes. */
export const blogRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  // What each cached read's declaration loaded, for its handler on a miss.
  const listViews = new RequestMemo<BlogListView>();
  const blogViews = new RequestMemo<BlogView>();
  const commentViews = new RequestMemo<ThreadView>();
  const postsLimit = { rateLimit: routeRateLimit(app.config.rateLimit.postsPerMin, 60_000) };

  app.get(
    '/blogs',
    {
      config: {
        cachedAnswer: cachedAnswer<unknown, { Querystring: BlogsQueryParsed }>(async (request) => {
          const viewer = requireUser(request);
          const view = await blogListView(services, viewer, request.query);
          return blogListAnswer(viewer, request.query, listViews.keep(request, view));
        }),
      },
      schema: {
        tags: ['blogs'],
        summary: 'Blogs, newest or top first; q matches the title or the author',
        querystring: blogsQuerySchema,
        response: { 200: blogListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const view = listViews.take(request) ?? (await blogListView(services, viewer, request.query));
      markCacheUse(reply, view.hit);
      const page = presentBlogList(viewer, view);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/blogs/addblog',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Write a blog',
        body: blogInputSchema,
        response: { 201: blogMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { value: blog } = await addBlog(services, requireUser(request), request.body);
      return reply.code(201).send({ message: blogMessages.created, blog });
    },
  );

  app.get(
    '/blogs/:blogId',
    {
      config: {
        cachedAnswer: cachedAnswer<unknown, { Params: BlogParams }>(async (request) => {
          const viewer = requireUser(request);
          const view = await blogView(services, viewer, request.params);
          return blogAnswer(viewer, blogViews.keep(request, view));
        }),
      },
      schema: {
        tags: ['blogs'],
        summary: 'A blog, whole',
        params: blogParamsSchema,
        response: { 200: blogResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const view = blogViews.take(request) ?? (await blogView(services, viewer, request.params));
      markCacheUse(reply, view.hit);
      return { blog: presentBlog(viewer, view) };
    },
  );

  app.put(
    '/blogs/:blogId',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Edit your blog',
        params: blogParamsSchema,
        body: blogUpdateSchema,
        response: { 200: blogMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: blog } = await updateBlog(services, viewer, request.params, request.body);
      return { message: blogMessages.updated, blog };
    },
  );

  app.delete(
    '/blogs/:blogId',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Delete your blog, with its comments',
        params: blogParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBlog(services, requireUser(request), request.params);
      return { message: blogMessages.deleted };
    },
  );

  app.get(
    '/blogs/:blogId/comments',
    {
      config: {
        cachedAnswer: cachedAnswer<unknown, { Params: BlogParams; Querystring: ThreadQueryParsed }>(
          async (request) => {
            const viewer = requireUser(request);
            const { params, query } = request;
            const view = await blogCommentsView(services, viewer, params, query);
            return blogCommentsAnswer(viewer, params, query, commentViews.keep(request, view));
          },
        ),
      },
      schema: {
        tags: ['blogs'],
        summary: "A blog's comments, each with its replies",
        params: blogParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: blogCommentsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const view =
        commentViews.take(request) ??
        (await blogCommentsView(services, viewer, request.params, request.query));
      markCacheUse(reply, view.hit);
      const page = presentThreadView(viewer, view);
      setPageHeaders(reply, page);
      return { comments: page.items };
    },
  );

  app.post(
    '/blogs/:blogId/comments',
    {
      config: postsLimit,
      schema: {
        tags: ['blogs'],
        summary: 'Comment on a blog, or reply to a comment',
        params: blogParamsSchema,
        body: threadInputSchema,
        response: { 201: blogCommentMutationResponseSchema, ...postErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { value: comment } = await addBlogComment(
        services,
        viewer,
        request.params,
        request.body,
      );
      return reply.code(201).send({ message: threadMessages.added, comment });
    },
  );

  app.put(
    '/blogs/:blogId/comments/:commentId',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Edit your comment',
        params: blogCommentParamsSchema,
        body: threadUpdateSchema,
        response: { 200: blogCommentMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: comment } = await updateBlogComment(
        services,
        viewer,
        request.params,
        request.body,
      );
      return { message: threadMessages.updated, comment };
    },
  );

  app.delete(
    '/blogs/:blogId/comments/:commentId',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Delete your comment (one with replies stays as "[deleted]")',
        params: blogCommentParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteBlogComment(services, requireUser(request), request.params);
      return { message: threadMessages.deleted };
    },
  );
};
