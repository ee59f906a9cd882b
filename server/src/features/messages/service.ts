import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ChatUser,
  ChatUsersQueryParsed,
  Message,
  MessageInputParsed,
  PageQueryParsed,
  UserParams,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema/index.ts';
import { recordMessage } from '../../lib/conversations.ts';
import { containing } from '../../lib/like-pattern.ts';
import { requireUserRef } from '../../lib/user-ref.ts';
import {
  afterKey,
  cursorValue,
  decodeCursor,
  defineKeyset,
  encodeCursor,
  keysetOrder,
  keysetPage,
  keysetRows,
  newestFirst,
} from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanMessage } from './policy.ts';
import { toChatUser, toMessage } from './presenter.ts';
import type { ChatUserRow } from './presenter.ts';

/** Direct messages (docs/product.md, "Chat"): stored here, delivered by the routes' emits. */

/** A conversation's two people in the order its index keeps them (the smaller id first). */
function pairOf(oneId: string, otherId: string) {
  return oneId < otherId
    ? { firstUserId: oneId, secondUserId: otherId }
    : { firstUserId: otherId, secondUserId: oneId };
}

/**
 * POST /messages/send/{userId}: stores the message and moves both people's conversation rows in
 * one transaction; the route emits it only after this resolves.
 */
export async function sendMessage(
  db: Database,
  viewer: SessionUser,
  params: UserParams,
  input: MessageInputParsed,
): Promise<Message> {
  const receiver = await assertCanMessage(db, viewer.id, params.userId);
  const stored = await db.transaction(async (tx) => {
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
    await recordMessage(tx, row);
    return row;
  });
  return toMessage(stored);
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
  db: Database,
  viewer: SessionUser,
  params: UserParams,
): Promise<{ otherId: string; readAt: Date }> {
  const other = await requireUserRef(db, params.userId);
  const readAt = new Date();
  await db.transaction(async (tx) => {
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
  });
  return { otherId: other._id, readAt };
}

/** GET /messages/unread: what everyone sent the viewer that they have not read. */
export async function unreadCount(db: Database, viewer: SessionUser): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int` })
    .from(conversations)
    .where(eq(conversations.userId, viewer.id));
  return row?.count ?? 0;
}

type RecentRow = ChatUserRow & { lastActivityAt: Date };

/** The people one has talked to, most recent first: conversations_recent_idx. */
const recentFirst = defineKeyset({
  columns: [conversations.lastActivityAt, conversations.otherId],
  schema: z.tuple([cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: RecentRow) => [row.lastActivityAt, row.id],
});

/** Everyone else by username: users_username_lower_key (usernames are unique without case). */
const byUsername = defineKeyset({
  columns: [sql`lower(${users.username})`],
  ascending: true,
  schema: z.tuple([cursorValue.lowerUsername]),
  keyOf: (row: ChatUserRow) => [row.username.toLowerCase()],
});

/** The user list pages through two parts; its cursor says which, and where in it. */
const chatUsersCursor = {
  schema: z.union([
    z.tuple([z.literal('recent'), cursorValue.timestamp, cursorValue.id]),
    // An empty name is the start of the second part: every username sorts after it.
    z.tuple([z.literal('others'), z.union([z.literal(''), cursorValue.lowerUsername])]),
  ]),
};

function usernameContains(term: string | undefined) {
  if (term === undefined || term === '') return undefined;
  return sql`lower(${users.username}) like lower(${containing(term)})`;
}

/** Up to `limit` + 1 people the viewer has talked to, after `after` (a recentFirst key). */
export function recentRows(
  db: Database,
  viewer: SessionUser,
  query: ChatUsersQueryParsed,
  after: [Date, string] | undefined,
) {
  return db
    .select({
      id: conversations.otherId,
      username: users.username,
      lastContent: conversations.lastContent,
      lastSenderId: conversations.lastSenderId,
      lastMessageAt: conversations.lastMessageAt,
      lastActivityAt: conversations.lastActivityAt,
      unreadCount: conversations.unreadCount,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.otherId))
    .where(
      and(
        eq(conversations.userId, viewer.id),
        eq(conversations.status, 'accepted'),
        usernameContains(query.q),
        after === undefined ? undefined : afterKey(recentFirst, after),
      ),
    )
    .orderBy(...keysetOrder(recentFirst))
    .limit(query.limit + 1);
}

/** Up to `count` people the viewer has not talked to, by username after `afterName`. */
export function otherRows(
  db: Database,
  viewer: SessionUser,
  term: string | undefined,
  afterName: string,
  count: number,
) {
  const talkedTo = db
    .select({ one: sql`1` })
    .from(conversations)
    .where(and(eq(conversations.userId, viewer.id), eq(conversations.otherId, users.id)));
  return db
    .select({
      id: users.id,
      username: users.username,
      lastContent: sql<null>`null`,
      lastSenderId: sql<null>`null`,
      lastMessageAt: sql<null>`null`,
      unreadCount: sql<number>`0`,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${viewer.id}`,
        sql`not exists ${talkedTo}`,
        usernameContains(term),
        afterName === '' ? undefined : afterKey(byUsername, [afterName]),
      ),
    )
    .orderBy(...keysetOrder(byUsername))
    .limit(count);
}

/**
 * GET /messages/users: the people one has talked to, most recent first, then everyone else by
 * username; `q` keeps usernames containing it. One cursor walks both parts.
 */
export async function chatUsersPage(
  db: Database,
  viewer: SessionUser,
  query: ChatUsersQueryParsed,
): Promise<Page<ChatUser>> {
  const position =
    query.cursor === undefined ? undefined : decodeCursor(chatUsersCursor, query.cursor);
  let recent: RecentRow[] = [];
  if (position === undefined || position[0] === 'recent') {
    const after: [Date, string] | undefined =
      position === undefined ? undefined : [position[1], position[2]];
    recent = await recentRows(db, viewer, query, after);
    const last = recent[query.limit - 1];
    if (recent.length > query.limit && last !== undefined) {
      return {
        items: recent.slice(0, query.limit).map(toChatUser),
        nextCursor: encodeCursor(['recent', ...recentFirst.keyOf(last)]),
        total: null,
      };
    }
  }
  const afterName = position?.[0] === 'others' ? position[1] : '';
  const room = query.limit - recent.length;
  const others: ChatUserRow[] = await otherRows(db, viewer, query.q, afterName, room + 1);
  const kept = others.slice(0, room);
  const lastName = kept.at(-1)?.username.toLowerCase() ?? afterName;
  return {
    items: [...recent, ...kept].map(toChatUser),
    nextCursor: others.length > room ? encodeCursor(['others', lastName]) : null,
    total: null,
  };
}
