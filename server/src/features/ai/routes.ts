import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiConversationParamsSchema,
  aiConversationRenameResponseSchema,
  aiConversationRenameSchema,
  aiConversationResponseSchema,
  aiConversationsQuerySchema,
  aiConversationsResponseSchema,
  aiProviderResponseSchema,
  aiTexts,
  askAiInputSchema,
  askAiResponseSchema,
  messageResponseSchema,
} from '@upsolve/contract';
import type { FeatureOptions } from '../../lib/services.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { additionalRateLimit, routeRateLimit } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { askAi } from './ask.ts';
import type { AskContext } from './ask.ts';
import { openAiProvider } from './provider.ts';
import type { AiProvider } from './provider.ts';
import {
  deleteConversation,
  getConversation,
  listConversations,
  providerInfo,
  renameConversation,
} from './service.ts';
import { clientGoneSignal, quietListener, sendEventStream, wantsEventStream } from './stream.ts';

/** What the AI feature takes besides the services (app.ts; tests wait less, or ask a fake). */
export interface AiOptions {
  /** How long the provider may stay silent before the request is given up: 60 s by default. */
  inactivityMs?: number;
  /** Whom to ask instead of config.ai's provider. */
  provider?: AiProvider;
}

const defaultInactivityMs = 60_000;
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const errors = errorResponses(400, 401, 404);
const privateToOwner =
  "a user's AI conversations are theirs alone and never cached: nobody else shows them";

/**
 * The AI assistant (docs/product.md, "AI chat"): questions answered by the provider, as JSON or
 * streamed, in conversations only their owner sees. Nothing here is cached: each answer is
 * read afresh, so a turn, a rename or a deletion shows on the next read.
 */
export const aiRoutes: FastifyPluginAsyncZod<FeatureOptions & { ai?: AiOptions }> = async (
  app,
  { services, ai = {} },
) => {
  // Every call needs a user; checking before validation makes a signed-out call a 401, never a 400.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const provider = ai.provider ?? openAiProvider(app.config.ai);
  const perDay = additionalRateLimit(app, 'ai-day', app.config.rateLimit.aiPerDay, dayMs);

  app.post(
    '/askai',
    {
      config: {
        rateLimit: routeRateLimit(app.config.rateLimit.aiPerMin, minuteMs),
        writesNoEvent: privateToOwner,
      },
      preHandler: perDay,
      schema: {
        tags: ['ai'],
        summary:
          'Ask the AI assistant; with Accept: text/event-stream the reply streams as start, token and end events',
        body: askAiInputSchema,
        response: { 200: askAiResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const context: AskContext = {
        services,
        provider,
        inactivityMs: ai.inactivityMs ?? defaultInactivityMs,
        configured: app.config.ai.configured,
        log: request.log,
      };
      const viewer = requireUser(request);
      if (!wantsEventStream(request)) {
        return askAi(context, viewer, request.body, quietListener, clientGoneSignal(reply));
      }
      await sendEventStream(request, reply, (listener, clientGone) =>
        askAi(context, viewer, request.body, listener, clientGone),
      );
      return reply;
    },
  );

  app.get(
    '/ai/provider',
    {
      schema: {
        tags: ['ai'],
        summary: 'Whom the AI assistant asks, and the settings to fill in when nobody chose',
        response: { 200: aiProviderResponseSchema, ...errorResponses(401) },
      },
    },
    async () => providerInfo(app.config.ai),
  );

  app.get(
    '/ai/conversations',
    {
      schema: {
        tags: ['ai'],
        summary: 'Your AI conversations (or those about one problem), most recently used first',
        querystring: aiConversationsQuerySchema,
        response: { 200: aiConversationsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      conversations: await listConversations(app.db, requireUser(request), request.query),
    }),
  );

  app.get(
    '/ai/conversations/:conversationId',
    {
      schema: {
        tags: ['ai'],
        summary: 'Your AI conversation and its turns, oldest first',
        params: aiConversationParamsSchema,
        response: { 200: aiConversationResponseSchema, ...errors },
      },
    },
    async (request) => getConversation(app.db, requireUser(request), request.params),
  );

  app.patch(
    '/ai/conversations/:conversationId',
    {
      config: { writesNoEvent: privateToOwner },
      schema: {
        tags: ['ai'],
        summary: 'Rename your AI conversation',
        params: aiConversationParamsSchema,
        body: aiConversationRenameSchema,
        response: { 200: aiConversationRenameResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { value } = await renameConversation(services, viewer, request.params, request.body);
      return { message: aiTexts.renamed, conversation: value };
    },
  );

  app.delete(
    '/ai/conversations/:conversationId',
    {
      config: { writesNoEvent: privateToOwner },
      schema: {
        tags: ['ai'],
        summary: 'Delete your AI conversation and its turns',
        params: aiConversationParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteConversation(services, requireUser(request), request.params);
      return { message: aiTexts.deleted };
    },
  );
};
