import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  moderationItemParamsSchema,
  moderationMessages,
  removeInputSchema,
  reportInputSchema,
  reportListSchema,
  reportParamsSchema,
  reportsQuerySchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { dismissReport, fileReport, listOpenReports, moderateItem } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);
const day = 24 * 60 * 60 * 1000;

/** Reports and moderation (docs/product.md, "Moderation"): anyone reports, moderators act. */
export const moderationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/reports',
    {
      config: { rateLimit: routeRateLimit(app.config.rateLimit.reportsPerDay, day) },
      schema: {
        tags: ['moderation'],
        summary: 'Report a blog, comment or post (once per item)',
        body: reportInputSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await fileReport(services, requireUser(request), request.body);
      return reply.code(201).send({ message: moderationMessages.reported });
    },
  );

  app.get(
    '/moderation/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Open reports, oldest first (moderators)',
        querystring: reportsQuerySchema,
        response: { 200: reportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listOpenReports(services.db, requireUser(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/moderation/:kind/:id/remove',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Remove a blog, comment or post with a reason (moderators)',
        params: moderationItemParamsSchema,
        body: removeInputSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await moderateItem(services, viewer, request.params, request.body.reason);
      return { message: moderationMessages.removed };
    },
  );

  app.post(
    '/moderation/:kind/:id/restore',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Restore a removed blog, comment or post (moderators)',
        params: moderationItemParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await moderateItem(services, requireUser(request), request.params, null);
      return { message: moderationMessages.restored };
    },
  );

  app.post(
    '/moderation/reports/:reportId/dismiss',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Dismiss a report (moderators)',
        params: reportParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await dismissReport(services, requireUser(request), request.params);
      return { message: moderationMessages.dismissed };
    },
  );
};
