import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DashboardQueryParsed } from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import type { ProblemRecord } from '../../db/schema/index.ts';
import { cacheTags, problemMatchesPrefix } from '../../lib/cache-tags.ts';
import type { ProblemMatchFacts } from '../../lib/events/catalog.ts';
import { filterConditions, searchQuery, siteRatingOf } from './dashboard-filters.ts';
import type { MatchQuery } from './dashboard-filters.ts';

/** The search document, as text: what an edit's event carries for other nodes to match with. */
export const searchText = sql<string>`${problems.search}::text`;

/**
 * What searches and filters matched the problem on, before and after an edit, when the edit
 * changed it (problem.updated's `matched`); null when it did not or no public list shows it.
 */
export function matchedFacts(
  before: ProblemRecord & { search: string },
  after: ProblemRecord & { search: string },
) {
  const listed = before.visibility === 'public' || after.visibility === 'public';
  const same =
    before.search === after.search &&
    before.difficulty === after.difficulty &&
    siteRatingOf(before) === siteRatingOf(after) &&
    before.tags.join('\u0000') === after.tags.join('\u0000');
  if (!listed || same) return null;
  const facts = (row: typeof before) => ({
    search: row.search,
    tags: row.tags,
    difficulty: row.difficulty,
    siteRating: siteRatingOf(row),
  });
  return { before: facts(before), after: facts(after) };
}

/** The part of a page's query an edit's text, tags or difficulty can change the answer of. */
function matchQueryOf(query: MatchQuery): MatchQuery | null {
  const matching: MatchQuery = {
    ...((query.q ?? '') === '' ? {} : { q: query.q }),
    ...((query.tag ?? '') === '' ? {} : { tag: query.tag }),
    ...(query.minRating === undefined ? {} : { minRating: query.minRating }),
    ...(query.maxRating === undefined ? {} : { maxRating: query.maxRating }),
    ...(query.minSiteRating === undefined ? {} : { minSiteRating: query.minSiteRating }),
    ...(query.maxSiteRating === undefined ? {} : { maxSiteRating: query.maxSiteRating }),
  };
  return Object.keys(matching).length === 0 ? null : matching;
}

/**
 * The partitions which problems a dashboard filter keeps depends on (lib/cache-tags.ts): its
 * platform's list (or all platforms'), and when it searches or filters, what it matches (an edit
 * asks whether it changed that, see below). Its order and its cards do not change them.
 */
export function filterTags(query: DashboardQueryParsed): string[] {
  const platform = query.platform === undefined || query.platform === '' ? null : query.platform;
  const tags = [cacheTags.problemList(platform)];
  const matching = matchQueryOf(query);
  if (matching !== null) tags.push(cacheTags.problemMatches(JSON.stringify(matching)));
  return tags;
}

/**
 * The partitions a dashboard page's membership depends on: its filter's (above), and when it
 * sorts by a count, that order while it loads. The problems it shows, and the stretch of that
 * order it holds (order-moves.ts), are added once loaded.
 */
export function dashboardTags(query: DashboardQueryParsed): string[] {
  const tags = filterTags(query);
  if (query.sort === 'solved' || query.sort === 'rated')
    tags.push(cacheTags.problemOrder(query.sort));
  return tags;
}

/** Whether a `problems:match:` tag is a page's with a site-rating bound. */
export function filtersBySiteRating(tag: string): boolean {
  if (!tag.startsWith(problemMatchesPrefix)) return false;
  // Written by dashboardTags above from a validated query.
  const query = JSON.parse(tag.slice(problemMatchesPrefix.length)) as MatchQuery;
  return query.minSiteRating !== undefined || query.maxSiteRating !== undefined;
}

/** The problem's facts before and after, as columns of the `facts` row below. */
const factColumns = {
  before: {
    tags: sql.raw('facts.before_tags'),
    difficulty: sql.raw('facts.before_difficulty'),
    siteRating: sql.raw('facts.before_site_rating'),
    siteRated: sql.raw('facts.before_site_rating is not null'),
  },
  after: {
    tags: sql.raw('facts.after_tags'),
    difficulty: sql.raw('facts.after_difficulty'),
    siteRating: sql.raw('facts.after_site_rating'),
    siteRated: sql.raw('facts.after_site_rating is not null'),
  },
};

