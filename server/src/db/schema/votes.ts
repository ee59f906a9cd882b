import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** What can be voted on, reported and removed: a blog, a blog comment, a discussion post. */
export const itemKinds = ['blog', 'comment', 'post'] as const;
export type ItemKind = (typeof itemKinds)[number];

/**
 * One vote per user per item, +1 or −1 (removing a vote deletes the row). Triggers (migration
 * "blogs") keep the item's `score` and the recipient's `contribution`, and delete an item's
 * votes with it. Who voted is never shown.
 */
export const votes = pgTable(
  'votes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: itemKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The item's author when the vote was cast, whose contribution it counts toward. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemKind, table.itemId] }),
    check('votes_value_check', sql`${table.value} in (-1, 1)`),
    check('votes_item_kind_check', sql`${table.itemKind} in ('blog', 'comment', 'post')`),
    check('votes_not_own_check', sql`${table.recipientId} is distinct from ${table.userId}`),
    index('votes_item_idx').on(table.itemKind, table.itemId),
  ],
);

export type VoteRow = typeof votes.$inferSelect;
