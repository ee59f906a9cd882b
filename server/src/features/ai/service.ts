import { and, asc, desc, eq, getTableColumns, or } from 'drizzle-orm';
import { aiSettings, idSchema, limits } from '@upsolve/contract';
import type {
  AiConversationParams,
  AiConversationRenameParsed,
  AiConversationResponse,
  AiConversationsQuery,
  AiConversationSummary,
  AiProviderResponse,
} from '@upsolve/contract';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { aiConversations, aiMessages, problems } from '../../db/schema/index.ts';
import type { Services } from '../../lib/services.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertOwnConversation } from './policy.ts';
import { toAiMessage, toConversationSummary } from './presenter.ts';
import { providerName } from './provider.ts';

/**
 * The viewer's conversations with the title of each one's problem, while they may still read it
 * (a problem made private by another owner keeps its conversation, unlinked from the page).
 */
function conversationsOf(db: Executor, viewer: SessionUser) {
  return db
    .select({ ...getTableColumns(aiConversations), problemTitle: problems.title })
    .from(aiConversations)
    .leftJoin(
      problems,
      and(
        eq(problems.id, aiConversations.problemId),
        or(eq(problems.visibility, 'public'), eq(problems.ownerId, viewer.id)),
      ),
    )
    .$dynamic();
}

/** One of the viewer's conversations as the sidebar shows it. */
export async function conversationSummary(
  db: Executor,
  viewer: SessionUser,
  conversationId: string,
): Promise<AiConversationSummary> {
  const [row] = await conversationsOf(db, viewer)
    .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.ownerId, viewer.id)))
    .limit(1);
  if (row === undefined) throw notFound();
  return toConversationSummary(row);
}

/** GET /ai/conversations: the viewer's conversations (or those about one problem), most recent first. */
export async function listConversations(
  db: Database,
  viewer: SessionUser,
  query: AiConversationsQuery,
): Promise<AiConversationSummary[]> {
  // A malformed id names no problem, so no conversation is about it.
  if (query.problemId !== undefined && !idSchema.safeParse(query.problemId).success) return [];
  const rows = await conversationsOf(db, viewer)
    .where(
      and(
        eq(aiConversations.ownerId, viewer.id),
        query.problemId === undefined ? undefined : eq(aiConversations.problemId, query.problemId),
      ),
    )
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
    .limit(limits.aiConversationsListed);
  return rows.map(toConversationSummary);
}

/** GET /ai/conversations/{id}: the owner's conversation and its turns, oldest first. */
export async function getConversation(
  db: Database,
  viewer: SessionUser,
  params: AiConversationParams,
): Promise<AiConversationResponse> {
  const conversation = await assertOwnConversation(db, viewer, params.conversationId);
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversation.id))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
  return {
    conversation: await conversationSummary(db, viewer, conversation.id),
    messages: rows.map(toAiMessage),
  };
}

/** PATCH /ai/conversations/{id}: the owner renames it; its place in the list stays. */
export async function renameConversation(
  services: Services,
  viewer: SessionUser,
  params: AiConversationParams,
  input: AiConversationRenameParsed,
): Promise<Committed<AiConversationSummary>> {
  const conversation = await assertOwnConversation(services.db, viewer, params.conversationId);
  return services.commit(async (tx) => {
    const renamed = await tx
      .update(aiConversations)
      .set({ title: input.title })
      .where(and(eq(aiConversations.id, conversation.id), eq(aiConversations.ownerId, viewer.id)))
      .returning({ id: aiConversations.id });
    if (renamed.length === 0) throw notFound();
    return conversationSummary(tx, viewer, conversation.id);
  });
}

/** DELETE /ai/conversations/{id}: the owner deletes it, its turns with it. */
export async function deleteConversation(
  services: Services,
  viewer: SessionUser,
  params: AiConversationParams,
): Promise<Committed<void>> {
  const conversation = await assertOwnConversation(services.db, viewer, params.conversationId);
  return services.commit(async (tx) => {
    const deleted = await tx
      .delete(aiConversations)
      .where(and(eq(aiConversations.id, conversation.id), eq(aiConversations.ownerId, viewer.id)))
      .returning({ id: aiConversations.id });
    if (deleted.length === 0) throw notFound();
  });
}

/** GET /ai/provider: whom the assistant asks, and the settings to fill in when nobody chose. */
export function providerInfo(ai: Config['ai']): AiProviderResponse {
  return {
    name: providerName(ai.baseUrl),
    model: ai.model,
    configured: ai.configured,
    settings: ai.configured ? [] : [...aiSettings],
  };
}
