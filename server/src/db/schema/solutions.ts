import { solutionLanguages } from '@upsolve/contract';
import type { SolutionLanguage } from '@upsolve/contract';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { problems } from './problems.ts';
import { createdAt, reviewCounters, updatedAt } from './columns.ts';
import { users } from './users.ts';

const languages = Object.keys(solutionLanguages) as [SolutionLanguage, ...SolutionLanguage[]];

export const solutions = pgTable(
  'solutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone: shown as 'Unknown User'. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    approach: text('approach').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    language: text('language', { enum: languages }).notNull().default('cpp'),
    ...reviewCounters(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('solutions_problem_newest_idx').on(
      table.problemId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Best rated first: average, then number of reviews, then newest.
    index('solutions_problem_rated_idx').on(
      table.problemId,
      table.avgRating.desc().nullsFirst(),
      table.reviewsCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The leaderboard counts solutions per author.
    index('solutions_author_idx').on(table.authorId, table.problemId),
    // A profile lists its user's solutions newest first.
    index('solutions_author_newest_idx').on(
      table.authorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type SolutionRow = typeof solutions.$inferSelect;
export type NewSolutionRow = typeof solutions.$inferInsert;