/** Whether every condition holds, as one SQL boolean. */
function holds(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** Whether the facts a page's conditions read differ before and after: else its answer cannot. */
function readsChanged(query: MatchQuery, before: ProblemMatchFacts, after: ProblemMatchFacts) {
  const sameTags = before.tags.join('\u0000') === after.tags.join('\u0000');
  const searched = (query.q ?? '') !== '' && before.search !== after.search;
  const tagged = (query.tag ?? '') !== '' && !sameTags;
  const rated =
    (query.minRating !== undefined || query.maxRating !== undefined) &&
    before.difficulty !== after.difficulty;
  const siteRated =
    (query.minSiteRating !== undefined || query.maxSiteRating !== undefined) &&
    before.siteRating !== after.siteRating;
  return searched || tagged || rated || siteRated;
}

/** The most searches whose query a node keeps (each a few hundred bytes). */
const maxKeptQueries = 10_000;

/**
 * Each cached search's query as the database made it (searchQuery in dashboard-filters.ts: the
 * English stems and word beginnings), kept as text, so an edit matches its search document
 * against them without making them again (making them is most of the cost).
 */
export class SearchQueries {
  private readonly made = new Map<string, string | null>();

  /** The queries of `texts` (null: no word to look for), made in one statement when new. */
  async of(db: Database, texts: readonly string[]): Promise<Map<string, string | null>> {
    const missing = [...new Set(texts)].filter((text) => !this.made.has(text));
    if (missing.length > 0) {
      const made = missing.map((text) => {
        const query = searchQuery(text);
        return query === null ? sql`null` : sql`(${query})::text`;
      });
      const rows = await db.execute<{ queries: (string | null)[] }>(
        sql`select array[${sql.join(made, sql`, `)}]::text[] as queries`,
      );
      const queries = rows.rows[0]?.queries ?? [];
      if (this.made.size + missing.length > maxKeptQueries) this.made.clear();
      missing.forEach((text, index) => this.made.set(text, queries[index] ?? null));
    }
    return new Map(texts.map((text) => [text, this.made.get(text) ?? null]));
  }
}

/** The problem's facts before and after, as one row (`facts`) the statements below read. */
function factsRow(before: ProblemMatchFacts, after: ProblemMatchFacts): SQL {
  return sql`facts as (
    select ${before.search}::tsvector as before_search,
      ${sql.param(before.tags)}::text[] as before_tags,
      ${before.difficulty}::integer as before_difficulty,
      ${before.siteRating}::integer as before_site_rating,
      ${after.search}::tsvector as after_search,
      ${sql.param(after.tags)}::text[] as after_tags,
      ${after.difficulty}::integer as after_difficulty,
      ${after.siteRating}::integer as after_site_rating
  )`;
}

interface Page {
  tag: string;
  query: MatchQuery;
}

/** Of pages that only search, the ones whose search finds the problem before or after only. */
async function changedSearches(
  db: Database,
  facts: SQL,
  pages: readonly Page[],
  queries: ReadonlyMap<string, string | null>,
): Promise<Page[]> {
  // A search without a word to look for finds nothing, before and after.
  const searched = pages.filter(({ query }) => (queries.get(query.q ?? '') ?? null) !== null);
  if (searched.length === 0) return [];
  const made = searched.map(({ query }) => queries.get(query.q ?? '') ?? null);
  const rows = await db.execute<{ changed: number[] }>(sql`
    with ${facts}
    select coalesce(array_agg(t.page), '{}') as changed
    from facts, unnest(${sql.param(made)}::tsquery[]) with ordinality as t(query, page)
    where (facts.before_search @@ t.query) <> (facts.after_search @@ t.query)`);
  const changed = new Set((rows.rows[0]?.changed ?? []).map(Number));
  return searched.filter((_, index) => changed.has(index + 1));
}

/** Of pages with a tag, difficulty or site-rating filter, the ones that keep the problem before or after only. */
async function changedFilters(
  db: Database,
  facts: SQL,
  pages: readonly Page[],
  queries: ReadonlyMap<string, string | null>,
): Promise<Page[]> {
  if (pages.length === 0) return [];
  const changes = pages.map(({ query }) => {
    const made = query.q === undefined ? undefined : (queries.get(query.q) ?? null);
    const found = (document: SQL) =>
      made === undefined ? [] : [made === null ? sql`false` : sql`${document} @@ ${made}::tsquery`];
    const kept = (side: 'before' | 'after') =>
      holds([
        ...found(sql.raw(`facts.${side}_search`)),
        ...filterConditions(query, factColumns[side]),
      ]);
    return sql`(${kept('before')}) <> (${kept('after')})`;
  });
  const rows = await db.execute<{ changed: (boolean | null)[] }>(
    sql`with ${facts} select array[${sql.join(changes, sql`, `)}] as changed from facts`,
  );
  const changed = rows.rows[0]?.changed ?? [];
  // Unknown (null) counts as changed.
  return pages.filter((_, index) => changed[index] !== false);
}

/**
 * Which of the cached searches and filters an edit changes the answer of: those that kept the
 * problem before and not after, or after and not before. Asked of the database with the
 * dashboard's own conditions (dashboard-filters.ts: the search's query as the database made it,
 * English stems and word beginnings; tags without regard to case) on the problem's facts before
 * and after instead of its columns. A page that keeps it both times shows it through its card,
 * dropped on its own.
 */
export async function changedMatches(
  db: Database,
  searches: SearchQueries,
  matchTags: readonly string[],
  change: { before: ProblemMatchFacts; after: ProblemMatchFacts },
): Promise<string[]> {
  const { before, after } = change;
  const pages = matchTags
    // Written by dashboardTags above from a validated query.
    .map((tag) => ({
      tag,
      query: JSON.parse(tag.slice(problemMatchesPrefix.length)) as MatchQuery,
    }))
    .filter(({ query }) => readsChanged(query, before, after));
  if (pages.length === 0) return [];
  const texts = pages.flatMap(({ query }) => (query.q === undefined ? [] : [query.q]));
  const queries = await searches.of(db, texts);
  const facts = factsRow(before, after);
  const onlySearch = ({ query }: Page) => filterConditions(query).length === 0;
  const changed = [
    ...(await changedSearches(db, facts, pages.filter(onlySearch), queries)),
    ...(await changedFilters(
      db,
      facts,
      pages.filter((page) => !onlySearch(page)),
      queries,
    )),
  ];
  return changed.map(({ tag }) => tag);
}
