import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Each user's saved links (docs/product.md, "Important links"), in the order they chose:
 * `position` ascending, then oldest first. `link_key` is the URL as compared (the contract's
 * linkKey), unique per owner, so the same page saved twice is a 409.
 */
export const savedLinks = pgTable(
  'saved_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link').notNull(),
    linkKey: text('link_key').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('saved_links_owner_link_key_idx').on(table.ownerId, table.linkKey),
    index('saved_links_owner_order_idx').on(
      table.ownerId,
      table.position,
      table.createdAt,
      table.id,
    ),
  ],
);

export type SavedLinkRow = typeof savedLinks.$inferSelect;
