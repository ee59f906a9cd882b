import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessages,
  chatUsersQuerySchema,
  chatUsersResponseSchema,
  conversationQuerySchema,
  conversationResponseSchema,
  markReadResponseSchema,
  messageInputSchema,
  requestAnswerResponseSchema,
  messageSchema,
  unreadCountResponseSchema,
  userParamsSchema,
} from '@upsolve/contract';
import type { PageQueryParsed, UserParams } from '@upsolve/contract';
import { cacheTags } from '../../lib/cache-tags.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import type { FeatureOptions } from '../../lib/services.ts';
import { cachedAnswer } from '../../plugins/cache.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { chatUsersPage } from './chat-users.ts';
import {
  answerRequest,
  conversationPage,
  markConversationRead,
  sendMessage,
  unreadCount,
} from './service.ts';

const socketIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The sending tab's socket (`X-Socket-Id`), which already shows what it sent. */
function sendingSocketOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-socket-id'];
  return typeof header === 'string' && socketIdPattern.test(header) ? header : undefined;
}

/**
 * Direct messages (docs/product.md, "Chat"). A message is stored, then delivered (subscribers.ts).
 * The reads are the viewer's own, cached as theirs until a message, a read receipt, an answered
 * request or a block changes them.
 */
export const messageRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services }) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/messages/users',
    {
      config: {
        cachedAnswer: cachedAnswer((request) => {
          const viewer = requireUser(request);
          return {
            key: `chat-users:${JSON.stringify(request.query)}`,
            scope: { viewerId: viewer.id },
            tags: [cacheTags.chats(viewer.id), cacheTags.blocks(viewer.id), cacheTags.directory],
          };
        }),
      },
      schema: {
        tags: ['messages'],
        summary:
          'People to talk to: those talked to first, most recent first, then by username; or the message requests',
        querystring: chatUsersQuerySchema,
        response: { 200: chatUsersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const page = await chatUsersPage(app.db, viewer, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.get(
    '/messages/unread',
    {
      config: {
        cachedAnswer: cachedAnswer((request) => {
          const viewer = requireUser(request);
          return {
            key: 'unread',
            scope: { viewerId: viewer.id },
            tags: [cacheTags.chats(viewer.id)],
          };
        }),
      },
      schema: {
        tags: ['messages'],
        summary: 'How many messages you have not read in your chats, and how many requests wait',
        response: { 200: unreadCountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return unreadCount(app.db, viewer);
    },
  );

  app.get(
    '/messages/:userId',
    {
      config: {
        cachedAnswer: cachedAnswer<unknown, { Params: UserParams; Querystring: PageQueryParsed }>(
          (request) => {
            const viewer = requireUser(request);
            const { params, query } = request;
            return {
              key: `conversation:${params.userId}:${JSON.stringify(query)}`,
              scope: { viewerId: viewer.id },
              tags: [cacheTags.conversation(viewer.id, params.userId)],
            };
          },
        ),
      },
      schema: {
        tags: ['messages'],
        summary: 'A conversation: the newest page, oldest first; the next cursor reaches older',
        params: userParamsSchema,
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const page = await conversationPage(app.db, viewer, request.params, request.query);
      setPageHeaders(reply, page);
      return page.items;
    },
  );

  app.post(
    '/messages/send/:userId',
    {
      config: {
        rateLimit: routeRateLimit(app.config.rateLimit.messagesPer30s, 30_000),
      },
      schema: {
        tags: ['messages'],
        summary: 'Send a message; it is stored, then delivered to both people’s open tabs',
        params: userParamsSchema,
        body: messageInputSchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { value: message } = await sendMessage(
        services,
        viewer,
        request.params,
        request.body,
        sendingSocketOf(request) ?? null,
      );
      return reply.code(201).send(message);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/messages/:userId/${answer}`,
      {
        schema: {
          tags: ['messages'],
          summary:
            answer === 'accept'
              ? 'Accept a message request: the conversation moves to your chats'
              : 'Decline a message request: it and what that person sends later stay hidden',
          params: userParamsSchema,
          response: { 200: requestAnswerResponseSchema, ...errorResponses(401, 404, 409) },
        },
      },
      async (request) => {
        const viewer = requireUser(request);
        await answerRequest(services, viewer, request.params, answer);
        return { message: answer === 'accept' ? chatMessages.accepted : chatMessages.declined };
      },
    );
  }

  app.post(
    '/messages/:userId/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark everything this person sent you as read',
        params: userParamsSchema,
        response: { 200: markReadResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value: readAt } = await markConversationRead(services, viewer, request.params);
      return { message: chatMessages.read, readAt: readAt.toISOString() };
    },
  );
};
