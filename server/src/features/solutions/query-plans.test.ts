import { solutionsQuerySchema } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkScale, insertBulkData } from '../../test/bulk-data.ts';
import { useTestApp } from '../../test/harness.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { solutionRowsQuery } from './service.ts';

/** A problem can gather thousands of solutions: each order reads its page from an index. */
const testApp = useTestApp();
let problemId = '';

beforeAll(async () => {
  problemId = (await insertBulkData(testApp.db)).popularProblemId;
});

describe(`query plans of a problem's ${bulkScale.popularSolutions.toLocaleString('en')} solutions`, () => {
  it.each([
    ['newest', 'solutions_problem_newest_idx'],
    ['rated', 'solutions_problem_rated_idx'],
  ] as const)('reads a page in %s order from %s, without sorting', async (sort, index) => {
    const query = solutionsQuerySchema.parse({ sort, limit: 20 });
    const plan = await queryPlan(testApp.db, solutionRowsQuery(testApp.db, problemId, query));
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});
