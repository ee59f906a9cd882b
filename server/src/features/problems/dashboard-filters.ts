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
export type MatchQuery = Pick<DashboardQueryParsed, 'q' | 'tag' | 'minRating' | 'maxRating'>;

/** What the tag and difficulty conditions read of a problem: its columns, or one's facts. */
export interface FilterSource {
  tags: SQLWrapper;
  difficulty: SQLWrapper;
}

const filterColumns: FilterSource = { tags: problems.tags, difficulty: problems.difficulty };

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
  return conditions;
}

/**
 * Dashboard filters: public problems only, then search, platform, tag and difficulty range. Search
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
