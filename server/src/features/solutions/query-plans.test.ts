import { solutionsQuerySchema } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProblem, buildReview, buildSolution, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { queryPlan } from '../../test/query-plans.ts';
import { solutionRowsQuery } from './service.ts';

/** A problem can gather thousands of solutions: each order reads its page from an index. */
const testApp = useTestApp();
let problemId = '';

beforeAll(async () => {
  const { db } = testApp;
  const author = await buildUser(db);
  const problem = await buildProblem(db, author);
  for (let index = 0; index < 3; index += 1) {
    const solution = await buildSolution(db, problem, author);
    await buildReview(db, { solutionId: solution.id }, null, { rating: index + 2 });
  }
  problemId = problem.id;
});

describe('query plans of the solutions list', () => {
  it.each([
    ['newest', 'solutions_problem_newest_idx'],
    ['rated', 'solutions_problem_rated_idx'],
  ] as const)('reads a page in %s order from %s, without sorting', async (sort, index) => {
    const query = solutionsQuerySchema.parse({ sort, limit: 20 });
    const plan = await queryPlan(testApp.db, solutionRowsQuery(testApp.db, problemId, query));
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Sort/);
  });
});
