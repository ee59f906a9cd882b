import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeforcesSignInCallbackQuerySchema,
  codeforcesSignInMessages,
  codeforcesSignInParam,
  codeforcesSignInStartResponseSchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';
import {
  finishSignIn,
  signInCookieName,
  signInCookiePath,
  signInMinutes,
  startSignIn,
} from './codeforces-sign-in.ts';
import type { HandleDeps } from './service.ts';

/**
 * "Link with Codeforces" (docs/product.md, "Linked handles"): Codeforces' OpenID Connect sign-in,
 * where the operator set its OAuth app; without it both routes answer 404. Both need a session:
 * the flow is bound to it.
 */
export const codeforcesSignInRoutes: FastifyPluginAsyncZod<
  FeatureOptions & { handles: HandleDeps }
> = async (app, { services, handles }) => {
  const signIn = app.config.handles.codeforcesSignIn;
  const { publicUrl } = app.config;
  const cookieOptions = {
    httpOnly: true,
    // Lax: the browser comes back from Codeforces by a top-level GET, which Lax cookies join.
    sameSite: 'lax' as const,
    path: signInCookiePath,
    secure: publicUrl.startsWith('https:'),
  };

  // A session first (401, never 400); not set up is 404 once the input was read, as for any route.
  app.addHook('onRequest', async (request) => {
    requireSession(request);
  });
  app.addHook('preHandler', async () => {
    if (signIn === null) throw notFound(codeforcesSignInMessages.off);
  });

  app.post(
    '/handles/codeforces/sign-in',
    {
      config: {
        writesNoEvent: 'starts a sign-in only (a cookie); its callback records handle.verified',
      },
      schema: {
        tags: ['handles'],
        summary: 'Start "Link with Codeforces": the Codeforces sign-in page to send the browser to',
        response: { 200: codeforcesSignInStartResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      if (signIn === null) throw notFound(codeforcesSignInMessages.off);
      const { url, cookie } = await startSignIn(signIn, publicUrl, user, sessionId);
      reply.setCookie(signInCookieName, cookie, { ...cookieOptions, maxAge: signInMinutes * 60 });
      return { url };
    },
  );

  app.get(
    '/handles/codeforces/callback',
    {
      schema: {
        tags: ['handles'],
        summary:
          'Where Codeforces sends the browser back: links the signed-in handle, then redirects to the settings page with the outcome',
        querystring: codeforcesSignInCallbackQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      if (signIn === null) throw notFound(codeforcesSignInMessages.off);
      const { value } = await finishSignIn(
        services,
        handles,
        signIn,
        publicUrl,
        { viewer: user, sessionId },
        request.query,
        request.cookies[signInCookieName],
        (detail) => request.log.warn({ detail }, 'Link with Codeforces failed'),
      );
      // One use per flow: a replayed callback finds no flow.
      reply.clearCookie(signInCookieName, cookieOptions);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/settings?${codeforcesSignInParam}=${value}`);
    },
  );
};
