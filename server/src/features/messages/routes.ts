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
import { errorResponses } from '../../plugins/errors.ts';
import { routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { sendViewerAnswer } from '../../plugins/viewer-cache.ts';
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
 * Direct messages (docs/product.md, "Chat"). A message is stored, then emitted: `newMessage` to
 * the receiver's sockets and `messageSent` to the sender's other tabs, on every node. Messages
 * change no shared list (`keepsLists`). The reads are the viewer's own (plugins/viewer-cache.ts):
 * the viewer's writes drop them, and each write drops the other person's too.
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get(
    '/messages/users',
    {
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
      return sendViewerAnswer(
        app,
        reply,
        viewer.id,
        `chat-users:${JSON.stringify(request.query)}`,
        async () => {
          const page = await chatUsersPage(app.db, viewer, request.query);
          return { body: page.items, page };
        },
      );
    },
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages you have not read in your chats, and how many requests wait',
        response: { 200: unreadCountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return app.viewerCache.read(
        viewer.id,
        'unread-count',
        () => unreadCount(app.db, viewer),
        () => 32,
      );
    },
  );

  app.get(
    '/messages/:userId',
    {
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
      const { params, query } = request;
      const name = `conversation:${JSON.stringify([params.userId, query])}`;
      return sendViewerAnswer(app, reply, viewer.id, name, async () => {
        const page = await conversationPage(app.db, viewer, params, query);
        return { body: page.items, page };
      });
    },
  );

  app.post(
    '/messages/send/:userId',
    {
      config: {
        keepsLists: true,
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
      const { message, receiverStatus } = await sendMessage(
        app.db,
        viewer,
        request.params,
        request.body,
      );
      // The receiver's list, unread count and conversation changed: gone before they hear of it.
      await app.viewerCache.invalidate(message.receiver);
      // Someone who declined the sender hears nothing more (the sender is not told); a request
      // goes under "Requests" on the receiver's screens, without a badge.
      if (receiverStatus !== 'declined') {
        const box = receiverStatus === 'request' ? 'requests' : 'accepted';
        app.realtime.toUser(message.receiver, 'newMessage', { ...message, box });
      }
      app.realtime.toUser(viewer.id, 'messageSent', message, sendingSocketOf(request));
      return reply.code(201).send(message);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/messages/:userId/${answer}`,
      {
        config: { keepsLists: true },
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
        await answerRequest(app.db, viewer, request.params, answer);
        // Accepted, the two are partners and hear each other's presence; declined, no longer.
        await app.realtime.partnershipChanged(viewer.id, request.params.userId);
        return { message: answer === 'accept' ? chatMessages.accepted : chatMessages.declined };
      },
    );
  }

  app.post(
    '/messages/:userId/read',
    {
      config: { keepsLists: true },
      schema: {
        tags: ['messages'],
        summary: 'Mark everything this person sent you as read',
        params: userParamsSchema,
        response: { 200: markReadResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { otherId, readAt } = await markConversationRead(app.db, viewer, request.params);
      // The other person's conversation now shows their messages read.
      await app.viewerCache.invalidate(otherId);
      const at = readAt.toISOString();
      app.realtime.toUser(otherId, 'messagesRead', { by: viewer.id, readAt: at });
      return { message: chatMessages.read, readAt: at };
    },
  );
};
