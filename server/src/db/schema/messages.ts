import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

/** The states of one person's side of a conversation (see `conversations.status`). */
export const conversationStatuses = ['accepted', 'request', 'declined'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/**
 * Direct messages (docs/product.md, "Chat"). A conversation is named by its two people in a fixed
 * order (`first_user_id` the smaller id), so one index holds it in time order whoever sent what.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstUserId: uuid('first_user_id').notNull(),
    secondUserId: uuid('second_user_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When the receiver read it; null until then. */
    readAt: timestampMs('read_at'),
  },
  (table) => [
    check('messages_not_self_check', sql`${table.senderId} <> ${table.receiverId}`),
    check(
      'messages_pair_check',
      sql`${table.firstUserId} = least(${table.senderId}, ${table.receiverId}) and ${table.secondUserId} = greatest(${table.senderId}, ${table.receiverId})`,
    ),
    // A conversation, newest first: its pages, and its newest message for the preview.
    index('messages_conversation_newest_idx').on(
      table.firstUserId,
      table.secondUserId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // What one person has not yet read from another: marking a conversation read.
    index('messages_unread_idx')
      .on(table.receiverId, table.senderId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * One row per person and each person they have talked to (two rows per conversation), kept in
 * the transaction of each message: the user list reads its order, preview and unread count from
 * here instead of aggregating messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message's start (limits.messagePreview), its sender and time; null before any. */
    lastContent: text('last_content'),
    lastSenderId: uuid('last_sender_id'),
    lastMessageAt: timestampMs('last_message_at'),
    /** The newest message, or when the conversation was opened (an accepted invitation). */
    lastActivityAt: timestampMs('last_activity_at').notNull().defaultNow(),
    /** Messages from `other_id` that `user_id` has not read. */
    unreadCount: integer('unread_count').notNull().default(0),
    /**
     * How `user_id` holds the conversation: `accepted` (in the chat list), `request` (a stranger's
     * first messages, under "Requests" until `user_id` replies or accepts) or `declined` (hidden).
     */
    status: text('status', { enum: conversationStatuses }).notNull().default('accepted'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.otherId] }),
    check('conversations_not_self_check', sql`${table.userId} <> ${table.otherId}`),
    check(
      'conversations_status_check',
      sql`${table.status} in ('accepted', 'request', 'declined')`,
    ),
    // Each box of one person's chat list (accepted, requests), most recent first.
    index('conversations_recent_idx').on(
      table.userId,
      table.status,
      table.lastActivityAt.desc().nullsFirst(),
      table.otherId.desc().nullsFirst(),
    ),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
