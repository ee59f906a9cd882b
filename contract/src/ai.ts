import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput } from './fields.ts';
import { requiredText } from './text.ts';

/**
 * The AI assistant (docs/product.md, "AI chat"): a competitive-programming coach that answers
 * in stored conversations, streams its replies, and on a problem gives hints one rung at a time.
 */

/** The AI reply the user reads when the provider is unset, unreachable, slow or failing. */
export const aiErrorReply = '⚠️ Error: Unable to reach AI. Please try again later.';

/** The settings an operator fills in to choose the AI provider (README, "AI assistant"). */
export const aiSettings = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

/** The hint ladder, rung by rung: what each "Next hint" reveals, and no more. */
export const hintRungs = [
  { rung: 1, name: 'The area' },
  { rung: 2, name: 'The key observation' },
  { rung: 3, name: 'The algorithm and its complexity' },
  { rung: 4, name: 'A full explanation' },
] as const;

/**
 * Body of POST /api/askai. `content` is what the user typed (1 to 8,000 characters).
 * `problemId` starts a hint conversation about that problem (the server adds its statement and
 * the viewer's own solution); `nextHint` climbs that conversation's ladder by one rung.
 */
export const askAiInputSchema = z.object({
  content: requiredText({ label: 'Message', max: limits.aiContent, trim: false }),
  conversationId: idInput().optional(),
  problemId: idInput().optional(),
  nextHint: z.boolean().optional(),
});
export type AskAiInput = z.input<typeof askAiInputSchema>;
export type AskAiInputParsed = z.output<typeof askAiInputSchema>;

export const aiConversationParamsSchema = z.object({ conversationId: idInput() });
export type AiConversationParams = z.infer<typeof aiConversationParamsSchema>;

/** Body of PATCH /api/ai/conversations/{id}: its new title, one line. */
export const aiConversationRenameSchema = z.object({
  title: requiredText({ label: 'Title', max: limits.aiConversationTitle }).refine(
    (text) => !/[\n\r]/.test(text),
    { message: 'Title must be one line', abort: true },
  ),
});
export type AiConversationRename = z.input<typeof aiConversationRenameSchema>;
export type AiConversationRenameParsed = z.output<typeof aiConversationRenameSchema>;

/**
 * One turn of a conversation. `sender` is 'ai' or 'user' as the seed's client reads it; an AI
 * turn is `complete`, `interrupted` (stopped or cut: the part that arrived) or `failed` (its
 * content is `aiErrorReply`). `hintRung` marks a hint request and the reply to it.
 */
export const aiMessageSchema = z.object({
  _id: z.uuid(),
  sender: z.enum(['ai', 'user']),
  content: z.string(),
  status: z.enum(['complete', 'interrupted', 'failed']),
  hintRung: z.number().int().min(1).max(limits.aiHintRungs).nullable(),
  createdAt: z.iso.datetime(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

/** A conversation in the sidebar; `problem` links a hint conversation to its problem. */
export const aiConversationSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  problem: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
  /** The highest hint rung asked for: 0 before the first hint, at most 4. */
  hintRung: z.number().int().min(0).max(limits.aiHintRungs),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AiConversationSummary = z.infer<typeof aiConversationSummarySchema>;

/** GET /api/ai/conversations (`?problemId=` keeps those about one problem): most recent first. */
export const aiConversationsQuerySchema = z.object({ problemId: idInput().optional() });
export type AiConversationsQuery = z.infer<typeof aiConversationsQuerySchema>;
export const aiConversationsResponseSchema = z.object({
  conversations: z.array(aiConversationSummarySchema),
});
export type AiConversationsResponse = z.infer<typeof aiConversationsResponseSchema>;

/** GET /api/ai/conversations/{id}: the conversation and its turns, oldest first. */
export const aiConversationResponseSchema = z.object({
  conversation: aiConversationSummarySchema,
  messages: z.array(aiMessageSchema),
});
export type AiConversationResponse = z.infer<typeof aiConversationResponseSchema>;

/** PATCH /api/ai/conversations/{id}. */
export const aiConversationRenameResponseSchema = z.object({
  message: z.string(),
  conversation: aiConversationSummarySchema,
});
export type AiConversationRenameResponse = z.infer<typeof aiConversationRenameResponseSchema>;

/**
 * GET /api/ai/provider: whom the assistant asks, for the page's title (`name`, e.g. "Ollama",
 * "OpenAI", "Groq" or the host) and, when the operator set no provider (`configured` false:
 * the default local Ollama), the settings to fill in.
 */
export const aiProviderResponseSchema = z.object({
  name: z.string(),
  model: z.string(),
  configured: z.boolean(),
  settings: z.array(z.enum(aiSettings)),
});
export type AiProviderResponse = z.infer<typeof aiProviderResponseSchema>;

/**
 * POST /api/askai without streaming: the reply (`message`, as the seed's client reads it), its
 * conversation, and the stored turns. A provider failure still answers 200 with `aiErrorReply`
 * as the message and the AI turn `failed`: the question is kept, and the client shows the reply.
 * `notice` names the settings to fill in when no provider is set.
 */
export const askAiResponseSchema = z.object({
  message: z.string(),
  conversationId: z.uuid(),
  question: aiMessageSchema,
  reply: aiMessageSchema,
  notice: z.string().nullable(),
});
export type AskAiResponse = z.infer<typeof askAiResponseSchema>;

/**
 * POST /api/askai with `Accept: text/event-stream`: one `data:` line of JSON per event.
 * `start` once the question is stored, `token` per piece of the reply, then exactly one `end`
 * with the stored reply (`complete`, `interrupted` when the provider's stream broke off, or
 * `failed` with `aiErrorReply`). A client that stops reading (Stop) ends the provider's request;
 * what arrived is kept, marked interrupted.
 */
export const askAiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    conversationId: z.uuid(),
    conversation: aiConversationSummarySchema,
    question: aiMessageSchema,
  }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({
    type: z.literal('end'),
    conversationId: z.uuid(),
    reply: aiMessageSchema,
    notice: z.string().nullable(),
  }),
]);
export type AskAiStreamEvent = z.infer<typeof askAiStreamEventSchema>;

/** What each successful AI mutation says, and the bad-input messages of the hint ladder. */
export const aiTexts = {
  renamed: 'Conversation renamed',
  deleted: 'Conversation deleted',
  hintNeedsProblem: 'Hints are given on a problem: open the problem and ask for a hint there',
  otherProblem: 'This conversation is about another problem',
  ladderDone: 'That was the last hint: the full explanation is above',
  /** The `notice` of a failed answer when the operator set no provider (`aiSettings`). */
  notConfigured:
    "No AI provider is set up: the server's operator sets AI_BASE_URL, AI_API_KEY and AI_MODEL (see the README).",
} as const;
