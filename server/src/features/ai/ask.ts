import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { aiErrorReply, aiTexts, limits } from '@upsolve/contract';
import type {
  AiConversationSummary,
  AiMessage,
  AskAiInputParsed,
  AskAiResponse,
} from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { aiConversations, aiMessages } from '../../db/schema/index.ts';
import type { AiMessageRow, ProblemRecord } from '../../db/schema/index.ts';
import type { Services } from '../../lib/services.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { findOwnSolution } from '../solutions/index.ts';
import { assertCanAsk } from './policy.ts';
import type { AllowedTurn } from './policy.ts';
import { toAiMessage } from './presenter.ts';
import { buildPrompt } from './prompt.ts';
import type { EarlierTurn, HintContext } from './prompt.ts';
import type { AiProvider, PromptMessage } from './provider.ts';
import { conversationSummary } from './service.ts';

/** What answering a question needs besides the services. */
export interface AskContext {
  services: Services;
  provider: AiProvider;
  /** How long the provider may stay silent (before its first piece, or between two). */
  inactivityMs: number;
  /** Whether the operator chose a provider (config.ai.configured): a failure says how otherwise. */
  configured: boolean;
  log: FastifyBaseLogger;
}

/** Hears a turn as it happens: the stored question, then each piece of the reply. */
export interface TurnListener {
  start(conversation: AiConversationSummary, question: AiMessage): void;
  token(text: string): void;
}

/** How many earlier turns are read to fill the context budget (prompt.ts). */
const earlierTurnsRead = 200;

/** A new conversation's title: the question's first line, or "Hints: <problem>" for hints. */
function titleFor(question: string, problem: ProblemRecord | null): string {
  const firstLine = question
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '');
  const title = problem === null ? (firstLine ?? '') : `Hints: ${problem.title}`;
  return title.slice(0, limits.aiConversationTitle).trim();
}

/**
 * Each turn of a conversation is stamped after the one before it, so the order the user saw is
 * the order stored, however close together two turns come.
 */
const nextTurnTime = (conversationId: string) =>
  sql`greatest(clock_timestamp(), coalesce((select max(${aiMessages.createdAt}) from ${aiMessages} where ${aiMessages.conversationId} = ${conversationId}), '-infinity') + interval '1 millisecond')`;

/** The earlier turns sent as context, newest first: failed replies never are. */
async function earlierTurns(db: Executor, conversationId: string): Promise<EarlierTurn[]> {
  return db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.conversationId, conversationId),
        or(eq(aiMessages.role, 'user'), ne(aiMessages.status, 'failed')),
      ),
    )
    .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
    .limit(earlierTurnsRead);
}

/** Stores the question (in a new conversation, or moving its conversation to the top). */
async function storeQuestion(
  services: Services,
  viewer: SessionUser,
  input: AskAiInputParsed,
  allowed: AllowedTurn,
): Promise<AiMessageRow> {
  const { value } = await services.commit(async (tx) => {
    const [conversation] =
      allowed.conversation === null
        ? await tx
            .insert(aiConversations)
            .values({
              ownerId: viewer.id,
              title: titleFor(input.content, allowed.problem),
              problemId: allowed.problem?.id ?? null,
              hintRung: allowed.rung,
            })
            .returning({ id: aiConversations.id })
        : await tx
            .update(aiConversations)
            .set({ updatedAt: sql`now()`, hintRung: allowed.rung })
            .where(eq(aiConversations.id, allowed.conversation.id))
            .returning({ id: aiConversations.id });
    if (conversation === undefined) throw notFound();
    const [question] = await tx
      .insert(aiMessages)
      .values({
        conversationId: conversation.id,
        role: 'user',
        content: input.content,
        hintRung: input.nextHint === true ? allowed.rung : null,
        createdAt: nextTurnTime(conversation.id),
      })
      .returning();
    if (question === undefined) throw new Error('storeQuestion: the insert returned no row');
    return question;
  });
  return value;
}

interface CollectedReply {
  content: string;
  status: AiMessage['status'];
}

