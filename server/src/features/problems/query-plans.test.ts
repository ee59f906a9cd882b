import { dashboardQuerySchema } from '@upsolve/contract';
import type { DashboardQuery } from '@upsolve/contract';
import { desc, gt, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problems, users } from '../../db/schema/index.ts';
import { bulkScale, insertBulkData } from '../../test/bulk-data.ts';
import type { BulkData } from '../../test/bulk-data.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { useTestApp } from '../../test/harness.ts';
import { cappedMatches, cappedMatchesQuery, totalCountCap } from '../../lib/paging.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { dashboardFilters } from './dashboard-filters.ts';
import { bookmarkedRowsQuery } from './lists.ts';
import { viewerHasReviewedProblem } from './service.ts';

/**
 * The dashboard, bookmarks and leaderboard read a page from an index at the embedded database's
 * scale (test/bulk-data.ts), with the planner's own choices after the app's ANALYZE.
 */
const testApp = useTestApp();
const planOf = (query: SQLWrapper) => queryPlan(testApp.db, query);
let data: BulkData;

beforeAll(async () => {
  data = await insertBulkData(testApp.db);
});

const orderBySort = {
  newest: sql`${problems.createdAt} desc, ${problems.id} desc`,
  solved: sql`${problems.solutionsCount} desc, ${problems.createdAt} desc, ${problems.id} desc`,
  rated: sql`${problems.avgRating} desc, ${problems.createdAt} desc, ${problems.id} desc`,
};

function dashboardPlan(query: DashboardQuery): Promise<string> {
  const parsed = dashboardQuerySchema.parse(query);
  return planOf(
    sql`select ${problems.id} from ${problems} where ${dashboardFilters(parsed)} order by ${orderBySort[parsed.sort]} limit 21`,
  );
}

