import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookmarkResponseSchema,
  bookmarkedProblemsResponseSchema,
  dashboardQuerySchema,
  myProblemsResponseSchema,
  pageQuerySchema,
  problemInputSchema,
  problemListSchema,
  problemMutationResponseSchema,
  problemResponseSchema,
  problemUpdateSchema,
  topUsersResponseSchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/pagination.ts';
import { requireUser } from '../../plugins/session.ts';
import { listBookmarkedProblems, listDashboard, listOwnProblems, listTopUsers } from './queries.ts';
import { createProblem, deleteProblem, getProblem, setBookmark, updateProblem } from './service.ts';

// Malformed ids are answered 404 like unknown ones (ids are not probed), so plain strings here.
const problemParams = z.object({ problemId: z.string() });

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...readErrors, 403: apiErrorSchema, 413: apiErrorSchema };

/** Problems, bookmarks and the leaderboard (SPEC.md §7). Every call needs a signed-in user. */
export const problemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before validation, so a signed-out call is a 401 whatever it sends.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['problems'],
        summary:
          'Public problems: search, filter, sort, keyset pages (X-Total-Count, X-Next-Cursor)',
        querystring: dashboardQuerySchema,
        response: { 200: problemListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const page = await listDashboard(app.db, request.query);
      setPageHeaders(reply, page);
      return page.problems;
    },
  );

  app.post(
    '/addproblem',
    {
      schema: {
        tags: ['problems'],
        summary: 'Share a problem (public unless chosen private)',
        body: problemInputSchema,
        response: { 201: problemMutationResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const problem = await createProblem(app.db, viewer, request.body);
      return reply.code(201).send({ message: 'Problem created successfully', problem });
    },
  );

  app.get(
    '/myproblems',
    {
      schema: {
        tags: ['problems'],
        summary: "The viewer's own problems, private ones included, newest first",
        querystring: pageQuerySchema,
        response: { 200: myProblemsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const page = await listOwnProblems(app.db, viewer.id, request.query);
      setPageHeaders(reply, page);
      return { problems: page.problems, username: viewer.username };
    },
  );

  app.get(
    '/bookmarkedproblems',
    {
      schema: {
        tags: ['problems'],
        summary: "The viewer's bookmarked problems that are still readable, latest saved first",
        querystring: pageQuerySchema,
        response: { 200: bookmarkedProblemsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const page = await listBookmarkedProblems(app.db, viewer.id, request.query);
      setPageHeaders(reply, page);
      return { problems: page.problems };
    },
  );

  app.get(
    '/problem/:problemId',
    {
      schema: {
        tags: ['problems'],
        summary:
          'One problem with its statement, and whether the viewer bookmarked and reviewed it',
        params: problemParams,
        response: { 200: problemResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return getProblem(app.db, request.params.problemId, viewer.id);
    },
  );

  app.put(
    '/problem/:problemId/updateproblem',
    {
      schema: {
        tags: ['problems'],
        summary: 'Replace a problem (owner only)',
        params: problemParams,
        body: problemUpdateSchema,
        response: { 200: problemMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const problem = await updateProblem(app.db, request.params.problemId, viewer, request.body);
      return { message: 'Problem updated successfully', problem };
    },
  );

  app.delete(
    '/problem/:problemId/deleteproblem',
    {
      schema: {
        tags: ['problems'],
        summary:
          'Delete a problem with its solutions, reviews, bookmarks and discussion (owner only)',
        params: problemParams,
        response: { 200: problemMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const problem = await deleteProblem(app.db, request.params.problemId, viewer);
      return { message: 'Problem deleted successfully', problem };
    },
  );

  app.post(
    '/bookmark/:problemId',
    {
      schema: {
        tags: ['problems'],
        summary: 'Bookmark a readable problem (idempotent)',
        params: problemParams,
        response: { 200: bookmarkResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await setBookmark(app.db, request.params.problemId, viewer.id, true);
      return { message: 'Problem bookmarked', isBookmarked: true };
    },
  );

  app.post(
    '/unbookmark/:problemId',
    {
      schema: {
        tags: ['problems'],
        summary: 'Remove a bookmark (idempotent)',
        params: problemParams,
        response: { 200: bookmarkResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await setBookmark(app.db, request.params.problemId, viewer.id, false);
      return { message: 'Bookmark removed', isBookmarked: false };
    },
  );

  app.get(
    '/top-users',
    {
      schema: {
        tags: ['problems'],
        summary: 'The ten users with the most solutions on problems the viewer can read',
        response: { 200: topUsersResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return listTopUsers(app.db, viewer.id);
    },
  );
};
