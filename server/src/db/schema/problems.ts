import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, reviewCounters, updatedAt } from './columns.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    link: text('link').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    statement: text('statement').notNull(),
    inputFormat: text('input_format').notNull(),
    outputFormat: text('output_format').notNull(),
    exampleInput: text('example_input').notNull(),
    exampleOutput: text('example_output').notNull(),
    platformName: text('platform_name').notNull(),
    difficulty: integer('difficulty').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Weighted full-text document: title and tags (A) outrank the statement (B). Title and tags
     * are in twice: as English stems ("arrays" finds "array") and as plain words, because a stem
     * can be shorter than a word's typed beginning ("operations" → "oper", so "operat:*" needs
     * "operations"). problem_tags_text (migration "search_tags") joins the tags with spaces. The
     * platform's name is in as a plain word (B), so "CSES" finds CSES problems.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title || ' ' || problem_tags_text(tags)), 'A') || setweight(to_tsvector('simple', title || ' ' || problem_tags_text(tags)), 'A') || setweight(to_tsvector('simple', platform_name), 'B') || setweight(to_tsvector('english', statement), 'B')`,
      ),
    /** Kept by triggers (migration "counters"), never written by the app. */
    solutionsCount: integer('solutions_count').notNull().default(0),
    /** Discussion posts and replies, kept by a trigger (migration "blogs"). */
    postsCount: integer('posts_count').notNull().default(0),
    /**
     * The problem's one identity across links (`codeforces:1775A`, `atcoder:abc300_a`,
     * `leetcode:two-sum`, else the cleaned URL), set from the link on every save; twins share it.
     * Not unique: problems shared twice before keys existed keep both rows. Null until the
     * start-up backfill has reached a problem saved before keys existed.
     */
    key: text('key'),
    /**
     * The site's own difficulty, from its public data when the problem is saved: Codeforces'
     * rating (800–3500), AtCoder Problems' estimate, LeetCode's Easy/Medium/Hard as 1/2/3.
     */
    siteDifficultyScale: text('site_difficulty_scale', {
      enum: ['codeforces', 'atcoder', 'leetcode'],
    }),
    siteDifficultyValue: integer('site_difficulty_value'),
    ...reviewCounters(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('problems_visibility_check', sql`${table.visibility} in ('public', 'private')`),
    check('problems_difficulty_check', sql`${table.difficulty} between 1 and 10`),
    // fastupdate off: the embedded database has no autovacuum to merge a GIN index's pending
    // list, and every search would scan that unsorted list (up to 4 MB) until the hourly VACUUM.
    // Writes pay a little instead (about half a millisecond per problem row on the embedded one).
    index('problems_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('problems_newest_idx').on(
      table.visibility,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('problems_solved_idx').on(
      table.visibility,
      table.solutionsCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('problems_rated_idx').on(
      table.visibility,
      table.avgRating.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard's platform filter (lower(platform_name) = lower($1)) in each sort. The
    // difficulty after the id changes no order, but lets a difficulty range be checked in the
    // index, so rows outside it are never fetched. The platform's own column, last, lets a capped
    // total be counted from this index alone (PostgreSQL reads an expression's columns, not the
    // expression, when it decides whether an index holds everything a query needs).
    index('problems_platform_newest_idx').on(
      table.visibility,
      sql`lower(${table.platformName})`,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.difficulty,
      table.platformName,
    ),
    index('problems_platform_solved_idx').on(
      table.visibility,
      sql`lower(${table.platformName})`,
      table.solutionsCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.difficulty,
    ),
    index('problems_platform_rated_idx').on(
      table.visibility,
      sql`lower(${table.platformName})`,
      table.avgRating.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.difficulty,
    ),
    // The dashboard's tag filter (problem_tags_lower(tags) @> array[lower($1)]); the function
    // (migration "search_tags") lower-cases every tag, so "DP" finds a problem tagged "dp".
    index('problems_tags_lower_idx')
      .using('gin', sql`problem_tags_lower(${table.tags})`)
      .with({ fastupdate: false }),
    index('problems_key_idx').on(table.key),
    // The dashboard's site-rating range: Codeforces ratings and AtCoder estimates share a scale.
    index('problems_site_difficulty_idx').on(table.visibility, table.siteDifficultyValue),
    check(
      'problems_site_difficulty_check',
      sql`(${table.siteDifficultyScale} is null) = (${table.siteDifficultyValue} is null)`,
    ),
    check(
      'problems_site_difficulty_scale_check',
      sql`${table.siteDifficultyScale} in ('codeforces', 'atcoder', 'leetcode')`,
    ),
    index('problems_owner_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type ProblemRow = typeof problems.$inferSelect;
export type NewProblemRow = typeof problems.$inferInsert;

/**
 * Every column but the search document, which only the database reads: what queries select when
 * they load problems.
 */
export const problemColumns = {
  id: problems.id,
  ownerId: problems.ownerId,
  title: problems.title,
  link: problems.link,
  visibility: problems.visibility,
  statement: problems.statement,
  inputFormat: problems.inputFormat,
  outputFormat: problems.outputFormat,
  exampleInput: problems.exampleInput,
  exampleOutput: problems.exampleOutput,
  platformName: problems.platformName,
  difficulty: problems.difficulty,
  tags: problems.tags,
  solutionsCount: problems.solutionsCount,
  postsCount: problems.postsCount,
  key: problems.key,
  siteDifficultyScale: problems.siteDifficultyScale,
  siteDifficultyValue: problems.siteDifficultyValue,
  reviewsCount: problems.reviewsCount,
  ratingSum: problems.ratingSum,
  avgRating: problems.avgRating,
  createdAt: problems.createdAt,
  updatedAt: problems.updatedAt,
};

export type ProblemRecord = Omit<ProblemRow, 'search'>;
