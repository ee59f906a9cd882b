import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie's token: a leaked table does not give working sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampMs('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
