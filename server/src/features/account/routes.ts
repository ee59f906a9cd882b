import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  changeEmailBodySchema,
  changeEmailResponseSchema,
  changePasswordBodySchema,
  messageResponseSchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import {
  clearSessionCookie,
  requireSession,
  requireUser,
  signedInOnly,
} from '../../plugins/session.ts';
import { toSignedInUser } from '../auth/index.ts';
import {
  changeEmail,
  changePassword,
  endOtherSessions,
  endOwnSession,
  listSessions,
} from './service.ts';
import { recoveryRoutes } from './recovery-routes.ts';

/**
 * Keeping one's own account safe (docs/product.md, "Account"): the password, the email and the
 * signed-in sessions here; a forgotten password, one's data and leaving in recovery-routes.ts.
 * Every call is the viewer's own, under the per-user write limit; a typed password also counts
 * under the sign-in's lockout (policy.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  const { services } = options;
  const { config } = app;
  await app.register(recoveryRoutes, options);
  // Per route, not for the whole feature: a forgotten password is asked for signed out.

  app.put(
    '/account/password',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Change the password (the current one required); every other session ends',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { user, sessionId } = requireSession(request);
      await changePassword(services, config, user, sessionId, request.body);
      return { message: accountMessages.passwordChanged };
    },
  );

  app.put(
    '/account/email',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Change the email (the password required)',
        body: changeEmailBodySchema,
        response: { 200: changeEmailResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { value: user } = await changeEmail(
        services,
        config,
        requireUser(request),
        request.body,
      );
      return { message: accountMessages.emailChanged, user: toSignedInUser(user) };
    },
  );

  app.get(
    '/account/sessions',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Your signed-in sessions, most recently used first, this one marked',
        response: { 200: accountSessionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, sessionId } = requireSession(request);
      return { sessions: await listSessions(app.db, user, sessionId) };
    },
  );

  app.delete(
    '/account/sessions/:sessionId',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Sign out one of your sessions, on every device and node',
        params: accountSessionParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      await endOwnSession(services, user, request.params.sessionId);
      // Signing out this very session is a logout: the browser forgets the cookie too.
      if (request.params.sessionId === sessionId) clearSessionCookie(reply, config);
      return { message: accountMessages.sessionEnded };
    },
  );

  app.delete(
    '/account/sessions',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: every session but this one ends',
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, sessionId } = requireSession(request);
      await endOtherSessions(services, user, sessionId);
      return { message: accountMessages.otherSessionsEnded };
    },
  );
};