describe(`query plans at ${bulkScale.problems.toLocaleString('en')} problems`, () => {
  it.each([
    ['newest', 'problems_newest_idx'],
    ['solved', 'problems_solved_idx'],
    ['rated', 'problems_rated_idx'],
  ] as const)('reads the first dashboard page in %s order from %s', async (sort, index) => {
    const plan = await dashboardPlan({ sort });
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it.each([
    ['newest', 'problems_platform_newest_idx'],
    ['solved', 'problems_platform_solved_idx'],
    ['rated', 'problems_platform_rated_idx'],
  ] as const)(
    'answers a platform and a difficulty range in %s order from %s, checking the range in the index',
    async (sort, index) => {
      const plan = await dashboardPlan({ platform: 'cses', minRating: 4, maxRating: 4, sort });
      expect(plan).toContain(index);
      expect(plan).toMatch(/Index Cond: .*difficulty >= 4.*difficulty <= 4/);
      expect(plan).not.toMatch(/Seq Scan|Sort|Filter/);
    },
  );

  it.each(['newest', 'solved', 'rated'] as const)(
    'answers a site-rating range in %s order from an index, never a scan of every problem',
    async (sort) => {
      // At bulk scale few problems have a site rating: the range is read from its own index.
      const plan = await dashboardPlan({ minSiteRating: 1200, maxSiteRating: 1600, sort });
      expect(plan).toContain('problems_site_difficulty_idx');
      expect(plan).toMatch(
        /Index Cond: .*site_difficulty_value >= 1200.*site_difficulty_value <= 1600/,
      );
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it('reads a deeper page of a platform in rated order from the cursor on, without sorting', async () => {
    const viewer = await signedInActor(testApp);
    const first = await callAs(testApp, viewer, 'GET', '/api/dashboard?platform=cses&sort=rated');
    const cursor = String(first.headers['x-next-cursor']);
    const plan = await dashboardPlan({ platform: 'cses', minRating: 2, sort: 'rated', cursor });
    expect(plan).toContain('problems_platform_rated_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort|Filter/);
  });

  it('counts a platform and difficulty range up to the cap from the platform index alone', async () => {
    const parsed = dashboardQuerySchema.parse({ platform: 'cses', minRating: 3, maxRating: 6 });
    const plan = await planOf(
      sql`select count(*) from (select 1 from ${problems} where ${dashboardFilters(parsed)} limit ${totalCountCap + 1}) as limited`,
    );
    expect(plan).toContain('Index Only Scan using problems_platform_newest_idx');
  });

  function matchesPlan(q: string): Promise<string> {
    const parsed = dashboardQuerySchema.parse({ q });
    return planOf(cappedMatchesQuery(problems, problems.id, dashboardFilters(parsed)));
  }

  // Rare and middling: the planner's guess of how many match is too rough to choose an order walk.
  it.each(['12345', 'segment 12', 'shortest path 7'])(
    'looks up the matches of the search %j in the GIN index, never walking a list order',
    async (q) => {
      const plan = await matchesPlan(q);
      expect(plan).toContain('problems_search_idx');
      expect(plan).not.toMatch(/problems_(newest|solved|rated)_idx|Seq Scan/);
    },
  );

  it('reads a common search term until it has one match past the cap, never walking a list order', async () => {
    // One problem in five: any scan finds 1,001 matches after about 5,000 rows.
    const plan = await matchesPlan('two pointers');
    expect(plan).toContain(`Limit  (cost=`);
    expect(plan).toContain(`rows=${totalCountCap + 1} `);
    expect(plan).not.toMatch(/problems_(newest|solved|rated)_idx/);
  });

  it('keeps no pending list in either GIN index, which every search would have to scan', async () => {
    const result = await testApp.db.execute<{ name: string; options: string[] | null }>(
      sql`select relname as name, reloptions as options from pg_class where relname in ('problems_search_idx', 'problems_tags_lower_idx') order by relname`,
    );
    expect(result.rows).toEqual([
      { name: 'problems_search_idx', options: ['fastupdate=false'] },
      { name: 'problems_tags_lower_idx', options: ['fastupdate=false'] },
    ]);
  });

  it('reads a page of matched problems by primary key', async () => {
    const matches = await cappedMatches(
      testApp.db,
      problems,
      problems.id,
      dashboardFilters(dashboardQuerySchema.parse({ q: 'segment 12' })),
    );
    expect(matches.length).toBeGreaterThan(20);
    const plan = await planOf(
      sql`select ${problems.id} from ${problems} where ${problems.id} = any(${sql.param(matches)}::uuid[]) order by ${orderBySort.newest} limit 21`,
    );
    expect(plan).toContain('problems_pkey');
    expect(plan).not.toMatch(/Seq Scan|problems_newest_idx/);
  });

  it('answers a rare tag from the GIN index on lower-cased tags, without regard to case', async () => {
    const plan = await dashboardPlan({ tag: 'SET7' });
    expect(plan).toContain('problems_tags_lower_idx');
    expect(plan).not.toMatch(/Seq Scan|problems_newest_idx/);
  });

  it('stops counting a filtered total at the cap', async () => {
    const parsed = dashboardQuerySchema.parse({ platform: 'atcoder' });
    const plan = await planOf(
      sql`select count(*) from (select 1 from ${problems} where ${dashboardFilters(parsed)} limit ${totalCountCap + 1}) as limited`,
    );
    expect(plan).toContain('Limit  (cost=');
    expect(plan).toContain(`rows=${totalCountCap + 1} `);
  });

  it('answers whether the viewer reviewed a problem from an index on reviews', async () => {
    const plan = await planOf(
      sql`select ${viewerHasReviewedProblem(data.popularProblemId, data.readerId)}`,
    );
    // Any index that starts with the author or the problem reads a handful of rows.
    expect(plan).toMatch(/reviews_author_(problem|solution)_unique|reviews_problem_newest_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('reads a page of bookmarks in index order, without sorting them', async () => {
    const plan = await planOf(bookmarkedRowsQuery(testApp.db, data.readerId, { limit: 20 }));
    expect(plan).toContain('bookmarks_user_newest_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('reads the leaderboard from users alone, without counting solutions', async () => {
    const plan = await planOf(
      testApp.db
        .select({ id: users.id })
        .from(users)
        .where(gt(users.publicSolutionsCount, 0))
        .orderBy(desc(users.publicSolutionsCount), users.createdAt, users.id)
        .limit(10),
    );
    // With every user on the board a top-ten sort of the users table is the cheapest plan; what
    // matters is that no solution is read.
    expect(plan).toMatch(/on users/);
    expect(plan).not.toMatch(/on solutions|Aggregate/);
  });
});

/** Titles of every page of a dashboard list, following X-Next-Cursor, and the first total. */
async function walkDashboard(viewer: Actor, query: string) {
  const pages: string[][] = [];
  let path = `/api/dashboard?${query}`;
  const first = await callAs(testApp, viewer, 'GET', path);
  let response = first;
  for (;;) {
    expect(response.statusCode).toBe(200);
    pages.push(response.json().map((problem: { title: string }) => problem.title));
    const cursor = response.headers['x-next-cursor'];
    if (typeof cursor !== 'string' || pages.length === 3) break;
    path = `/api/dashboard?${query}&cursor=${cursor}`;
    response = await callAs(testApp, viewer, 'GET', path);
  }
  return { pages, total: first.headers['x-total-count'], capped: first.headers['x-total-capped'] };
}

describe(`dashboard search pages at ${bulkScale.problems.toLocaleString('en')} problems`, () => {
  it('pages through a rare search newest first, every match once, with its exact total', async () => {
    const viewer = await signedInActor(testApp);
    // Problems 1234 and 12340-12349, newest first; every tenth problem (12340) is private.
    const walked = await walkDashboard(viewer, 'q=1234&limit=4');
    const numbers = walked.pages.map((titles) => titles.map((title) => title.split(' ').at(-1)));
    expect(numbers).toEqual([
      ['1234', '12341', '12342', '12343'],
      ['12344', '12345', '12346', '12347'],
      ['12348', '12349'],
    ]);
    expect(walked.total).toBe('10');
    expect(walked.capped).toBeUndefined();
  });

  it('pages through a search matching more than the cap newest first, its total a lower bound', async () => {
    const viewer = await signedInActor(testApp);
    const walked = await walkDashboard(viewer, 'q=segment%20tree&limit=3');
    // Bulk problem g is "Bulk <topic> g", one second older than problem g - 1.
    const numbers = walked.pages.flat().map((title) => Number(title.split(' ').at(-1)));
    expect(walked.pages.flat().every((title) => title.includes('segment tree'))).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(9);
    expect(walked.total).toBe(String(totalCountCap));
    expect(walked.capped).toBe('true');
  });
});

describe(`dashboard totals at ${bulkScale.problems.toLocaleString('en')} problems`, () => {
  it('counts every public problem exactly, from the maintained total', async () => {
    const viewer = await signedInActor(testApp);
    const response = await callAs(testApp, viewer, 'GET', '/api/dashboard');
    expect(response.headers['x-total-count']).toBe(String(bulkScale.problems * 0.9));
    expect(response.headers['x-total-capped']).toBeUndefined();
  });

  it('says a filtered total past the cap is a lower bound, and counts a small one exactly', async () => {
    const viewer = await signedInActor(testApp);
    const many = await callAs(testApp, viewer, 'GET', '/api/dashboard?platform=CSES');
    expect(many.headers['x-total-count']).toBe(String(totalCountCap));
    expect(many.headers['x-total-capped']).toBe('true');
    const few = await callAs(testApp, viewer, 'GET', '/api/dashboard?q=12345');
    expect(few.headers['x-total-count']).toBe('1');
    expect(few.headers['x-total-capped']).toBeUndefined();
  });

  it('counts a filtered list on its first page only, and the maintained total on every page', async () => {
    const viewer = await signedInActor(testApp);
    const first = await callAs(testApp, viewer, 'GET', '/api/dashboard?platform=CSES');
    const cursor = String(first.headers['x-next-cursor']);
    const next = await callAs(
      testApp,
      viewer,
      'GET',
      `/api/dashboard?platform=CSES&cursor=${cursor}`,
    );
    expect(next.statusCode).toBe(200);
    expect(next.headers).not.toHaveProperty('x-total-count');
    expect(next.headers['x-next-cursor']).toBeDefined();

    const unfiltered = await callAs(testApp, viewer, 'GET', '/api/dashboard');
    const later = `/api/dashboard?cursor=${String(unfiltered.headers['x-next-cursor'])}`;
    const page = await callAs(testApp, viewer, 'GET', later);
    expect(page.headers['x-total-count']).toBe(String(bulkScale.problems * 0.9));
  });
});
