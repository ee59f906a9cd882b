import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's mark on a problem (docs/product.md, "Marks"), kept per canonical key (`problems.key`),
 * not per saved row: twins, and later the problems a handle's import names, share one mark.
 */
export const marks = pgTable(
  'marks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemKey: text('problem_key').notNull(),
    status: text('status', {
      enum: ['solved', 'solved_with_help', 'attempted', 'todo'],
    }).notNull(),
    /**
     * When the problem became solved (solved or solved with help), for the activity heatmap; kept
     * while it stays solved, cleared when the mark leaves solved.
     */
    solvedAt: timestampMs('solved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'marks_pkey', columns: [table.userId, table.problemKey] }),
    check(
      'marks_status_check',
      sql`${table.status} in ('solved', 'solved_with_help', 'attempted', 'todo')`,
    ),
    check(
      'marks_solved_at_check',
      sql`(${table.solvedAt} is not null) = (${table.status} in ('solved', 'solved_with_help'))`,
    ),
    // The dashboard's filter by mark and the profile's counts per mark.
    index('marks_user_status_idx').on(table.userId, table.status),
    // The activity heatmap: one user's solves by day.
    index('marks_user_solved_at_idx')
      .on(table.userId, table.solvedAt)
      .where(sql`${table.solvedAt} is not null`),
  ],
);

export type MarkRow = typeof marks.$inferSelect;
