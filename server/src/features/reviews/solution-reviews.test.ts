import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { problems, reviews } from '../../db/schema/index.ts';
import {
  buildProblem,
  buildReview,
  buildSolution,
  solutionCounters,
  unknownId,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs } from '../../test/actors.ts';
import { reviewScene, validReview } from '../../test/fixtures.ts';

const t = useTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function reviewsOfSolution(solutionId: string) {
  return t.db.select().from(reviews).where(eq(reviews.solutionId, solutionId));
}

const addUrl = (problemId: string, solutionId: string) =>
  `/api/problem/${problemId}/solutions/${solutionId}/addreview`;
const listUrl = (problemId: string, solutionId: string) =>
  `/api/problem/${problemId}/solutions/${solutionId}/reviews`;

describe('POST /api/problem/{id}/solutions/{solutionId}/addreview', () => {
  it('is refused to a signed-out visitor with 401 and stores nothing', async () => {
    const { problem, solution } = await reviewScene(t);
    const response = await callAs(t, null, 'POST', addUrl(problem.id, solution.id), validReview);
    expect(response.statusCode).toBe(401);
    expect(await reviewsOfSolution(solution.id)).toEqual([]);
  });

  it("stores a review by anyone but the author, the problem's owner included", async () => {
    const { owner, reviewer, problem, solution } = await reviewScene(t);
    const response = await callAs(t, reviewer, 'POST', addUrl(problem.id, solution.id), {
      rating: 5,
      comment: 'Clean proof of the greedy choice.',
      solution: unknownId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Review added successfully',
      review: {
        rating: 5,
        comment: 'Clean proof of the greedy choice.',
        user: { _id: reviewer.user.id, username: reviewer.user.username },
        solution: solution.id,
      },
    });
    expect(response.json().review.problem).toBeUndefined();

    const byOwner = await callAs(t, owner, 'POST', addUrl(problem.id, solution.id), {
      ...validReview,
      rating: 2,
    });
    expect(byOwner.statusCode).toBe(201);
    expect(await solutionCounters(t.db, solution.id)).toEqual({
      reviewsCount: 2,
      ratingSum: 7,
      avgRating: '3.500',
    });

    const read = await callAs(
      t,
      reviewer,
      'GET',
      `/api/problem/${problem.id}/solutions/${solution.id}`,
    );
    expect(read.json()).toMatchObject({ reviewsCount: 2, averageRating: 3.5 });
  });

  it("refuses the solution's author with 403 'You cannot review your own work'", async () => {
    const { author, problem, solution } = await reviewScene(t);
    const response = await callAs(t, author, 'POST', addUrl(problem.id, solution.id), validReview);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot review your own work');
    expect(await reviewsOfSolution(solution.id)).toEqual([]);
  });

  it("answers a second review with 409 'You have already reviewed this' and keeps the first", async () => {
    const { reviewer, problem, solution } = await reviewScene(t);
    const url = addUrl(problem.id, solution.id);
    expect((await callAs(t, reviewer, 'POST', url, validReview)).statusCode).toBe(201);
    const second = await callAs(t, reviewer, 'POST', url, { rating: 1, comment: 'Again.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already reviewed this');
    expect((await reviewsOfSolution(solution.id)).map((review) => review.comment)).toEqual([
      validReview.comment,
    ]);
    expect(await solutionCounters(t.db, solution.id)).toEqual({
      reviewsCount: 1,
      ratingSum: 4,
      avgRating: '4.000',
    });

    // Reviewing the solution does not use up the review of its problem.
    const problemReview = await callAs(
      t,
      reviewer,
      'POST',
      `/api/problem/${problem.id}/addreview`,
      validReview,
    );
    expect(problemReview.statusCode).toBe(201);
  });

  it("answers 404 for a solution of another problem, unknown ids and another user's private problem", async () => {
    const { reviewer, problem, solution } = await reviewScene(t);
    const elsewhere = await buildProblem(t.db, reviewer.user);
    for (const url of [
      addUrl(elsewhere.id, solution.id),
      addUrl(problem.id, unknownId),
      addUrl(problem.id, 'q'),
    ]) {
      expect((await callAs(t, reviewer, 'POST', url, validReview)).statusCode).toBe(404);
    }
    const hidden = await reviewScene(t, 'private');
    const response = await callAs(
      t,
      hidden.reviewer,
      'POST',
      addUrl(hidden.problem.id, hidden.solution.id),
      validReview,
    );
    expect(response.statusCode).toBe(404);
    expect(await reviewsOfSolution(solution.id)).toEqual([]);
    expect(await reviewsOfSolution(hidden.solution.id)).toEqual([]);
  });
});

describe('GET /api/problem/{id}/solutions/{solutionId}/reviews', () => {
  it('is refused to a signed-out visitor with 401', async () => {
    const { problem, solution } = await reviewScene(t);
    expect((await callAs(t, null, 'GET', listUrl(problem.id, solution.id))).statusCode).toBe(401);
  });

  it("lists only this solution's reviews, newest first, to author and others", async () => {
    const { owner, author, reviewer, problem, solution } = await reviewScene(t);
    const sibling = await buildSolution(t.db, problem, owner.user);
    const older = await buildReview(t.db, { solutionId: solution.id }, owner.user, {
      createdAt: minutesAgo(4),
    });
    const newer = await buildReview(t.db, { solutionId: solution.id }, reviewer.user, {
      rating: 1,
    });
    await buildReview(t.db, { solutionId: sibling.id }, reviewer.user);
    await buildReview(t.db, { problemId: problem.id }, reviewer.user);

    for (const viewer of [author, reviewer]) {
      const response = await callAs(t, viewer, 'GET', listUrl(problem.id, solution.id));
      expect(response.statusCode).toBe(200);
      const listed = response.json().reviews;
      expect(listed.map((review: { _id: string }) => review._id)).toEqual([newer.id, older.id]);
      expect(listed[0]).toEqual({
        _id: newer.id,
        rating: 1,
        comment: newer.comment,
        user: { _id: reviewer.user.id, username: reviewer.user.username },
        solution: solution.id,
        createdAt: newer.createdAt.toISOString(),
      });
      expect(response.headers['x-total-count']).toBe('2');
    }
  });

  it("answers 404 for a solution of another problem, unknown ids and another user's private problem", async () => {
    const { reviewer, problem, solution } = await reviewScene(t);
    const elsewhere = await buildProblem(t.db, reviewer.user);
    for (const url of [
      listUrl(elsewhere.id, solution.id),
      listUrl(problem.id, unknownId),
      listUrl(problem.id, '-'),
    ]) {
      expect((await callAs(t, reviewer, 'GET', url)).statusCode).toBe(404);
    }
    const hidden = await reviewScene(t, 'private');
    const url = listUrl(hidden.problem.id, hidden.solution.id);
    expect((await callAs(t, hidden.reviewer, 'GET', url)).statusCode).toBe(404);
    expect((await callAs(t, hidden.owner, 'GET', url)).statusCode).toBe(200);
  });
});

describe('DELETE /api/problem/{id}/solutions/{solutionId}/reviews/{reviewId}', () => {
  async function sceneWithReview() {
    const scene = await reviewScene(t);
    const review = await buildReview(t.db, { solutionId: scene.solution.id }, scene.reviewer.user, {
      rating: 3,
    });
    const url = `${listUrl(scene.problem.id, scene.solution.id)}/${review.id}`;
    return { ...scene, review, url };
  }

  it('is refused to a signed-out visitor with 401 and deletes nothing', async () => {
    const { solution, url } = await sceneWithReview();
    expect((await callAs(t, null, 'DELETE', url)).statusCode).toBe(401);
    expect(await reviewsOfSolution(solution.id)).toHaveLength(1);
  });

  it("lets the review's author delete it; the solution's counters follow", async () => {
    const { reviewer, solution, url } = await sceneWithReview();
    const response = await callAs(t, reviewer, 'DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Review deleted successfully' });
    expect(await reviewsOfSolution(solution.id)).toEqual([]);
    expect(await solutionCounters(t.db, solution.id)).toEqual({
      reviewsCount: 0,
      ratingSum: 0,
      avgRating: '0',
    });
  });

  it("refuses the solution's author and the problem's owner with 403 and deletes nothing", async () => {
    const { owner, author, solution, url } = await sceneWithReview();
    for (const viewer of [owner, author]) {
      expect((await callAs(t, viewer, 'DELETE', url)).statusCode).toBe(403);
    }
    expect(await reviewsOfSolution(solution.id)).toHaveLength(1);
  });

  it('answers 404 when problem, solution and review ids do not belong together', async () => {
    const { owner, reviewer, problem, solution, review } = await sceneWithReview();
    const sibling = await buildSolution(t.db, problem, owner.user);
    const problemReview = await buildReview(t.db, { problemId: problem.id }, reviewer.user);
    const elsewhere = await buildProblem(t.db, reviewer.user);
    const attempts = [
      `${listUrl(problem.id, sibling.id)}/${review.id}`,
      `${listUrl(elsewhere.id, solution.id)}/${review.id}`,
      `${listUrl(problem.id, solution.id)}/${problemReview.id}`,
      `${listUrl(problem.id, solution.id)}/${unknownId}`,
    ];
    for (const url of attempts) {
      expect((await callAs(t, reviewer, 'DELETE', url)).statusCode).toBe(404);
    }
    expect(await reviewsOfSolution(solution.id)).toHaveLength(1);
  });

  it('answers 404 once the problem became private, even to the review author', async () => {
    const { reviewer, problem, solution, url } = await sceneWithReview();
    await t.db.update(problems).set({ visibility: 'private' }).where(eq(problems.id, problem.id));
    expect((await callAs(t, reviewer, 'DELETE', url)).statusCode).toBe(404);
    expect(await reviewsOfSolution(solution.id)).toHaveLength(1);
  });
});
