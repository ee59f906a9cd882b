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
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { markCacheUse } from '../../plugins/http-cache.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  addBlog,
  addBlogComment,
  deleteBlog,
  deleteBlogComment,
  getBlog,
  listBlogComments,
  listBlogs,
  updateBlog,
  updateBlogComment,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);
const postErrors = errorResponses(400, 401, 403, 404, 429);

/** Blogs and their comments (docs/product.md, "Blogs", "Blog"): any signed-in user reads and writes. */
export const blogRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const postsLimit = { rateLimit: routeRateLimit(app.config.rateLimit.postsPerMin, 60_000) };

  app.get(
    '/blogs',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Blogs, newest or top first; q matches the title or the author',
        querystring: blogsQuerySchema,
        response: { 200: blogListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, hit } = await listBlogs(services, requireUser(request), request.query);
      markCacheUse(reply, hit);
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
      schema: {
        tags: ['blogs'],
        summary: 'A blog, whole',
        params: blogParamsSchema,
        response: { 200: blogResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { blog, hit } = await getBlog(services, requireUser(request), request.params);
      markCacheUse(reply, hit);
      return { blog };
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
      const { page, hit } = await listBlogComments(services, viewer, request.params, request.query);
      markCacheUse(reply, hit);
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
