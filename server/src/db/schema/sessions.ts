import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The session's public handle: the sessions list names a session by it ("Sign out" per
     * session), so the token's hash never leaves the server.
     */
    id: uuid('id').notNull().defaultRandom(),
    /** The browser's User-Agent at sign-in, from which the sessions list names the device. */
    userAgent: text('user_agent').notNull().default(''),
    /** When the session was last used, kept to within a few minutes (not a write per request). */
    lastSeenAt: timestampMs('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_id_key').on(table.id),
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
