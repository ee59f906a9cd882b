import { dashboardQuerySchema } from '@upsolve/contract';
import type { DashboardQuery } from '@upsolve/contract';
import { and, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../../db/schema/index.ts';
import { analyzeAll, bulkScale, insertBulkData } from '../../test/bulk-data.ts';
import type { BulkData } from '../../test/bulk-data.ts';
import { useTestApp } from '../../test/harness.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { markFilterCondition, marksOnQuery } from '../marks/index.ts';
import { dashboardFilters } from './dashboard-filters.ts';

/**
 * The dashboard's `?mark=` filter and the lookup of `myMark` at the embedded database's scale
 * (20,000 problems, each keyed; 100,000 marks of 20 users, the reader's 5,000 among them), with
 * the planner's own choices after the app's ANALYZE.
 */
const testApp = useTestApp();
const planOf = (query: SQLWrapper) => queryPlan(testApp.db, query);
const markers = 20;
const marksEach = 5_000;
let data: BulkData;

beforeAll(async () => {
  data = await insertBulkData(testApp.db);
  const { db } = testApp;
  await db.execute(sql`update problems set key = 'bulk:' || substr(link, 23)`);
  // The reader and 19 others mark 5,000 problems each: a fifth solved, a tenth solved with help,
  // a fifth attempted, the rest to do.
  await db.execute(sql`
    with markers as (
      (select id from users where id = ${data.readerId})
      union all
      (select id from users where id <> ${data.readerId} order by id limit ${markers - 1})
    ),
    numbered as (select key, row_number() over (order by key) as n from problems)
    insert into marks (user_id, problem_key, status, solved_at)
    select m.id, p.key,
      (array['solved', 'solved', 'solved_with_help', 'attempted', 'attempted',
        'todo', 'todo', 'todo', 'todo', 'todo'])[1 + p.n % 10],
      case when p.n % 10 < 3 then now() end
    from markers as m
    join numbered as p on p.n <= ${marksEach}`);
  await analyzeAll(db);
});

const orderBySort = {
  newest: sql`${problems.createdAt} desc, ${problems.id} desc`,
  solved: sql`${problems.solutionsCount} desc, ${problems.createdAt} desc, ${problems.id} desc`,
  rated: sql`${problems.avgRating} desc, ${problems.createdAt} desc, ${problems.id} desc`,
};

function filtered(query: DashboardQuery) {
  const parsed = dashboardQuerySchema.parse(query);
  const mark =
    parsed.mark === undefined ? undefined : markFilterCondition(parsed.mark, data.readerId);
  return { parsed, where: and(dashboardFilters(parsed), mark) };
}

function pagePlan(query: DashboardQuery): Promise<string> {
  const { parsed, where } = filtered(query);
  return planOf(
    sql`select ${problems.id} from ${problems} where ${where} order by ${orderBySort[parsed.sort]} limit 21`,
  );
}

describe(`the mark filter at ${bulkScale.problems.toLocaleString('en')} problems`, () => {
  it("looks up the viewer's marks on a page's keys in the marks' primary key", async () => {
    const keys = Array.from({ length: 20 }, (_, index) => `bulk:${index * 7 + 1}`);
    const plan = await planOf(marksOnQuery(testApp.db, data.readerId, keys));
    expect(plan).toContain('marks_pkey');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it.each(['solved', 'attempted', 'todo'] as const)(
    'finds the first page of %s from the viewer’s marks, never scanning every problem or mark',
    async (mark) => {
      const plan = await pagePlan({ mark });
      expect(plan, plan).toMatch(/marks_user_status_idx|marks_pkey/);
      expect(plan, plan).not.toMatch(/Seq Scan/);
    },
  );

  it.each(['unmarked', 'unsolved'] as const)(
    'walks the newest order for %s, probing the viewer’s marks, without sorting every problem',
    async (mark) => {
      const plan = await pagePlan({ mark });
      expect(plan, plan).toContain('problems_newest_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on problems|Sort/);
    },
  );

  it('combines the mark with a platform and a difficulty range in the platform index', async () => {
    const plan = await pagePlan({ mark: 'todo', platform: 'cses', minRating: 3, maxRating: 6 });
    expect(plan, plan).not.toMatch(/Seq Scan/);
  });
});
