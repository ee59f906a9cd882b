import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadResponseSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
  notificationTexts,
  unreadNotificationsSchema,
} from '@upsolve/contract';
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { listNotifications, markRead, unreadCount } from './service.ts';

const errors = errorResponses(400, 401);

/** One's notifications (docs/product.md, "Notifications"): made by events, read by their recipient. */
export const notificationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(services.db, requireUser(request), request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread',
        response: { 200: unreadNotificationsSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadCount(services.db, requireUser(request).id) }),
  );

  app.post(
    '/notifications/read',
    {
      config: {
        writesNoEvent:
          "marks the caller's own notifications read: nothing cached, nobody else shows it",
      },
      schema: {
        tags: ['notifications'],
        summary: 'Mark the given notifications read, or all of them',
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const count = await markRead(services.db, requireUser(request), request.body);
      return { message: notificationTexts.markedRead, count };
    },
  );
};
