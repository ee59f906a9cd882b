import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookmarkMessages,
  bookmarkResponseSchema,
  bookmarkedProblemsResponseSchema,
  dashboardQuerySchema,
  myProblemsResponseSchema,
  pageQuerySchema,
  problemInputSchema,
  problemListSchema,
  problemMessages,
  problemMutationResponseSchema,
  problemParamsSchema,
  problemResponseSchema,
  problemUpdateSchema,
  topUsersResponseSchema,
} from '@upsolve/contract';
import type { DashboardQueryParsed, ProblemSummary } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { markCacheUse } from '../../plugins/http-cache.ts';
import { requireUser } from '../../plugins/session.ts';
import { RequestMemo } from '../../lib/request-memo.ts';
import { dashboardAnswer, dashboardPage, dashboardView } from './dashboard-view.ts';
import type { DashboardView } from './dashboard-view.ts';
import { listBookmarkedProblems, listOwnProblems, topUsers } from './lists.ts';
import { createProblem, deleteProblem, getProblem, setBookmark, updateProblem } from './service.ts';
import { withOwnEmail } from './presenter.ts';

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 413);

/** Problems, bookmarks and the leaderboard (docs/product.md). Every call needs a signed-in user. */
export const problemRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  // What the dashboard's cached-answer declaration loaded, for its handler on a miss.
  const dashboardViews = new RequestMemo<DashboardView>();

  app.get(
    '/dashboard',
    {
      // Public problems: one stored page for every viewer, each answered with their own marks
      // (dashboard-view.ts); filtered by the viewer's marks, the viewer's own.
      config: {
        cachedAnswer: cachedAnswer<ProblemSummary[], { Querystring: DashboardQueryParsed }>(
          async (request) => {
            const viewer = requireUser(request);
            if (request.query.mark !== undefined) {
              return dashboardAnswer(viewer, request.query, null);
            }
            const view = await dashboardView(services, viewer, request.query);
            return dashboardAnswer(viewer, request.query, dashboardViews.keep(request, view));
          },
          (items) => items.map((problem) => cacheTags.problemCard(problem._id)),
        ),
      },
      schema: {
        tags: ['problems'],
        summary:
          'Public problems: search, filter (also by your marks), sort, keyset pages (X-Total-Count, X-Next-Cursor)',
        querystring: dashboardQuerySchema,
        response: { 200: problemListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const loaded = dashboardViews.take(request);
      const page = await dashboardPage(services, viewer, request.query, loaded);
      setPageHeaders(reply, page);
      return page.items;
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
      const { value: problem } = await createProblem(services, viewer, request.body);
      return reply.code(201).send({ message: problemMessages.created, problem });
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
      const page = await listOwnProblems(services, viewer, request.query);
      setPageHeaders(reply, page);
      return { problems: page.items, username: viewer.username };
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
      const page = await listBookmarkedProblems(services, viewer, request.query);
      setPageHeaders(reply, page);
      return { problems: page.items };
    },
  );

  app.get(
    '/problem/:problemId',
    {
      schema: {
        tags: ['problems'],
        summary:
          'One problem with its statement, and whether the viewer bookmarked and reviewed it',
        params: problemParamsSchema,
        response: { 200: problemResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { answer, hit } = await getProblem(services, viewer, request.params);
      if (hit !== null) markCacheUse(reply, hit);
      return answer;
    },
  );

  app.put(
    '/problem/:problemId/updateproblem',
    {
      schema: {
        tags: ['problems'],
        summary: 'Replace a problem (owner only)',
        params: problemParamsSchema,
        body: problemUpdateSchema,
        response: { 200: problemMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: problem } = await updateProblem(
        services,
        viewer,
        request.params,
        request.body,
      );
      return { message: problemMessages.updated, problem };
    },
  );

  app.delete(
    '/problem/:problemId/deleteproblem',
    {
      schema: {
        tags: ['problems'],
        summary:
          'Delete a problem with its solutions, reviews, bookmarks and discussion (owner only)',
        params: problemParamsSchema,
        response: { 200: problemMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: problem } = await deleteProblem(services, viewer, request.params);
      return { message: problemMessages.deleted, problem };
    },
  );

  app.post(
    '/bookmark/:problemId',
    {
      schema: {
        tags: ['problems'],
        summary: 'Bookmark a readable problem (idempotent)',
        params: problemParamsSchema,
        response: { 200: bookmarkResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await setBookmark(services, viewer, request.params, true);
      return { message: bookmarkMessages.added, isBookmarked: true };
    },
  );

  app.post(
    '/unbookmark/:problemId',
    {
      schema: {
        tags: ['problems'],
        summary: 'Remove a bookmark (idempotent)',
        params: problemParamsSchema,
        response: { 200: bookmarkResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await setBookmark(services, viewer, request.params, false);
      return { message: bookmarkMessages.removed, isBookmarked: false };
    },
  );

  app.get(
    '/top-users',
    {
      schema: {
        tags: ['problems'],
        summary: 'The ten users with the most solutions on public problems',
        response: { 200: topUsersResponseSchema, ...errorResponses(401) },
      },
    },
    // One board for every viewer (private work is not a competition), so it is shared; only the
    // viewer's own email, hidden from others unless they show it, is added to their own row.
    async (request, reply) => {
      const viewer = requireUser(request);
      const { value, hit } = await topUsers(services);
      markCacheUse(reply, hit);
      return withOwnEmail(value, viewer);
    },
  );
};
