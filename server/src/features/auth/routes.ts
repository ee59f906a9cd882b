import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  messageResponseSchema,
  sessionResponseSchema,
  signinBodySchema,
  signupBodySchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { ipKey, routeRateLimit } from '../../plugins/rate-limit.ts';
import {
  clearSessionCookie,
  endSession,
  handOverSession,
  requireUser,
  sessionCookieName,
} from '../../plugins/session.ts';
import { toSignedInUser } from './presenter.ts';
import { signIn, signUp } from './service.ts';

const hourMs = 60 * 60 * 1000;
const minuteMs = 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  const { config } = app;

  app.post(
    '/signup',
    {
      config: {
        rateLimit: routeRateLimit(config.rateLimit.signupPerHour, hourMs, ipKey),
      },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signupBodySchema,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const replaced = request.cookies[sessionCookieName];
      const { value } = await signUp(services, config, request.body, {
        replacing: replaced,
        userAgent: request.headers['user-agent'],
      });
      const { user, token } = value;
      await handOverSession(app, reply, token, replaced);
      return reply.code(201).send({ user: toSignedInUser(user) });
    },
  );

  app.post(
    '/signin',
    {
      config: {
        rateLimit: routeRateLimit(config.rateLimit.signinPerMin, minuteMs, ipKey),
        writesNoEvent: 'A new session is the user’s own: nothing anyone else sees changes.',
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (or username) and password',
        body: signinBodySchema,
        response: { 200: sessionResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const replaced = request.cookies[sessionCookieName];
      const { user, token } = await signIn(app.db, config, request.body, {
        replacing: replaced,
        userAgent: request.headers['user-agent'],
      });
      await handOverSession(app, reply, token, replaced);
      return { user: toSignedInUser(user) };
    },
  );

  app.post(
    '/logout',
    {
      // Every node hears of it on the bus's own channel, and drops the session at once.
      config: {
        writesNoEvent: 'An ended session is announced to every node by the session plugin.',
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session is deleted and the cookie cleared',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await endSession(app, request.cookies[sessionCookieName]);
      clearSessionCookie(reply, config);
      return { message: authMessages.loggedOut };
    },
  );

  app.get(
    '/check-auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401',
        response: { 200: sessionResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: toSignedInUser(requireUser(request)) }),
  );
};