/** A reply that did not end: failed if nothing came and the client still waits, else a part. */
function endedEarly(
  context: AskContext,
  content: string,
  clientGone: AbortSignal,
  error: unknown,
): CollectedReply {
  if (content !== '' || clientGone.aborted) return { content, status: 'interrupted' };
  context.log.warn({ err: error }, 'The AI provider gave no answer');
  return { content: aiErrorReply, status: 'failed' };
}

/**
 * Asks the provider and hears its reply piece by piece. Nothing heard for `inactivityMs`, or the
 * client gone, ends the request. A reply cut short keeps what arrived (`interrupted`); one of which
 * nothing arrived, from a provider unreachable, failing or silent, is `failed`.
 */
async function collectReply(
  context: AskContext,
  prompt: PromptMessage[],
  listener: TurnListener,
  clientGone: AbortSignal,
): Promise<CollectedReply> {
  const request = new AbortController();
  const endRequest = () => request.abort();
  clientGone.addEventListener('abort', endRequest);
  if (clientGone.aborted) endRequest();
  let silence = setTimeout(endRequest, context.inactivityMs);
  let content = '';
  try {
    for await (const piece of context.provider.stream(prompt, request.signal)) {
      clearTimeout(silence);
      silence = setTimeout(endRequest, context.inactivityMs);
      content += piece;
      listener.token(piece);
    }
    // The client ends its stream quietly when the request is aborted: what came is then a part.
    if (!request.signal.aborted) return { content, status: 'complete' };
    return endedEarly(context, content, clientGone, new Error('The AI provider went silent'));
  } catch (error) {
    return endedEarly(context, content, clientGone, error);
  } finally {
    clearTimeout(silence);
    clientGone.removeEventListener('abort', endRequest);
  }
}

/** Stores the reply after its question and moves the conversation to the top of the list. */
async function storeReply(
  services: Services,
  question: AiMessageRow,
  reply: CollectedReply,
): Promise<AiMessageRow> {
  const { value } = await services.commit(async (tx) => {
    const [conversation] = await tx
      .update(aiConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(aiConversations.id, question.conversationId))
      .returning({ id: aiConversations.id });
    // Deleted while the reply was being written: nothing is left to add it to.
    if (conversation === undefined) throw notFound();
    const [stored] = await tx
      .insert(aiMessages)
      .values({
        conversationId: conversation.id,
        role: 'assistant',
        content: reply.content,
        status: reply.status,
        hintRung: question.hintRung,
        createdAt: nextTurnTime(conversation.id),
      })
      .returning();
    if (stored === undefined) throw new Error('storeReply: the insert returned no row');
    return stored;
  });
  return value;
}

/**
 * POST /askai: checks the question (assertCanAsk), stores it, asks the provider with the
 * conversation so far (prompt.ts) and stores the reply, whatever became of it: complete, cut short
 * (`interrupted`) or `failed` with `aiErrorReply`. The question is kept in every case.
 */
export async function askAi(
  context: AskContext,
  viewer: SessionUser,
  input: AskAiInputParsed,
  listener: TurnListener,
  clientGone: AbortSignal,
): Promise<AskAiResponse> {
  const { db } = context.services;
  const allowed = await assertCanAsk(db, viewer, input);
  const earlier =
    allowed.conversation === null ? [] : await earlierTurns(db, allowed.conversation.id);
  const hint: HintContext | null =
    allowed.problem === null
      ? null
      : {
          problem: allowed.problem,
          ownSolution: await findOwnSolution(db, allowed.problem.id, viewer.id),
          rung: allowed.rung,
          nextHint: input.nextHint === true,
        };
  const question = await storeQuestion(context.services, viewer, input, allowed);
  listener.start(
    await conversationSummary(db, viewer, question.conversationId),
    toAiMessage(question),
  );

  const prompt = buildPrompt(hint, earlier, input.content);
  const collected = await collectReply(context, prompt, listener, clientGone);
  const reply = await storeReply(context.services, question, collected);
  return {
    message: reply.content,
    conversationId: question.conversationId,
    question: toAiMessage(question),
    reply: toAiMessage(reply),
    notice: reply.status === 'failed' && !context.configured ? aiTexts.notConfigured : null,
  };
}
