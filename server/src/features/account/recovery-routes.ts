import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountMessages,
  accountRecoveryResponseSchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
} from '@upsolve/contract';
import { createMailer } from '../../lib/mail.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { ipKey, routeRateLimit } from '../../plugins/rate-limit.ts';
import { clearSessionCookie, requireUser, signedInOnly } from '../../plugins/session.ts';
import { exportDisposition } from './presenter.ts';
import { deleteAccount, exportAccount, requestPasswordReset, resetPassword } from './service.ts';

const hourMs = 60 * 60 * 1000;

/**
 * A forgotten password (docs/product.md, "Forgotten password") and leaving ("Leaving"): the reset
 * link by mail and its use, the data download and the account's deletion.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  const { config } = app;
  const mailer = createMailer(config.mail);
  app.addHook('onClose', async () => mailer?.close());
  const recovery = { db: services.db, mailer, publicUrl: config.publicUrl, log: app.log };

  app.get(
    '/account/recovery',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether "Forgot password?" can mail a link here (SMTP_URL set)',
        response: { 200: accountRecoveryResponseSchema },
      },
    },
    async () => ({ byMail: mailer !== null }),
  );

  app.post(
    '/account/forgot',
    {
      config: {
        rateLimit: routeRateLimit(config.rateLimit.forgotPerHour, hourMs, ipKey),
        writesNoEvent: 'A reset link is the account owner’s alone: nothing anyone sees changes.',
      },
      schema: {
        tags: ['account'],
        summary: 'Mail a one-time link to reset the password; the same answer for any address',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(recovery, request.body.email);
      return { message: accountMessages.forgotSent };
    },
  );

  app.post(
    '/account/reset',
    {
      schema: {
        tags: ['account'],
        summary: "Set a new password with a reset link's token; every session of the account ends",
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resetPassword(services, request.body);
      return { message: accountMessages.passwordReset };
    },
  );

  app.get(
    '/account/export',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Download my data: everything you wrote and set, as a JSON file',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const data = await exportAccount(services.db, viewer.id);
      return reply
        .header('content-disposition', exportDisposition(viewer.username))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/account',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['account'],
        summary: 'Delete my account (password required); public writing stays as by [deleted]',
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await deleteAccount(services, config, viewer.id, request.body.password);
      clearSessionCookie(reply, config);
      return { message: accountMessages.accountDeleted };
    },
  );
};
