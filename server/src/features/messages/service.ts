import { and, eq, sql } from 'drizzle-orm';
import type {
  Message,
  MessageInputParsed,
  PageQueryParsed,
  UnreadCount,
  UserParams,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import { recordMessage } from './conversations.ts';
import { requireUserRef } from '../profiles/index.ts';
import { keysetPage, keysetRows, newestFirst } from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanAnswerRequest, assertCanMessage } from './policy.ts';
import { toMessage } from './presenter.ts';

/** Direct messages (docs/product.md, "Chat"): stored here, delivered by subscribers.ts. */

/** A conversation's two people in the order its index keeps them (the smaller id first). */
function pairOf(oneId: string, otherId: string) {
  return oneId < otherId
    ? { firstUserId: oneId, secondUserId: otherId }
    : { firstUserId: otherId, secondUserId: oneId };
}

/**
 * POST /messages/send/{userId}: stores the message and moves both people's conversation rows in
 * one transaction; it is delivered once that has committed (subscribers.ts), to wherever it sits
 * for its receiver: their chats, their requests, or nowhere (they declined the sender).
 */
export async function sendMessage(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
  input: MessageInputParsed,
  sendingSocketId: string | null,
): Promise<Committed<Message>> {
  const receiver = await assertCanMessage(services.db, viewer, params.userId);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .insert(messages)
      .values({
        senderId: viewer.id,
        receiverId: receiver._id,
        ...pairOf(viewer.id, receiver._id),
        content: input.content,
      })
      .returning();
    if (row === undefined) throw new Error('Inserting the message returned no row');
    const receiverStatus = await recordMessage(tx, row);
    const message = toMessage(row);
    record(domainEvent('message.sent', { message, receiverStatus, sendingSocketId }));
    return message;
  });
}

const conversationOrder = newestFirst(
  messages.createdAt,
  messages.id,
  (row: typeof messages.$inferSelect) => [row.createdAt, row.id],
);

/** A page of two people's messages, newest first, from messages_conversation_newest_idx. */
export function conversationRows(
  db: Database,
  oneId: string,
  otherId: string,
  page: PageQueryParsed,
) {
  const pair = pairOf(oneId, otherId);
  return keysetRows(
    db.select().from(messages).$dynamic(),
    conversationOrder,
    page,
    and(eq(messages.firstUserId, pair.firstUserId), eq(messages.secondUserId, pair.secondUserId)),
  );
}

/**
 * GET /messages/{userId}: the newest page of the conversation, oldest first as a chat reads; the
 * next cursor reaches older messages.
 */
export async function conversationPage(
  db: Database,
  viewer: SessionUser,
  params: UserParams,
  page: PageQueryParsed,
): Promise<Page<Message>> {
  const other = await requireUserRef(db, params.userId);
  const rows = await conversationRows(db, viewer.id, other._id, page);
  const newestFirstPage = keysetPage(rows, page.limit, conversationOrder, toMessage, null);
  return { ...newestFirstPage, items: newestFirstPage.items.toReversed() };
}

/** POST /messages/{userId}/read: everything the other person sent the viewer is read now. */
export async function markConversationRead(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
): Promise<Committed<Date>> {
  const other = await requireUserRef(services.db, params.userId);
  const readAt = new Date();
  return services.commit(async (tx, record) => {
    await tx
      .update(messages)
      .set({ readAt })
      .where(
        and(
          eq(messages.receiverId, viewer.id),
          eq(messages.senderId, other._id),
          sql`${messages.readAt} is null`,
        ),
      );
    await tx
      .update(conversations)
      .set({ unreadCount: 0 })
      .where(and(eq(conversations.userId, viewer.id), eq(conversations.otherId, other._id)));
    const at = readAt.toISOString();
    record(domainEvent('messages.read', { readerId: viewer.id, otherId: other._id, readAt: at }));
    return readAt;
  });
}

/**
 * GET /messages/unread: what the people in the viewer's chats sent them that they have not read
 * (message requests and declined ones never count), and how many requests wait.
 */
export async function unreadCount(db: Database, viewer: SessionUser): Promise<UnreadCount> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${conversations.unreadCount}) filter (where ${conversations.status} = 'accepted'), 0)::int`,
      requests: sql<number>`(count(*) filter (where ${conversations.status} = 'request'))::int`,
    })
    .from(conversations)
    .where(eq(conversations.userId, viewer.id));
  return { count: row?.count ?? 0, requests: row?.requests ?? 0 };
}

/**
 * POST /messages/{userId}/accept and /decline: the viewer moves a stranger's conversation to their
 * chats, or hides it with whatever that person sends later (they are not told). Accepting an
 * accepted conversation, or declining a declined one, changes nothing.
 */
export async function answerRequest(
  services: Services,
  viewer: SessionUser,
  params: UserParams,
  answer: 'accept' | 'decline',
): Promise<Committed<void>> {
  const { other } = await assertCanAnswerRequest(services.db, viewer, params.userId, answer);
  return services.commit(async (tx, record) => {
    await tx
      .update(conversations)
      .set({ status: answer === 'accept' ? 'accepted' : 'declined' })
      .where(and(eq(conversations.userId, viewer.id), eq(conversations.otherId, other._id)));
    record(domainEvent('request.answered', { userId: viewer.id, otherId: other._id, answer }));
  });
}
