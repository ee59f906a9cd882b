import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Who blocked whom (docs/product.md, "Blocking"). A blocked user cannot message, invite or send
 * typing notices to the blocker, and the two no longer find each other in search or the chat list.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
    // "Is either of these two blocking the other": the primary key one way, this the other.
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;
