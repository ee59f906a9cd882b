import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** What can be voted on, reported and removed: a blog, a blog comment, a discussion post. */
export const itemKinds = ['blog', 'comment', 'post'] as const;
export type ItemKind = (typeof itemKinds)[number];

/**
 * One vote per user per item, +1 or −1 (removing a vote deletes the row). A trigger writes what
 * each vote changes to `vote_deltas`, and another (migration "blogs") deletes an item's votes with
 * it. Who voted is never shown.
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

/**
 * What votes changed and the totals do not show yet: the item's `score` and the recipient's
 * `contribution` move by `delta` when the events relay next runs (migration "vote_deltas";
 * lib/events/outbox.ts), in the relay's own transaction. A vote only adds a row here, so votes on
 * one popular blog no longer queue on its row and its author's, each waiting for the one before
 * to be flushed to disk; the vote's answer comes after the relay run that added it in.
 */
export const voteDeltas = pgTable('vote_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  itemKind: text('item_kind', { enum: itemKinds }).notNull(),
  itemId: uuid('item_id').notNull(),
  /** Null when the recipient's account is gone (their votes' recipient is set null). */
  recipientId: uuid('recipient_id'),
  delta: integer('delta').notNull(),
});
