import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampMs } from './columns.ts';
import { users } from './users.ts';

/** The contest sites, in the order the calendar merges them. */
export const contestSources = ['codeforces', 'atcoder', 'codechef', 'leetcode'] as const;

/**
 * Contests as the sources last listed them, refreshed by a scheduled job; `GET /api/contests`
 * answers from here, never from a site. A source's refresh replaces its own rows only.
 */
export const contests = pgTable(
  'contests',
  {
    source: text('source', { enum: contestSources }).notNull(),
    /** The site's own id of the contest (`1775`, `abc300`, `START100`, `weekly-contest-300`). */
    contestId: text('contest_id').notNull(),
    name: text('name').notNull(),
    startsAt: timestampMs('starts_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    url: text('url').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.contestId] }),
    index('contests_starts_idx').on(table.startsAt),
    check('contests_duration_check', sql`${table.durationSeconds} > 0`),
    check(
      'contests_source_check',
      sql`${table.source} in ('codeforces', 'atcoder', 'codechef', 'leetcode')`,
    ),
  ],
);

/** Each source's last refresh: when its list last arrived, and why the last attempt failed. */
export const contestSourceStates = pgTable('contest_source_states', {
  source: text('source', { enum: contestSources }).primaryKey(),
  /** The last refresh that stored the source's list. */
  fetchedAt: timestampMs('fetched_at'),
  /** The last failed attempt's reason in plain words, cleared by the next success. */
  lastError: text('last_error'),
  lastErrorAt: timestampMs('last_error_at'),
});

/**
 * A user's secret calendar-feed token. It opens only the public contest list, filtered, so it is
 * kept as is (the page shows the feed's address again); regenerating replaces it, and the old
 * address then answers 404.
 */
export const contestFeedTokens = pgTable('contest_feed_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

export type ContestRow = typeof contests.$inferSelect;
export type ContestSourceStateRow = typeof contestSourceStates.$inferSelect;

/**
 * A contest's problems as upsolving found them (Codeforces' standings, AtCoder's task list), in
 * the contest's order: each by its canonical key, so "k of n upsolved" counts twins once.
 */
export const contestProblems = pgTable(
  'contest_problems',
  {
    source: text('source', { enum: contestSources }).notNull(),
    contestId: text('contest_id').notNull(),
    position: integer('position').notNull(),
    problemKey: text('problem_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.contestId, table.position] })],
);

/** The contests a user set out to upsolve: the calendar shows their progress on each. */
export const contestUpsolves = pgTable(
  'contest_upsolves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: contestSources }).notNull(),
    contestId: text('contest_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.source, table.contestId] })],
);
