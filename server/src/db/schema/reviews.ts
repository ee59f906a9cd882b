import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.ts';
import { solutions } from './solutions.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** A review targets exactly one problem or one solution. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    solutionId: uuid('solution_id').references(() => solutions.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull().default(1),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'reviews_one_target_check',
      sql`num_nonnulls(${table.problemId}, ${table.solutionId}) = 1`,
    ),
    unique('reviews_author_problem_unique').on(table.authorId, table.problemId),
    unique('reviews_author_solution_unique').on(table.authorId, table.solutionId),
    index('reviews_problem_newest_idx').on(
      table.problemId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('reviews_solution_newest_idx').on(
      table.solutionId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
