import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

/**
 * What the sites publish about their problems (Codeforces' problem set, AtCoder Problems' merged
 * problems and difficulty models, LeetCode questions once looked up), refreshed daily by a job, so
 * a pasted link is answered from here and not by a call per lookup.
 */
export const siteProblems = pgTable(
  'site_problems',
  {
    /** The key the link itself names: `codeforces:1775E`, `atcoder:abc300_a`, `leetcode:two-sum`. */
    key: text('key').primaryKey(),
    /**
     * The problem's one identity: the key itself, or for a Codeforces Div. 1 / Div. 2 twin the key
     * of the twin with the lowest contest id, so both links are one problem.
     */
    canonicalKey: text('canonical_key').notNull(),
    site: text('site', { enum: ['codeforces', 'atcoder', 'leetcode'] }).notNull(),
    title: text('title').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    difficultyValue: integer('difficulty_value'),
    refreshedAt: timestampMs('refreshed_at').notNull().defaultNow(),
  },
  (table) => [
    index('site_problems_canonical_idx').on(table.canonicalKey),
    check('site_problems_site_check', sql`${table.site} in ('codeforces', 'atcoder', 'leetcode')`),
    check('site_problems_key_check', sql`${table.key} like ${table.site} || ':%'`),
  ],
);

export type SiteProblemRow = typeof siteProblems.$inferSelect;
