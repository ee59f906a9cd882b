import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

/**
 * Links that reset a forgotten password ("Forgot password?", or `npm run admin -- reset-link`):
 * single use, valid for 30 minutes. Only the token's SHA-256 is stored, as for sessions.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampMs('expires_at').notNull(),
    /** Set when the link is used: a used link never works again. */
    usedAt: timestampMs('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_resets_user_idx').on(table.userId),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
