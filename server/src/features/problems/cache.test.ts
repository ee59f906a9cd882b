import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cacheTags } from '../../lib/cache-tags.ts';
import type { ProblemMatchFacts } from '../../lib/events/catalog.ts';
import { useTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { changedMatches, SearchQueries } from './cache.ts';
import type { MatchQuery } from './dashboard-filters.ts';

/**
 * Which cached searches and filters an edit changes (problem.updated's exact drop): the database
 * answers with the dashboard's own conditions, so stems, word beginnings, excluded words and
 * tags without regard to case count as the dashboard counts them.
 */

/** A problem's facts as its row would hold them (the search document made as the column is). */
async function facts(
  t: TestApp,
  title: string,
  tags: string[],
  difficulty: number,
  siteRating: number | null = null,
): Promise<ProblemMatchFacts> {
  const text = `${title} ${tags.join(' ')}`;
  const rows = await t.db.execute<{ search: string }>(sql`
    select (setweight(to_tsvector('english', ${text}), 'A')
      || setweight(to_tsvector('simple', ${text}), 'A'))::text as search`);
  return { search: rows.rows[0]?.search ?? '', tags, difficulty, siteRating };
}

const tagOf = (query: MatchQuery) => cacheTags.problemMatches(JSON.stringify(query));

describe('what an edit changes among cached searches and filters', () => {
  const t = useTestApp();

  it('names exactly the pages that keep the problem before or after, not both or neither', async () => {
    const before = await facts(t, 'Counting lattice walks', ['combinatorics'], 3, 1400);
    const after = await facts(t, 'Counting prism walks', ['Geometry'], 5, 1900);
    const pages: [MatchQuery, boolean][] = [
      [{ q: 'lattices' }, true], // the English stem of "lattices" is the old title's
      [{ q: 'pri' }, true], // a word's beginning
      [{ q: 'walk count' }, false], // both titles
      [{ q: 'zebra' }, false], // neither
      [{ q: 'walks -prism' }, true], // excluded after the edit
      [{ tag: 'geometry' }, true], // tags without regard to case
      [{ tag: 'strings' }, false],
      [{ minRating: 4 }, true],
      [{ minRating: 1, maxRating: 10 }, false],
      [{ q: 'walks', maxRating: 3 }, true],
      [{ q: 'zebra', tag: 'geometry' }, false], // the search keeps it neither time
      [{ minSiteRating: 1500 }, true], // a site rating of 1400, then 1900
      [{ maxSiteRating: 1600 }, true],
      [{ minSiteRating: 1000, maxSiteRating: 2000 }, false], // in range both times
      [{ minSiteRating: 2000 }, false], // in range neither time
      [{ tag: 'geometry', minSiteRating: 1800 }, true],
    ];
    const changed = await changedMatches(
      t.db,
      new SearchQueries(),
      pages.map(([query]) => tagOf(query)),
      { before, after },
    );
    const expected = pages.filter(([, dropped]) => dropped).map(([query]) => tagOf(query));
    expect(changed.sort()).toEqual(expected.sort());
  });

  it('counts a problem without a site rating as outside every site-rating range', async () => {
    const rated = await facts(t, 'Counting lattice walks', ['combinatorics'], 3, 1200);
    const unrated = { ...rated, siteRating: null };
    const pages = [
      tagOf({ minSiteRating: 0 }),
      tagOf({ maxSiteRating: 5000 }),
      tagOf({ q: 'walks' }),
    ];
    const changed = await changedMatches(t.db, new SearchQueries(), pages, {
      before: rated,
      after: unrated,
    });
    expect(changed.sort()).toEqual(pages.slice(0, 2).sort());
  });

  it('names nothing when what the pages read did not change', async () => {
    const same = await facts(t, 'Counting lattice walks', ['combinatorics'], 3);
    const changed = await changedMatches(
      t.db,
      new SearchQueries(),
      [tagOf({ q: 'lattice' }), tagOf({ tag: 'combinatorics', minRating: 2 })],
      { before: same, after: { ...same } },
    );
    expect(changed).toEqual([]);
  });
});
