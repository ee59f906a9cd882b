import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Solutions on public problems, the leaderboard's score. Kept by triggers (migration
     * "leaderboard_totals"), never written by the app.
     */
    publicSolutionsCount: integer('public_solutions_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Uniqueness without regard to case is enforced by the database, not by a racy pre-check.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The leaderboard in its order; users without a public solution are not on it.
    index('users_leaderboard_idx')
      .on(table.publicSolutionsCount.desc(), table.createdAt, table.id)
      .where(sql`${table.publicSolutionsCount} > 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
