import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * A user's report of a blog, comment or post, once per reporter and item. Moderators see the open
 * ones; removing the item marks its reports `actioned`, dismissing one marks it `dismissed`.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['blog', 'comment', 'post'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestampMs('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('reports_status_check', sql`${table.status} in ('open', 'dismissed', 'actioned')`),
    check('reports_item_kind_check', sql`${table.itemKind} in ('blog', 'comment', 'post')`),
    unique('reports_reporter_item_unique').on(table.reporterId, table.itemKind, table.itemId),
    // The moderators' queue, oldest first.
    index('reports_open_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'open'`),
    index('reports_item_idx').on(table.itemKind, table.itemId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
