import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatUser, ChatUsersQueryParsed } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { conversations, users } from '../../db/schema/index.ts';
import { blockedEitherWay, noneOf } from '../blocks/index.ts';
import { containing } from '../../lib/like-pattern.ts';
import {
  afterKey,
  cursorValue,
  decodeCursor,
  defineKeyset,
  encodeCursor,
  keysetOrder,
} from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { toChatUser } from './presenter.ts';
import type { ChatUserRow } from './presenter.ts';
import { activeUser } from '../../lib/shown-user.ts';

/**
 * The chat's user list (GET /messages/users, docs/product.md "Chat"): read from the conversation
 * rows conversations.ts keeps, then everyone else by username.
 */

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

/**
 * Up to `limit` + 1 people in the viewer's chats (or, for `box=requests`, those whose requests
 * wait), after `after` (a recentFirst key), none of `excluded` (blocks either way).
 */
export function recentRows(
  db: Database,
  viewer: SessionUser,
  query: ChatUsersQueryParsed,
  after: [Date, string] | undefined,
  excluded: readonly string[] = [],
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
        eq(conversations.status, query.box === 'requests' ? 'request' : 'accepted'),
        usernameContains(query.q),
        noneOf(conversations.otherId, excluded),
        after === undefined ? undefined : afterKey(recentFirst, after),
      ),
    )
    .orderBy(...keysetOrder(recentFirst))
    .limit(query.limit + 1);
}

/**
 * Up to `count` people the viewer has no conversation with (in any box), by username after
 * `afterName`, none of `excluded` (blocks either way).
 */
export function otherRows(
  db: Database,
  viewer: SessionUser,
  term: string | undefined,
  afterName: string,
  count: number,
  excluded: readonly string[] = [],
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
        activeUser,
        sql`not exists ${talkedTo}`,
        noneOf(users.id, excluded),
        usernameContains(term),
        afterName === '' ? undefined : afterKey(byUsername, [afterName]),
      ),
    )
    .orderBy(...keysetOrder(byUsername))
    .limit(count);
}

/**
 * GET /messages/users: the people one has talked to, most recent first, then everyone else by
 * username; `q` keeps usernames containing it. One cursor walks both parts. `box=requests` is the
 * first part alone, for the strangers whose requests wait. Nobody either way blocked is listed.
 */
export async function chatUsersPage(
  db: Database,
  viewer: SessionUser,
  query: ChatUsersQueryParsed,
): Promise<Page<ChatUser>> {
  const position =
    query.cursor === undefined ? undefined : decodeCursor(chatUsersCursor, query.cursor);
  const excluded = await blockedEitherWay(db, viewer.id);
  let recent: RecentRow[] = [];
  if (position === undefined || position[0] === 'recent') {
    const after: [Date, string] | undefined =
      position === undefined ? undefined : [position[1], position[2]];
    recent = await recentRows(db, viewer, query, after, excluded);
    const last = recent[query.limit - 1];
    if (recent.length > query.limit && last !== undefined) {
      return {
        items: recent.slice(0, query.limit).map(toChatUser),
        nextCursor: encodeCursor(['recent', ...recentFirst.keyOf(last)]),
        total: null,
      };
    }
  }
  if (query.box === 'requests') {
    // Requests are people who wrote first; everyone else belongs to the main list.
    return { items: recent.map(toChatUser), nextCursor: null, total: null };
  }
  const afterName = position?.[0] === 'others' ? position[1] : '';
  const room = query.limit - recent.length;
  const others: ChatUserRow[] = await otherRows(db, viewer, query.q, afterName, room + 1, excluded);
  const kept = others.slice(0, room);
  const lastName = kept.at(-1)?.username.toLowerCase() ?? afterName;
  return {
    items: [...recent, ...kept].map(toChatUser),
    nextCursor: others.length > room ? encodeCursor(['others', lastName]) : null,
    total: null,
  };
}
