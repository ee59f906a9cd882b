import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problems, reviews, solutions } from '../../db/schema/index.ts';
import {
  buildProblem,
  buildReview,
  buildSolution,
  problemCounters,
  unknownId,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { problemScene } from '../../test/fixtures.ts';

const t = useTestApp();

async function solutionExists(id: string) {
  const rows = await t.db.select({ id: solutions.id }).from(solutions).where(eq(solutions.id, id));
  return rows.length === 1;
}

async function sceneWithSolution() {
  const scene = await problemScene(t);
  const solution = await buildSolution(t.db, scene.problem, scene.other.user);
  const url = `/api/problem/${scene.problem.id}/solutions/${solution.id}/deletesolution`;
  return { ...scene, solution, url };
}

describe('DELETE /api/problem/{id}/solutions/{solutionId}/deletesolution', () => {
  it('is refused to a signed-out visitor with 401 and deletes nothing', async () => {
    const { solution, url } = await sceneWithSolution();
    expect((await callAs(t, null, 'DELETE', url)).statusCode).toBe(401);
    expect(await solutionExists(solution.id)).toBe(true);
  });

  it("lets the author delete it with its reviews; the problem's counters follow", async () => {
    const { owner, other, problem, solution, url } = await sceneWithSolution();
    const kept = await buildSolution(t.db, problem, owner.user);
    await buildReview(t.db, { solutionId: solution.id }, owner.user, { rating: 2 });
    await buildReview(t.db, { solutionId: kept.id }, other.user, { rating: 5 });
    await buildReview(t.db, { problemId: problem.id }, other.user, { rating: 3 });
    expect(await problemCounters(t.db, problem.id)).toMatchObject({
      solutionsCount: 2,
      reviewsCount: 1,
      ratingSum: 3,
    });

    const response = await callAs(t, other, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Solution deleted successfully' });

    expect(await solutionExists(solution.id)).toBe(false);
    expect(await t.db.select().from(reviews).where(eq(reviews.solutionId, solution.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.solutionId, kept.id))).toHaveLength(
      1,
    );
    expect(await problemCounters(t.db, problem.id)).toMatchObject({
      solutionsCount: 1,
      reviewsCount: 1,
      ratingSum: 3,
    });

    const list = await callAs(t, owner, 'GET', `/api/problem/${problem.id}/solutions`);
    expect(list.json().solutions.map((s: { _id: string }) => s._id)).toEqual([kept.id]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await callAs(t, other, 'DELETE', url)).statusCode).toBe(404);
  });

  it("refuses another user, even the problem's owner, with 403 and deletes nothing", async () => {
    const { owner, solution, url } = await sceneWithSolution();
    const stranger = await signedInActor(t);
    for (const viewer of [owner, stranger]) {
      const response = await callAs(t, viewer, 'DELETE', url);
      expect(response.statusCode).toBe(403);
    }
    expect(await solutionExists(solution.id)).toBe(true);
  });

  it('refuses everyone with 403 when the author account is gone', async () => {
    const { owner, problem } = await problemScene(t);
    const orphan = await buildSolution(t.db, problem, null);
    const url = `/api/problem/${problem.id}/solutions/${orphan.id}/deletesolution`;
    expect((await callAs(t, owner, 'DELETE', url)).statusCode).toBe(403);
    expect(await solutionExists(orphan.id)).toBe(true);
  });

  it('answers 404 when the solution is not of the problem in the path', async () => {
    const { other, solution } = await sceneWithSolution();
    const elsewhere = await buildProblem(t.db, other.user);
    for (const id of [solution.id, unknownId, 'x']) {
      const url = `/api/problem/${elsewhere.id}/solutions/${id}/deletesolution`;
      expect((await callAs(t, other, 'DELETE', url)).statusCode).toBe(404);
    }
    expect(await solutionExists(solution.id)).toBe(true);
  });

  it("answers 404 on another user's private problem and deletes nothing", async () => {
    const owner = await signedInActor(t);
    const author = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const solution = await buildSolution(t.db, problem, author.user);
    await t.db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, problem.id));
    const url = `/api/problem/${problem.id}/solutions/${solution.id}/deletesolution`;
    expect((await callAs(t, author, 'DELETE', url)).statusCode).toBe(404);
    expect(await solutionExists(solution.id)).toBe(true);
  });
});
