import { dashboardQuerySchema } from '@upsolve/contract';
import type { DashboardQuery } from '@upsolve/contract';
import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../../db/schema/index.ts';
import { buildBookmark, buildProblem, buildReview, buildUser } from '../../test/factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { dashboardFilters, searchCondition } from './dashboard-filters.ts';
import { bookmarkedRowsQuery, viewerHasReviewedProblem } from './service.ts';

/**
 * The dashboard must stay fast at 100,000 problems: every list must be answerable from an index
 * (queryPlan explains how a plan shows that on a tiny test database).
 */
const testApp = useTestApp();
const planOf = (query: SQLWrapper) => queryPlan(testApp.db, query);
let reader: TestUser;
let reviewedProblemId = '';

beforeAll(async () => {
  const { db } = testApp;
  const owner = await buildUser(db);
  reader = await buildUser(db);
  for (const title of ['Two Sum', 'Coin Piles', 'Range Operations']) {
    const problem = await buildProblem(db, owner, { title, platformName: 'CSES' });
    await buildBookmark(db, reader, problem);
    await buildReview(db, { problemId: problem.id }, reader);
    reviewedProblemId = problem.id;
  }
});

function dashboardPlan(query: DashboardQuery): Promise<string> {
  const filters = dashboardFilters(dashboardQuerySchema.parse(query));
  return planOf(
    sql`select ${problems.id} from ${problems} where ${filters} order by ${problems.createdAt} desc, ${problems.id} desc limit 21`,
  );
}

describe('query plans at scale', () => {
  it('answers a text search from the GIN index on the search document', async () => {
    // The search alone: with the visibility filter the tiny table would rather walk a btree.
    const plan = await planOf(
      sql`select ${problems.id} from ${problems} where ${searchCondition('two su')}`,
    );
    expect(plan).toContain('problems_search_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('answers the platform filter from an index, newest first', async () => {
    const plan = await dashboardPlan({ platform: 'cses' });
    expect(plan).toContain('problems_platform_newest_idx');
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('answers whether the viewer reviewed a problem from an index on reviews', async () => {
    const plan = await planOf(
      sql`select ${viewerHasReviewedProblem(reviewedProblemId, reader.id)}`,
    );
    // Either index that starts with one of the two columns serves the probe; which one the
    // planner picks depends on the statistics.
    expect(plan).toMatch(/reviews_author_problem_unique|reviews_problem_newest_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('reads a page of bookmarks in index order, without sorting them', async () => {
    const plan = await planOf(bookmarkedRowsQuery(testApp.db, reader.id, { limit: 20 }));
    expect(plan).toContain('bookmarks_user_newest_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
