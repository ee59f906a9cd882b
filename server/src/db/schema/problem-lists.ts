import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { problems } from './problems.ts';
import { users } from './users.ts';

/** A user's list of problems to work through (docs/product.md, "Lists"). */
export const problemLists = pgTable(
  'problem_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: ['public', 'unlisted', 'private'] })
      .notNull()
      .default('private'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'problem_lists_visibility_check',
      sql`${table.visibility} in ('public', 'unlisted', 'private')`,
    ),
    index('problem_lists_owner_idx').on(
      table.ownerId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** A problem's place in a list: `position` ascending from 0. */
export const problemListItems = pgTable(
  'problem_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => problemLists.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'problem_list_items_pkey', columns: [table.listId, table.problemId] }),
    index('problem_list_items_order_idx').on(table.listId, table.position),
    // A deleted problem leaves every list it was in.
    index('problem_list_items_problem_idx').on(table.problemId),
  ],
);

export type ProblemListRow = typeof problemLists.$inferSelect;
export type ProblemListItemRow = typeof problemListItems.$inferSelect;
