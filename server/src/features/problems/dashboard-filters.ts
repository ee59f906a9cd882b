import { and, eq, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { DashboardQueryParsed } from '@upsolve/contract';
import { problems } from '../../db/schema/index.ts';

/** Words of one search that count: enough for any title, and it bounds the query's size. */
const maxWordsPerKind = 8;

export interface SearchWords {
  /** Words a problem must have, each as a word or the beginning of one. */
  include: string[];
  /** Words after a '-' ("-tree"): a problem with one of them is left out. */
  exclude: string[];
}

const wordCharacter = /[\p{L}\p{N}]/u;

/**
 * The words of a dashboard search. Only runs of letters and digits make words, so nothing the
 * user types reaches to_tsquery's own syntax (quotes, & | ! : * ( ) < > \): symbols separate
 * words and are otherwise ignored. A '-' that starts a word excludes it, as on search engines.
 */
export function searchWords(text: string): SearchWords {
  const include = new Set<string>();
  const exclude = new Set<string>();
  for (const match of text.matchAll(/(-?)([\p{L}\p{N}]+)/gu)) {
    const [, sign, word = ''] = match;
    const before = match.index === 0 ? '' : (text[match.index - 1] ?? '');
    // "x-or" is one hyphenated term, not "x" without "or".
    const negated = sign === '-' && !wordCharacter.test(before);
    const target = negated ? exclude : include;
    if (target.size < maxWordsPerKind) target.add(word.toLowerCase());
  }
  return { include: [...include], exclude: [...exclude] };
}

/**
 * A tsquery matching `term` as an English stem anywhere in the document or as a plain title word
 * (the search column holds both, see schema/problems.ts). A stop word ("a", "of", "the") gives an
 * empty query, which `&&` ignores, so "diameter of a tree" still finds "diameter ... tree".
 */
function termQuery(term: string): SQL {
  const english = sql`to_tsquery('english', ${term})`;
  return sql`(case when numnode(${english}) = 0 then ${english} else ${english} || to_tsquery('simple', ${term}) end)`;
}

/**
 * The query of a dashboard search: every word, as a whole word or a word's beginning ("two su"
 * finds "Two Sum"), and none of the excluded words; null when the text has no word to look for.
 */
export function searchQuery(text: string): SQL | null {
  const { include, exclude } = searchWords(text);
  if (include.length === 0) return null;
  const terms = [
    ...include.map((word) => termQuery(`${word}:*`)),
    ...exclude.map((word) => sql`!!${termQuery(word)}`),
  ];
  return sql.join(terms, sql` && `);
}

/**
 * The search condition of the dashboard (`searchQuery`): one `@@` on the search column, so the
 * GIN index answers it. Text without a word to look for matches nothing.
 */
export function searchCondition(text: string): SQL {
  const query = searchQuery(text);
  return query === null ? sql`false` : sql`${problems.search} @@ (${query})`;
}

/**
 * Problems tagged `tag`, without regard to case. problem_tags_lower (migration "search_tags")
 * lower-cases every tag; problems_tags_lower_idx indexes exactly that expression.
 */
function hasTag(tag: string, tags: SQLWrapper): SQL {
  return sql`problem_tags_lower(${tags}) @> array[lower(${tag})]`;
}

/** What a dashboard page keeps of problems beyond visibility and platform. */
export type MatchQuery = Pick<
  DashboardQueryParsed,
  'q' | 'tag' | 'minRating' | 'maxRating' | 'minSiteRating' | 'maxSiteRating'
>;

/** What the tag and difficulty conditions read of a problem: its columns, or one's facts. */
export interface FilterSource {
  tags: SQLWrapper;
  difficulty: SQLWrapper;
  /** The site rating on the shared scale (Codeforces rating or AtCoder estimate), else null. */
  siteRating: SQLWrapper;
  /** Whether it has one: LeetCode's Easy/Medium/Hard (1–3) is not on that scale. */
  siteRated: SQLWrapper;
}

/** The site difficulties on the one scale the dashboard filters by (contract's siteRatingMin–Max). */
export const ratedSiteScales = ['codeforces', 'atcoder'] as const;

const filterColumns: FilterSource = {
  tags: problems.tags,
  difficulty: problems.difficulty,
  siteRating: problems.siteDifficultyValue,
  siteRated: sql`${problems.siteDifficultyScale} in (${sql.join(
    ratedSiteScales.map((scale) => sql`${scale}`),
    sql`, `,
  )})`,
};

/** A problem's site rating as the site-rating filter reads it: null off the shared scale. */
export function siteRatingOf(row: {
  siteDifficultyScale: string | null;
  siteDifficultyValue: number | null;
}): number | null {
  const rated = (ratedSiteScales as readonly (string | null)[]).includes(row.siteDifficultyScale);
  return rated ? row.siteDifficultyValue : null;
}

/**
 * The tag and difficulty conditions of a page. The same SQL serves the query and an edit asking,
 * of a problem's facts before and after, which pages it changes (features/problems/cache.ts).
 */
export function filterConditions(query: MatchQuery, source = filterColumns): SQL[] {
  const conditions: SQL[] = [];
  if (query.tag !== undefined && query.tag !== '') conditions.push(hasTag(query.tag, source.tags));
  if (query.minRating !== undefined) {
    conditions.push(sql`${source.difficulty} >= ${query.minRating}`);
  }
  if (query.maxRating !== undefined) {
    conditions.push(sql`${source.difficulty} <= ${query.maxRating}`);
  }
  if (query.minSiteRating !== undefined || query.maxSiteRating !== undefined) {
    conditions.push(sql`${source.siteRated}`);
  }
  if (query.minSiteRating !== undefined) {
    conditions.push(sql`${source.siteRating} >= ${query.minSiteRating}`);
  }
  if (query.maxSiteRating !== undefined) {
    conditions.push(sql`${source.siteRating} <= ${query.maxSiteRating}`);
  }
  return conditions;
}

/**
 * Dashboard filters: public problems only, then search, platform, tag, difficulty range and site
 * rating range (problems_site_difficulty_idx can answer the last). Search
 * goes through the GIN index on the search column, the platform through
 * problems_platform_newest_idx, the tag through problems_tags_lower_idx.
 */
export function dashboardFilters(query: DashboardQueryParsed): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(problems.visibility, 'public')];
  if (query.q !== undefined && query.q !== '') conditions.push(searchCondition(query.q));
  if (query.platform !== undefined && query.platform !== '') {
    conditions.push(sql`lower(${problems.platformName}) = lower(${query.platform})`);
  }
  conditions.push(...filterConditions(query));
  return and(...conditions);
}
