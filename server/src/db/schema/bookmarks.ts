import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    // The bookmarked list reads a user's bookmarks newest first, ties by problem id descending:
    // the same order as its ORDER BY and keyset cursor, so one index scan serves each page.
    index('bookmarks_user_newest_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.problemId.desc().nullsFirst(),
    ),
    // Cascading deletes of a problem find its bookmarks by problem.
    index('bookmarks_problem_idx').on(table.problemId),
  ],
);

export type BookmarkRow = typeof bookmarks.$inferSelect;
