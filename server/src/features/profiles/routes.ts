import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileMessages,
  profileMutationResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  userListQuerySchema,
  userParamsSchema,
  userProblemsResponseSchema,
  userSolutionsResponseSchema,
} from '@upsolve/contract';
import type {
  ProfileResponse,
  UserListQueryParsed,
  UserParams,
  UserProblemsResponse,
  UserSolutionsResponse,
} from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { RequestMemo } from '../../lib/request-memo.ts';
import { presentMarkedPage } from '../marks/index.ts';
import { listUserSolutions, loadProfile, updateProfile } from './service.ts';
import { userProblemsAnswer, userProblemsView } from './user-problems.ts';
import type { UserProblemsView } from './user-problems.ts';

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404);

/** Profiles (docs/product.md): read by any signed-in user, changed by their owner. */
export const profileRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  // What the problems page's cached-answer declaration loaded, for its handler on a miss.
  const problemViews = new RequestMemo<UserProblemsView>();

  app.get(
    '/myprofile/:userId',
    {
      // Anyone else's view holds public data only, the same for every viewer: shared until the
      // owner or a problem it lists changes. One's own lists one's private bookmarks and email
      // too: never shared.
      config: {
        cachedAnswer: cachedAnswer<ProfileResponse, { Params: UserParams }>(
          (request) => {
            const viewer = requireUser(request);
            const { userId } = request.params;
            if (viewer.id === userId) return null;
            return { key: `profile:${userId}`, scope: 'shared', tags: [cacheTags.user(userId)] };
          },
          ({ user }) =>
            user.otherBookMarkedProblems.map((problem) => cacheTags.problemCard(problem._id)),
        ),
      },
      schema: {
        tags: ['profiles'],
        summary:
          "A user's profile as {user}, with the bookmarked problems the viewer may read; the email only when shown",
        params: userParamsSchema,
        response: { 200: profileResponseSchema, ...readErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { params } = request;
      const ownerView = viewer.id === params.userId ? viewer.id : null;
      return { user: await loadProfile(app.db, params, ownerView) };
    },
  );

  app.put(
    '/myprofile/:userId/updateprofile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Update your profile; a field left out keeps its value',
        params: userParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileMutationResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: profile } = await updateProfile(
        services,
        viewer,
        request.params,
        request.body,
      );
      return { message: profileMessages.updated, profile };
    },
  );

  app.get(
    '/myprofile/:userId/problems',
    {
      // Public problems only: one stored page for every viewer, each answered with their own marks
      // (features/marks), shared by the viewers with the same marks there (most have none).
      config: {
        cachedAnswer: cachedAnswer<
          UserProblemsResponse,
          { Params: UserParams; Querystring: UserListQueryParsed }
        >(
          async (request) => {
            const viewer = requireUser(request);
            const view = await userProblemsView(services, viewer, request.params, request.query);
            return userProblemsAnswer(
              request.params,
              request.query,
              problemViews.keep(request, view),
            );
          },
          ({ problems }) => problems.map((problem) => cacheTags.problemCard(problem._id)),
        ),
      },
      schema: {
        tags: ['profiles'],
        summary: "A user's public problems, newest first, paged, with the viewer's marks",
        params: userParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: userProblemsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const view =
        problemViews.take(request) ??
        (await userProblemsView(services, viewer, request.params, request.query));
      const page = presentMarkedPage(view);
      setPageHeaders(reply, page);
      return { problems: page.items };
    },
  );

  app.get(
    '/myprofile/:userId/solutions',
    {
      // Solutions of public problems only: the same page for every viewer, so it is shared.
      config: {
        cachedAnswer: cachedAnswer<
          UserSolutionsResponse,
          { Params: UserParams; Querystring: UserListQueryParsed }
        >(
          ({ params, query }) => ({
            key: `user-solutions:${params.userId}:${JSON.stringify(query)}`,
            scope: 'shared',
            tags: [cacheTags.userSolutions(params.userId)],
          }),
          ({ solutions }) =>
            solutions.map((solution) => cacheTags.problemCard(solution.problem._id)),
        ),
      },
      schema: {
        tags: ['profiles'],
        summary: "A user's solutions of public problems, newest first, paged",
        params: userParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: userSolutionsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const page = await listUserSolutions(app.db, request.params, request.query);
      setPageHeaders(reply, page);
      return { solutions: page.items };
    },
  );
};
