import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

export const notificationKinds = ['reply', 'comment', 'mention'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A notification, written by a subscriber when a reply, a comment on one's blog or a mention
 * happens, never by a client. One per (recipient, item): an event delivered twice, or a reply
 * that also mentions, notifies once. The item is a comment or post (`item_kind`), its thread is
 * named by `thread_id` (the blog or the problem), so the list can check the recipient may still
 * read it and link to it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    itemKind: text('item_kind', { enum: ['blog', 'comment', 'post'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    threadId: uuid('thread_id').notNull(),
    createdAt: createdAt(),
    readAt: timestampMs('read_at'),
  },
  (table) => [
    check('notifications_kind_check', sql`${table.kind} in ('reply', 'comment', 'mention')`),
    unique('notifications_recipient_item_unique').on(
      table.recipientId,
      table.itemKind,
      table.itemId,
    ),
    index('notifications_recipient_newest_idx').on(
      table.recipientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
    index('notifications_item_idx').on(table.itemKind, table.itemId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
